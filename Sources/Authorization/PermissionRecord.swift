import Foundation

/// A stored decision, with TCC's numbers: 0 denied, 2 allowed, 3 limited.
public enum AuthValue: Int, Sendable, CaseIterable {
  /// The user refused access.
  case denied = 0
  /// The user allowed access to every contact.
  case allowed = 2
  /// The user allowed access to chosen contacts only.
  case limited = 3

  /// The authorization status this decision gives an unrestricted app.
  public var status: AuthorizationStatus {
    switch self {
    case .denied: .denied
    case .allowed: .authorized
    case .limited: .limited
    }
  }
}

/// Why a decision was stored, with TCC's numbers.
public enum AuthReason: Int, Sendable, CaseIterable {
  /// The user answered the prompt.
  case userConsent = 2
  /// The user set it from the command line (`contacts-tui permissions set`).
  case userSet = 3
}

/// One row of the permission database: an app's stored decision.
public struct PermissionRecord: Equatable, Sendable {
  /// The TCC service, always `kTCCServiceAddressBook` here.
  public var service: String
  /// The app's bundle identifier.
  public var client: String
  /// The decision.
  public var value: AuthValue
  /// How the decision was made.
  public var reason: AuthReason
  /// When the decision was stored, to the second.
  public var lastModified: Date
  /// How many contacts are shared under limited access (0 otherwise).
  public var sharedCount: Int

  /// A record with every field given.
  public init(
    service: String = PermissionService.addressBook,
    client: String,
    value: AuthValue,
    reason: AuthReason,
    lastModified: Date,
    sharedCount: Int = 0
  ) {
    self.service = service
    self.client = client
    self.value = value
    self.reason = reason
    self.lastModified = lastModified
    self.sharedCount = sharedCount
  }
}

/// TCC service names.
public enum PermissionService {
  /// The contacts service, as TCC names it.
  public static let addressBook = "kTCCServiceAddressBook"
}
