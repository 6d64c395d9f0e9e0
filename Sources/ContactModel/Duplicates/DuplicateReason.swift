/// Why a contact is in a cluster of likely duplicates: a value it shares with another member.
package enum DuplicateReason: Sendable, Hashable, CustomStringConvertible {
  /// The same e-mail address (its `EmailKey`).
  case email(String)
  /// The same phone number (its `PhoneNumberKey`).
  case phone(String)
  /// The same folded name (its `NameKey`).
  case name(String)

  /// "same e-mail x@y", "same phone +49…", "same name".
  package var description: String {
    switch self {
    case .email(let address): "same e-mail \(address)"
    case .phone(let number): "same phone \(number)"
    case .name: "same name"
    }
  }

  /// The kind, for machine output: "email", "phone" or "name".
  package var kind: String {
    switch self {
    case .email: "email"
    case .phone: "phone"
    case .name: "name"
    }
  }

  /// The shared value in its compared form.
  package var value: String {
    switch self {
    case .email(let value), .phone(let value), .name(let value): value
    }
  }
}
