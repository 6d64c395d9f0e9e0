import Authorization
import CardDAVCache
import ContactsPrompt
import Foundation
import TerminalUI

/// `contacts-tui sync [ACCOUNT...]`: brings the offline copy of CardDAV accounts up to date
/// through the sync agent. The app's access is checked first, as `list` checks it: without a
/// grant no password is asked for and no request leaves.
@MainActor
struct SyncCommand {
  /// The parsed options.
  let options: SyncOptions
  /// The process environment.
  let environment: [String: String]
  /// How a password is had (a test gives its own).
  var passwords = PasswordKeeper()

  /// Syncs each account in turn; exit 7 when one failed (each failure is named on stderr).
  func run() throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let (manifest, _, status) = try setup.appState()
    // An account the configuration does not have is a usage error whatever the app's access;
    // picking the accounts reads only the configuration.
    let accounts = try selectedAccounts(setup)
    guard status == .authorized || status == .limited else {
      Console.error(ListCommand.refusal(status, manifest: manifest, hint: CommandHint(common: options.common)))
      return ExitCode(status)
    }
    let launcher = SyncAgentLauncher.locate(environment: environment)
    let cache = setup.accountSources
    let bar = isatty(STDERR_FILENO) == 1 ? SyncProgressBar() : nil
    var failed = false
    for account in accounts {
      var password: String?
      switch passwords.password(for: account) {
      case .password(let text)?: password = text
      case .interrupted(let signal)?: return .signal(signal)
      case .failed(let error)?:
        Console.error(SyncText.failure(error, lastSynced: cache.lastSynced(account)))
        failed = true
        continue
      case nil: password = nil
      }
      let lastSynced: Date?
      do {
        lastSynced = try cache.prepare(account)
      } catch {
        Console.error(SyncText.failure(error, lastSynced: cache.lastSynced(account)))
        failed = true
        continue
      }
      if let legacy = cache.legacyFolder(for: account) {
        Console.error(
          "contacts-tui: note: \(TerminalText.printable(legacy.path, keepingNewlines: false)) is an earlier version's "
            + "copy, which another account may share; it is not used (account “"
            + "\(TerminalText.printable(account.name, keepingNewlines: false))” syncs into a folder of its own). "
            + "Take back any card it holds, then remove it.")
      }
      let request = SyncRequest(
        account: account, password: password, cacheFolder: cache.folder(for: account).path)
      let result = launcher.sync(request) { step in bar?.draw(account: account.name, step) }
      bar?.clear()
      switch result {
      case .success(let report):
        Console.output(SyncText.summary(report, account: account.name))
        for conflict in report.conflicts { Console.error(SyncText.conflict(conflict, account: account.name)) }
      case .failure(let error):
        Console.error(SyncText.failure(error, lastSynced: lastSynced))
        failed = true
      }
    }
    return failed ? .dataError : .success
  }

  /// The accounts named on the command line (a `--contacts` URL's `user@host`, else the
  /// configuration's), or every one: the `--contacts` URLs, else the configuration's.
  private func selectedAccounts(_ setup: AppSetup) throws(ContactsAppError) -> [CardDAVAccount] {
    var common = options.common
    let fromURLs = try setup.accounts()
    if options.accountNames.isEmpty {
      if !fromURLs.isEmpty { return fromURLs }
      common.accounts = common.configAccounts.map(\.name)
    } else {
      common.accounts = options.accountNames.filter { name in !fromURLs.contains { $0.name == name } }
    }
    common.contacts = []
    let named = try AppSetup(common: common, environment: environment).accounts(namedBy: "sync")
    let accounts =
      options.accountNames.isEmpty
      ? named
      : options.accountNames.compactMap { name in
        fromURLs.first { $0.name == name } ?? named.first { $0.name == name }
      }
    guard !accounts.isEmpty else {
      throw ContactsAppError(
        .usage,
        "no account to sync: add an [account NAME] section to the configuration, or give --contacts https://user@host/path/"
      )
    }
    return accounts
  }
}

/// A progress bar on standard error, redrawn in place: `home  ▕████▌    ▏ 420/1000 cards`.
struct SyncProgressBar {
  /// The bar's width in cells.
  static let width = 20

  /// Draws `step` of `account`.
  func draw(account: String, _ step: SyncProgress) {
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + Self.line(account: account, step)).utf8))
  }

  /// Takes the bar off the line.
  func clear() {
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }

  /// The bar's text: the account, then the phase, or a bar and counts while cards move.
  static func line(account: String, _ step: SyncProgress) -> String {
    let name = TerminalText.printable(account, keepingNewlines: false)
    guard step.total > 0 else { return "\(name)  \(SyncText.phase(step.phase))…" }
    let eighths = min(width * 8, step.done * width * 8 / step.total)
    let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
    let filled = String(repeating: "█", count: eighths / 8) + partial
    let bar = filled + String(repeating: " ", count: width - filled.count)
    let unit = step.phase == .uploading ? "changes" : "cards"
    return "\(name)  ▕\(bar)▏ \(step.done)/\(step.total) \(unit)"
  }
}
