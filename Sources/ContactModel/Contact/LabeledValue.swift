/// A value with an optional label, as `CNLabeledValue`: the label is Apple's (`_$!<Mobile>!$_`,
/// `iPhone`) or custom text from `X-ABLabel`.
public struct LabeledValue<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Apple's label string, custom text, or nil when the value has none.
  public var label: String?
  /// The value itself: a phone number, an address, a URL, …
  public var value: Value

  /// A labelled value.
  public init(label: String? = nil, value: Value) {
    self.label = label
    self.value = value
  }

  /// The label in plain words, as the Contacts app shows it: `_$!<Mobile>!$_` is "mobile",
  /// custom text is shown as is, and no label is "".
  public var displayLabel: String { ContactLabel.displayName(for: label) }
}
