/// Whether the app may read the user's contacts, as `CNAuthorizationStatus` reports it.
///
/// The raw values are Apple's, so a number printed by one tool means the same in the other.
public enum AuthorizationStatus: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// The user has not yet been asked.
  case notDetermined = 0
  /// A policy forbids access; the user cannot change it.
  case restricted = 1
  /// The user refused access.
  case denied = 2
  /// The user allowed access to every contact.
  case authorized = 3
  /// The user allowed access to a chosen set of contacts.
  case limited = 4

  /// The Swift case name, as `contacts-tui status` prints it.
  public var name: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .restricted: "restricted"
    case .denied: "denied"
    case .authorized: "authorized"
    case .limited: "limited"
    }
  }

  /// The status whose Swift case name is `name`, if any.
  public init?(name: String) {
    guard let status = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = status
  }

  /// Whether the status lets the app read contacts, fully or in part.
  public var allowsAccess: Bool { self == .authorized || self == .limited }

  /// The Swift case name.
  public var description: String { name }
}
