package import Authorization
import ContactModel
import ContactStore

/// The privacy screen's writes: through `AuthorizationCenter` as `permissions set` and `edit`
/// write (reason: set by the user), or the store's reset as `permissions reset` forgets, each
/// announced with `ContactStoreDidChange` as `permissions edit` announces its change. A
/// restricted app is refused here too, not only hidden by the screen.
package struct SettingsWriter: Sendable {
  /// A change the user confirmed.
  enum Change: Equatable, Sendable {
    /// Store this access; `shared` are the contacts a limited app may see.
    case access(AuthValue, shared: Set<String>)
    /// Forget the decision, so the app is asked again.
    case reset
  }

  /// What a write did, in words for the status line.
  enum Result: Equatable, Sendable {
    /// Written.
    case written(String)
    /// Not written, and why.
    case refused(String)
  }

  /// The permission database.
  let store: any PermissionStore
  /// The policy that forbids some apps whatever the user decides.
  let restrictions: RestrictionsPolicy

  /// A writer to `store`, under `restrictions`.
  package init(store: any PermissionStore, restrictions: RestrictionsPolicy) {
    self.store = store
    self.restrictions = restrictions
  }

  /// The center for one app: its decisions go through it.
  func center(for client: String) -> AuthorizationCenter {
    AuthorizationCenter(manifest: AppManifest(bundleIdentifier: client), store: store, restrictions: restrictions)
  }

  /// The contacts `client` may see under limited access (empty otherwise).
  func sharedIdentifiers(for client: String) throws(ContactsError) -> Set<String> {
    try store.sharedIdentifiers(for: client)
  }

  /// Applies `change` to `row`'s app; throws `.dataAccessError` when the database cannot be written.
  func apply(_ change: Change, to row: SettingsRow) throws(ContactsError) -> Result {
    let client = row.bundleIdentifier
    let center = center(for: client)
    if try center.status(for: .contacts) == .restricted {
      return .refused("“\(row.name)” is restricted by policy; nothing changed.")
    }
    let message: String
    switch change {
    case .access(let value, let shared):
      // The decision stays tied to the app it was made for: Settings changes what that app may
      // read, it does not widen the decision to any plist with the same bundle id.
      let app = try store.record(for: client)?.app
      try store.save(value, reason: .userSet, for: client, sharedIdentifiers: value == .limited ? shared : [], app: app)
      let access = SettingsAccess(value, sharedCount: shared.count)
      message = "Changed “\(row.name)” to \(access.label)."
    case .reset:
      let removed = try store.reset(client: client)
      message = removed ? "Reset “\(row.name)”: it will be asked again." : "“\(row.name)” had no stored decision."
    }
    ContactStore.postDidChange(bundleIdentifier: client)
    return .written(message)
  }
}
