import ContactModel
import ContactStore

/// How a contact's name is formatted, as `CNContactFormatterStyle`.
public enum CNContactFormatterStyle: Int, Sendable, CaseIterable {
  /// The full name: prefix, given, middle, family, suffix, in the name's order.
  case fullName = 0
  /// The phonetic full name: the phonetic given name, the one phonetic name the model keeps;
  /// nil when it is empty.
  case phoneticFullName = 1
}

/// Display names, as `CNContactFormatter`, from the store's `ContactFormatter`.
public final class CNContactFormatter {
  /// The style `string(from:)` uses.
  public var style: CNContactFormatterStyle = .fullName

  /// A formatter for the full name.
  public init() {}

  /// The contact's name in `style`, or nil when there is nothing to show.
  public func string(from contact: CNContact) -> String? {
    Self.string(from: contact, style: style)
  }

  /// The contact's name in `style`, or nil when there is nothing to show. A contact without a
  /// name shows its organization, else its first e-mail, else its first phone, as the app does.
  public static func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
    guard style == .fullName else {
      let phonetic = contact.contact.phoneticGivenName
      return phonetic.isEmpty ? nil : phonetic
    }
    let text = ContactFormatter().string(from: contact.contact)
    return text == ContactFormatter.noName ? nil : text
  }

  /// The keys `string(from:style:)` reads, to pass in `keysToFetch`.
  public static func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
    KeyDescriptorGroup(keys: style == .fullName ? ContactKey.formatterKeys : [.phoneticGivenName])
  }
}
