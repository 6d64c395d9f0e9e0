public import ContactModel
/// What an app may see: restricted if policy names it, else its stored decision, else not determined.
///
/// Synchronous and thread-safe. A store that cannot be read is an error, never `authorized`.
public struct AuthorizationCenter: Sendable {
  /// The app asking.
  public let manifest: AppManifest
  /// Where decisions are stored.
  public let store: any PermissionStore
  /// The policy that can forbid access whatever the user decided.
  public let restrictions: RestrictionsPolicy

  /// A center for one app.
  public init(manifest: AppManifest, store: any PermissionStore, restrictions: RestrictionsPolicy) {
    self.manifest = manifest
    self.store = store
    self.restrictions = restrictions
  }

  /// The app's authorization status; throws `.dataAccessError` when the store cannot be read.
  public func status(for entityType: EntityType) throws(ContactsError) -> AuthorizationStatus {
    switch entityType {
    case .contacts:
      if restrictions.restricts(manifest.bundleIdentifier) { return .restricted }
      guard let record = try store.record(for: manifest.bundleIdentifier) else { return .notDetermined }
      // A decision made for another build of the app (its plist or executable changed) does not apply.
      if record.fingerprintStatus(current: manifest.fingerprint) == .changed { return .notDetermined }
      return record.value.status
    }
  }

  /// What the app may read now: every contact, the shared ones, or nothing (with the reason).
  public func grant() throws(ContactsError) -> AccessGrant {
    switch try status(for: .contacts) {
    case .authorized:
      return .full
    case .limited:
      return .limited(try store.sharedIdentifiers(for: manifest.bundleIdentifier))
    case let status:
      return .none(status)
    }
  }

  /// Whether the app has a stored decision that no longer applies because the app changed since
  /// it was made (its fingerprint differs): the prompt then says so. False when restricted.
  public func appChangedSinceDecision() throws(ContactsError) -> Bool {
    if restrictions.restricts(manifest.bundleIdentifier) { return false }
    return try store.record(for: manifest.bundleIdentifier)?.fingerprintStatus(current: manifest.fingerprint)
      == .changed
  }

  /// Stores the user's answer to the prompt (reason: user consent) with the app's identity and
  /// fingerprint; a dismissal stores nothing.
  public func record(_ answer: PromptAnswer) throws(ContactsError) {
    let client = manifest.bundleIdentifier
    let app = manifest.identity
    switch answer {
    case .allow:
      try store.save(.allowed, reason: .userConsent, for: client, sharedIdentifiers: [], app: app)
    case .deny:
      try store.save(.denied, reason: .userConsent, for: client, sharedIdentifiers: [], app: app)
    case .limited(let identifiers):
      try store.save(.limited, reason: .userConsent, for: client, sharedIdentifiers: identifiers, app: app)
    case .dismissed:
      break
    }
  }

  /// Stores a decision given on the command line (`permissions set`) for any app (reason: user set).
  /// It has no fingerprint: it applies to any plist with that bundle id.
  public func set(_ value: AuthValue, for client: String, sharedIdentifiers: Set<String> = []) throws(ContactsError) {
    try store.save(value, reason: .userSet, for: client, sharedIdentifiers: sharedIdentifiers)
  }

  /// Replaces the contacts shared with `client` under limited access, keeping how the decision
  /// was made: what an app adds or edits stays shared (as on iOS 18), which is not the user
  /// setting the decision again.
  public func replaceSharedIdentifiers(_ identifiers: Set<String>, for client: String) throws(ContactsError) {
    let record = try store.record(for: client)
    try store.save(
      .limited, reason: record?.reason ?? .userConsent, for: client, sharedIdentifiers: identifiers, app: record?.app)
  }
}
