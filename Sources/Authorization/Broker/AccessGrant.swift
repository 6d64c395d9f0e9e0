/// What an app may read right now.
public enum AccessGrant: Equatable, Sendable {
  /// Every contact.
  case full
  /// Only the contacts with these identifiers.
  case limited(Set<String>)
  /// Nothing, because of this status (not determined, denied or restricted).
  case none(AuthorizationStatus)

  /// Whether any contact may be read.
  public var allowsAccess: Bool {
    if case .none = self { return false }
    return true
  }

  /// Whether the contact with `identifier` may be read.
  public func allows(identifier: String) -> Bool {
    switch self {
    case .full: true
    case .limited(let shared): shared.contains(identifier)
    case .none: false
    }
  }
}
