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
  /// The app's name when the decision was stored (nil for `permissions set` and older decisions).
  public var displayName: String?
  /// The Info.plist the decision was made for (nil for `permissions set` and older decisions).
  public var plistPath: String?
  /// The app's fingerprint when the decision was stored; nil ties it to the bundle id alone.
  public var fingerprint: AppFingerprint?

  /// A record with every field given.
  public init(
    service: String = PermissionService.addressBook,
    client: String,
    value: AuthValue,
    reason: AuthReason,
    lastModified: Date,
    sharedCount: Int = 0,
    app: AppIdentity? = nil
  ) {
    self.service = service
    self.client = client
    self.value = value
    self.reason = reason
    self.lastModified = lastModified
    self.sharedCount = sharedCount
    displayName = app?.displayName
    plistPath = app?.plistPath
    fingerprint = app?.fingerprint
  }

  /// Who the app was when the decision was stored.
  public var app: AppIdentity {
    AppIdentity(displayName: displayName, plistPath: plistPath, fingerprint: fingerprint)
  }

  /// How the stored fingerprint compares with `current`, the asking app's: a decision with a
  /// fingerprint applies only to an app with the same one (no fingerprint now is a change).
  public func fingerprintStatus(current: AppFingerprint?) -> FingerprintStatus {
    guard let fingerprint else { return .unbound }
    guard let current else { return .changed }
    return current.matches(fingerprint) ? .matches : .changed
  }

  /// How the stored fingerprint compares with the plist at `plistPath` as it is now: what
  /// `permissions` and the settings screen show. Reads the plist (and its executable).
  public func currentFingerprintStatus() -> FingerprintStatus {
    guard fingerprint != nil else { return .unbound }
    guard let plistPath, let current = AppFingerprint.current(ofPlistAt: URL(fileURLWithPath: plistPath)) else {
      return .appMissing
    }
    return fingerprintStatus(current: current)
  }
}
