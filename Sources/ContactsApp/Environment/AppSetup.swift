import Authorization
import CardDAVCache
import ContactModel
import ContactStore
import ContactsPrompt
import Foundation
import TerminalUI

/// Everything a command needs from its options and environment: the app's manifest, the
/// permission database, the restrictions policy and the contact sources. Each piece is opened
/// only when asked for, and each failure comes back with its exit code and an actionable message.
struct AppSetup {
  /// The options shared by every command.
  let common: CommonOptions
  /// The process environment.
  let environment: [String: String]

  /// The manifest, database, policy and file side, shared with `ContactsSystem.install`.
  var system: SystemSetup {
    SystemSetup(app: common.app, home: common.home, contacts: common.contacts, environment: environment)
  }

  /// The data directory for decisions.
  var dataDirectory: URL { system.dataDirectory }

  /// The restrictions policy file: `$CONTACTS_TUI_RESTRICTIONS`, else `/etc/contacts-tui/restrictions`.
  var restrictionsFile: URL { system.restrictionsFile }

  /// The bundled resources, needed only when `--app` or `--contacts` is not given.
  func resources() throws(ContactsAppError) -> ResourceLocator { try system.resources() }

  /// The asking app's manifest: `--app`, else the bundled demo app.
  func manifest() throws(ContactsAppError) -> AppManifest { try system.manifest() }

  /// The permission database in the data directory.
  func permissionStore() throws(ContactsAppError) -> SQLitePermissionStore { try system.permissionStore() }

  /// Runs a call on the permission database, turning its error into the app's.
  func storeCall<T>(_ body: () throws(ContactsError) -> T) throws(ContactsAppError) -> T {
    do {
      return try body()
    } catch {
      throw system.storeFailure(error)
    }
  }

  /// The restrictions policy.
  func restrictions() throws(ContactsAppError) -> RestrictionsPolicy { try system.restrictions() }

  /// The authorization center for the manifest's app.
  func center(for manifest: AppManifest) throws(ContactsAppError) -> AuthorizationCenter {
    try system.center(for: manifest)
  }

  /// The app, its permission center and its current status: where status, list and the main
  /// flow all start.
  func appState() throws(ContactsAppError) -> (
    manifest: AppManifest, center: AuthorizationCenter, status: AuthorizationStatus
  ) {
    let manifest = try manifest()
    let center = try center(for: manifest)
    let status = try ContactsAppError.wrap { () throws(ContactsError) in try center.status(for: .contacts) }
    return (manifest, center, status)
  }

  /// The contact sources: every `--contacts` path, then every CardDAV account's offline copy
  /// (`--contacts URL`, `--account NAME`); with none of them, the bundled sample, which is
  /// read-only. None is opened here.
  func contactSources() throws(ContactsAppError) -> [any ContactSource] {
    let paths = common.contacts.filter { !AccountURL.isURL($0) }
    let accounts = try accounts()
    guard paths.isEmpty && accounts.isEmpty else {
      let cache = accountSources
      let files = try paths.isEmpty ? [] : system.fileSources(paths)
      return files + accounts.map(cache.source(for:))
    }
    return try system.fileSources([])
  }

  /// The CardDAV accounts the command reads: each `--contacts URL` (named `user@host`), then
  /// each `--account NAME` from the configuration. A URL CardDAV may not use, a URL holding a
  /// password, or a name the configuration does not have, is a usage error (exit 2), which names
  /// the name as the user gave it: `--account home`, or `sync home`.
  func accounts(namedBy option: String = "--account") throws(ContactsAppError) -> [CardDAVAccount] {
    var accounts: [CardDAVAccount] = []
    for text in common.contacts where AccountURL.isURL(text) {
      var components = URLComponents(string: text)
      let hasPassword = components?.password != nil
      components?.password = nil
      // The URL is echoed without a password it may hold: `user:…@host`, the ellipsis put in
      // after the URL is made, where it is not percent-encoded.
      var echoed = components?.string ?? "the URL"
      if hasPassword, let user = components?.percentEncodedUser, let at = echoed.range(of: "//\(user)@") {
        echoed.replaceSubrange(at, with: "//\(user):…@")
      }
      let shown = TerminalText.printable(echoed, keepingNewlines: false)
      if hasPassword {
        throw ContactsAppError(
          .usage,
          "--contacts \(shown): a password does not go in a URL; use password_command in an [account] section, "
            + "or type it when asked")
      }
      guard let account = AccountURL.account(from: text) else {
        throw ContactsAppError(
          .usage,
          "--contacts \(shown): a CardDAV server must be https:// (http:// only to 127.0.0.1, ::1 or localhost), "
            + "so a password never crosses the network in the clear")
      }
      accounts.append(account)
    }
    for name in common.accounts {
      guard let account = common.configAccounts.first(where: { $0.name == name }) else {
        let known = common.configAccounts.map { "“\($0.name)”" }
        let list =
          known.isEmpty
          ? "the configuration has no [account NAME] section" : "the accounts are \(known.joined(separator: ", "))"
        throw ContactsAppError(
          .usage, "\(option) \(TerminalText.printable(name, keepingNewlines: false)): no such account; \(list)")
      }
      accounts.append(account)
    }
    return accounts
  }

  /// Where the accounts' offline copies are.
  var accountSources: AccountSources { AccountSources(dataDirectory: dataDirectory) }

  /// Where each source file's snapshot is kept: `$XDG_CACHE_HOME/contacts-tui`, else
  /// `~/.cache/contacts-tui`; none with `CONTACTS_TUI_NO_CACHE=1` (docs/SNAPSHOTS.md).
  var snapshotCache: SnapshotCache? { system.snapshotCache }
}
