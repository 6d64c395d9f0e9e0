import Authorization
import CardDAVCache
import ContactsPrompt
import Foundation

/// After `add`, `edit`, `delete` or `add-email` saved into a CardDAV account's copy: sends the
/// queued change to the server (a push-only sync), unless `--offline` keeps it queued. A push
/// that fails leaves the change queued for the next sync, and says so; the save stands.
@MainActor
struct SyncAfterSave {
  /// The command's options.
  let common: CommonOptions
  /// The process environment.
  let environment: [String: String]

  /// Pushes each account's queue; prints what went wrong, if anything.
  func run() -> ExitCode? {
    guard !common.offline else { return nil }
    let setup = AppSetup(common: common, environment: environment)
    guard let accounts = try? setup.accounts(), !accounts.isEmpty,
      let status = try? setup.appState().status, status == .authorized || status == .limited
    else { return nil }
    let launcher = SyncAgentLauncher.locate(environment: environment)
    let cache = setup.accountSources
    let passwords = PasswordKeeper()
    for account in accounts {
      let lastSynced = cache.lastSynced(account)
      var password: String?
      switch passwords.password(for: account) {
      case .password(let text)?: password = text
      case .interrupted(let signal)?: return .signal(signal)
      case .failed(let error)?:
        Console.error(SyncText.failure(error, lastSynced: lastSynced) + Self.queued)
        continue
      case nil: password = nil
      }
      let request = SyncRequest(
        account: account, password: password, cacheFolder: cache.folder(for: account).path, pushOnly: true)
      switch launcher.sync(request) {
      case .success(let report):
        for conflict in report.conflicts { Console.error(SyncText.conflict(conflict, account: account.name)) }
      case .failure(let error):
        Console.error(SyncText.failure(error, lastSynced: lastSynced) + Self.queued)
      }
    }
    return nil
  }

  private static let queued = " The change is kept in the local copy and sent at the next sync."
}
