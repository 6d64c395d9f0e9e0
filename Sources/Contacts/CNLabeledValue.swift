import ContactModel
import ContactStore
import Foundation

/// A value with a label, as `CNLabeledValue`: the label is one of the `CNLabel…` constants,
/// custom text, or nil.
public final class CNLabeledValue<ValueType> {
  /// A unique identifier for this labelled value.
  public let identifier: String
  /// The label, or nil.
  public let label: String?
  /// The value: a `CNPhoneNumber`, an e-mail address as `NSString`, a `CNPostalAddress`, …
  public let value: ValueType

  /// A labelled value.
  public init(label: String?, value: ValueType) {
    self.identifier = UUID().uuidString
    self.label = label
    self.value = value
  }

  /// A copy with another label.
  public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
    CNLabeledValue(label: label, value: value)
  }

  /// A copy with another value.
  public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
    CNLabeledValue(label: label, value: value)
  }

  /// The label in plain words, as the Contacts app shows it (`CNLabelPhoneNumberMobile` is "mobile").
  public static func localizedString(forLabel label: String) -> String {
    ContactLabel.displayName(for: label)
  }
}
