package import Authorization
package import ContactModel
package import ContactStore
package import Foundation
import TerminalUI

/// What the prompt's side needs to install an app: its manifest, the permission database, the
/// restrictions policy and the contact files. Each piece is opened only when asked for, and each
/// failure comes back with its exit code and an actionable message. The command line's
/// `AppSetup` forwards here and adds the CardDAV accounts, which this target knows nothing of.
package struct SystemSetup {
  /// The app's Info.plist (`--app`); nil: the bundled demo app.
  package let app: String?
  /// The data directory for decisions (`--home`); nil: `$CONTACTS_TUI_HOME`, else XDG's.
  package let home: String?
  /// The contact files and vdir folders (`--contacts`); empty: the bundled sample.
  package let contacts: [String]
  /// The process environment.
  package let environment: [String: String]

  /// A setup for the app at `app`, deciding in `home`, over the files at `contacts`.
  package init(app: String?, home: String?, contacts: [String], environment: [String: String]) {
    self.app = app
    self.home = home
    self.contacts = contacts
    self.environment = environment
  }

  /// The data directory for decisions.
  package var dataDirectory: URL { DataDirectory.resolve(home: home, environment: environment) }

  /// The restrictions policy file: `$CONTACTS_TUI_RESTRICTIONS`, else `/etc/contacts-tui/restrictions`.
  package var restrictionsFile: URL {
    let path = environment["CONTACTS_TUI_RESTRICTIONS"].flatMap { $0.isEmpty ? nil : $0 }
    return URL(fileURLWithPath: path ?? RestrictionsPolicy.defaultPath)
  }

  /// The bundled resources, needed only when `--app` or `--contacts` is not given.
  package func resources() throws(ContactsAppError) -> ResourceLocator {
    try ResourceLocator.locate(environment: environment).get()
  }

  /// The asking app's manifest: `--app`, else the bundled demo app.
  package func manifest() throws(ContactsAppError) -> AppManifest {
    let url: URL
    if let app {
      url = URL(fileURLWithPath: app)
    } else {
      url = try resources().demoManifest
    }
    return try ContactsAppError.wrap { () throws(ContactsError) in try AppManifest.load(contentsOf: url) }
  }

  /// The permission database in the data directory.
  package func permissionStore() throws(ContactsAppError) -> SQLitePermissionStore {
    try storeCall { () throws(ContactsError) in try SQLitePermissionStore(directory: dataDirectory) }
  }

  /// Runs a call on the permission database, turning its error into the app's.
  func storeCall<T>(_ body: () throws(ContactsError) -> T) throws(ContactsAppError) -> T {
    do {
      return try body()
    } catch {
      throw storeFailure(error)
    }
  }

  /// The app's error for the permission database's `error`.
  package func storeFailure(_ error: ContactsError) -> ContactsAppError {
    // The store's advice names the plain command; point it at this data directory.
    let reset = CommandHint(app: app, home: home).command("permissions reset --all")
    var failure = ContactsAppError(error)
    failure.message = failure.message.replacingOccurrences(of: SQLitePermissionStore.resetCommand, with: reset)
    return failure
  }

  /// The restrictions policy.
  package func restrictions() throws(ContactsAppError) -> RestrictionsPolicy {
    return try ContactsAppError.wrap { () throws(ContactsError) in
      try RestrictionsPolicy.load(contentsOf: restrictionsFile)
    }
  }

  /// The authorization center for the manifest's app.
  package func center(for manifest: AppManifest) throws(ContactsAppError) -> AuthorizationCenter {
    AuthorizationCenter(manifest: manifest, store: try permissionStore(), restrictions: try restrictions())
  }

  /// The sources of `paths` (every one a file or a vdir folder); with none, the bundled sample,
  /// which is read-only. None is opened here.
  package func fileSources(_ paths: [String]) throws(ContactsAppError) -> [any ContactSource] {
    let snapshots = snapshotCache
    guard paths.isEmpty else { return paths.map { ContactSources.at(path: $0, snapshots: snapshots) } }
    let reason =
      "the bundled sample address book is read-only; give a .vcf file or vdir folder you can write with --contacts PATH."
    return [ContactSources.at(path: try resources().sampleContacts.path, readOnlyReason: reason, snapshots: snapshots)]
  }

  /// The contact sources of an installed app: the files and vdir folders of `contacts`, else the
  /// bundled sample. A CardDAV URL is refused (a usage error): an account's offline copy and
  /// its sync agent are contacts-tui's own, which this target does not link (docs/PUBLIC-API.md).
  package func installedSources() throws(ContactsAppError) -> [any ContactSource] {
    if let url = contacts.first(where: Self.isURL) {
      let shown = TerminalText.printable(Self.withoutPassword(url), keepingNewlines: false)
      throw ContactsAppError(
        .usage,
        "contacts \(shown): an installed app reads .vcf files and vdir folders only; a CardDAV account "
          + "is read through contacts-tui (--contacts URL or --account NAME), which keeps its offline copy")
    }
    return try fileSources(contacts)
  }

  /// True when `text` looks like a URL rather than a path (`https://`, `http://`).
  package static func isURL(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.hasPrefix("https://") || lower.hasPrefix("http://")
  }

  /// `url` with any password it holds taken out, for a message.
  static func withoutPassword(_ url: String) -> String {
    guard var components = URLComponents(string: url), components.password != nil else { return url }
    components.password = nil
    return components.string ?? "the URL"
  }

  /// Where each source file's snapshot is kept: `$XDG_CACHE_HOME/contacts-tui`, else
  /// `~/.cache/contacts-tui`; none with `CONTACTS_TUI_NO_CACHE=1` (docs/SNAPSHOTS.md).
  package var snapshotCache: SnapshotCache? { SnapshotCache(environment: environment) }
}
