import CardDAVCache
import ContactsScreens
import Foundation
import TerminalUI

/// How the browser starts its background sync, once it is open (after the grant): with
/// `--offline` it only says how old the copy is; else it has each account's password (the
/// question on the tty is asked with the full screen handed back to the shell's mode) and
/// starts the agent on a thread.
@MainActor
struct BrowserSync {
  /// The sync the browser polls.
  let sync: BackgroundSync
  /// The accounts the browser shows.
  let accounts: [CardDAVAccount]
  /// `--offline`.
  let offline: Bool
  /// The accounts' copies.
  let cache: AccountSources
  /// The passwords, asked once per run.
  let passwords: PasswordKeeper

  /// Starts the sync; returns the signal that interrupted a password question, if one did.
  /// `terminal` is the full screen when it is already open (the question is then asked with
  /// the screen handed back to the shell's mode), nil when it is not yet.
  func start(on terminal: Terminal?) -> Int32? {
    if offline {
      sync.show(.cacheOnly(lastSynced: accounts.compactMap(cache.lastSynced).min()))
      return nil
    }
    var jobs: [BackgroundSync.Job] = []
    for account in accounts {
      let asksOnTheTerminal = account.passwordCommand == nil && account.username != nil
      let outcome =
        if let terminal, asksOnTheTerminal {
          terminal.handOver { passwords.password(for: account) }
        } else {
          passwords.password(for: account)
        }
      switch outcome {
      case .password(let password)?: jobs.append(BackgroundSync.Job(account: account, password: password))
      case nil: jobs.append(BackgroundSync.Job(account: account, password: nil))
      case .interrupted(let signal)?: return signal
      case .failed(let error)?:
        sync.record(.failed(SyncText.statusLine(error, lastSynced: cache.lastSynced(account))), for: account.name)
      }
    }
    if !jobs.isEmpty { sync.start(jobs) }
    return nil
  }
}
