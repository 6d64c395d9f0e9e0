public import Authorization

/// The pre-iOS 9 authorization status, as `ABAuthorizationStatus`. There is no `limited`: legacy
/// callers see limited access as authorized, as iOS shows it to them.
public enum ABAuthorizationStatus: Int, Sendable, CaseIterable {
  /// The user has not decided.
  case notDetermined = 0
  /// A policy forbids access.
  case restricted = 1
  /// The user refused.
  case denied = 2
  /// The user allowed access (fully, or to a limited selection).
  case authorized = 3

  /// The legacy status for a Contacts.framework status.
  public init(_ status: AuthorizationStatus) {
    switch status {
    case .notDetermined: self = .notDetermined
    case .restricted: self = .restricted
    case .denied: self = .denied
    case .authorized, .limited: self = .authorized
    }
  }
}

/// `kABAuthorizationStatusNotDetermined` (0).
public let kABAuthorizationStatusNotDetermined = ABAuthorizationStatus.notDetermined
/// `kABAuthorizationStatusRestricted` (1).
public let kABAuthorizationStatusRestricted = ABAuthorizationStatus.restricted
/// `kABAuthorizationStatusDenied` (2).
public let kABAuthorizationStatusDenied = ABAuthorizationStatus.denied
/// `kABAuthorizationStatusAuthorized` (3).
public let kABAuthorizationStatusAuthorized = ABAuthorizationStatus.authorized
