import Authorization

/// Whether the app may read contacts, as `CNAuthorizationStatus`, with Apple's raw values.
public enum CNAuthorizationStatus: Int, Sendable, CaseIterable {
  /// The user has not decided yet.
  case notDetermined = 0
  /// A policy forbids access; the user cannot change it.
  case restricted = 1
  /// The user refused access.
  case denied = 2
  /// The user allowed access to every contact.
  case authorized = 3
  /// The user allowed access to a chosen set of contacts.
  case limited = 4

  /// The status for the store's status; the raw values are the same, so this cannot fail.
  init(_ status: AuthorizationStatus) {
    switch status {
    case .notDetermined: self = .notDetermined
    case .restricted: self = .restricted
    case .denied: self = .denied
    case .authorized: self = .authorized
    case .limited: self = .limited
    }
  }
}

/// The kind of data an app asks for, as `CNEntityType`.
public enum CNEntityType: Int, Sendable, CaseIterable {
  /// The user's contacts.
  case contacts = 0

  /// The store's entity type.
  var entityType: EntityType {
    switch self {
    case .contacts: .contacts
    }
  }
}
