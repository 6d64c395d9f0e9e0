public import Foundation

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
