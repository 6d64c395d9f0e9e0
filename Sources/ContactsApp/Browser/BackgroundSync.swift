import CardDAVCache
import ContactModel
import ContactsScreens
import Foundation
import Synchronization

/// The browser's sync of its CardDAV accounts, on a thread of its own (docs/CARDDAV.md, "In
/// the app"): started after the grant, and again (sending only) after each save. The browser
/// polls it: its status for the status line, whether a sync brought news (the list reloads),
/// messages to show (conflicts), and the items it skipped (listed by `w`).
final class BackgroundSync: Sendable {
  /// An account and its password (nil: none needed, or `--offline`).
  struct Job: Sendable {
    var account: CardDAVAccount
    var password: String?
  }

  /// What the sync thread and the browser share, behind `state`'s lock.
  private struct State {
    var jobs: [Job] = []
    /// The status shown when no account has one of its own (`--offline`).
    var shown: SyncStatus?
    /// Each account's own status, and the order the accounts came in.
    var statuses: [String: SyncStatus] = [:]
    var order: [String] = []
    var ended = false
    var messages: [String] = []
    var skipped: [String: [SkippedItem]] = [:]
    var conflicts: [Diagnostic] = []
    var running = false
    var pushWaiting = false
    var current: SyncAgentLauncher.Run?

    /// Sets an account's status.
    mutating func set(_ status: SyncStatus, for account: String) {
      if statuses[account] == nil { order.append(account) }
      statuses[account] = status
    }
  }

  private let launcher: SyncAgentLauncher
  private let cache: AccountSources
  private let state = Mutex(State())

  /// A sync of the accounts' copies in `cache` through `launcher`.
  init(launcher: SyncAgentLauncher, cache: AccountSources) {
    self.launcher = launcher
    self.cache = cache
  }

  /// Syncs `jobs` in turn on a thread; `pushOnly` sends the queued changes only.
  func start(_ jobs: [Job], pushOnly: Bool = false) {
    let started = state.withLock { state in
      state.jobs = jobs
      if state.running {
        state.pushWaiting = true
        return false
      }
      state.running = true
      return true
    }
    guard started else { return }
    let thread = Thread { [self] in runLoop(pushOnly: pushOnly) }
    thread.name = "contacts-tui sync"
    thread.start()
  }

  /// After a save: sends the queued change, once the sync under way (if any) has ended.
  func push() {
    let jobs = state.withLock { $0.jobs }
    guard !jobs.isEmpty else { return }
    start(jobs, pushOnly: true)
  }

  /// Shows `status` without syncing (`--offline`).
  func show(_ status: SyncStatus) {
    state.withLock { $0.shown = status }
  }

  /// Records `status` as `account`'s own (a password that could not be had).
  func record(_ status: SyncStatus, for account: String) {
    state.withLock { $0.set(status, for: account) }
  }

  /// Kills the agent under way; the cache stays as the agent left it, consistent.
  func cancel() {
    let run = state.withLock { state in
      state.jobs = []
      state.pushWaiting = false
      return state.current
    }
    run?.cancel()
  }

  /// The status now: the one account's, or every account's in one line.
  var currentStatus: SyncStatus? {
    state.withLock { state in
      let parts = state.order.compactMap { account in
        state.statuses[account].map { AccountSyncStatus(account: account, status: $0) }
      }
      switch parts.count {
      case 0: return state.shown
      case 1: return parts[0].status
      default: return .accounts(parts)
      }
    }
  }

  /// Whether a sync ended since the last call (the contacts are read again); lowers the flag.
  func takeEnded() -> Bool {
    state.withLock { state in
      defer { state.ended = false }
      return state.ended
    }
  }

  /// The messages to show since the last call (conflicts), oldest first.
  func takeMessages() -> [String] {
    state.withLock { state in
      defer { state.messages = [] }
      return state.messages
    }
  }

  /// The conflicts of this run and what the last syncs skipped, as warnings for `w`.
  var diagnostics: [Diagnostic] {
    state.withLock { state in
      state.conflicts
        + state.skipped.keys.sorted().flatMap { account in
          (state.skipped[account] ?? []).map { item in
            Diagnostic(
              file: "account “\(account)”: \(item.href)", line: 0, reason: "skipped by the sync: \(item.reason)")
          }
        }
    }
  }

  private func runLoop(pushOnly: Bool) {
    var pushOnly = pushOnly
    while true {
      let jobs = state.withLock { $0.jobs }
      for job in jobs { sync(job, pushOnly: pushOnly) }
      let again = state.withLock { state in
        guard state.pushWaiting else {
          state.running = false
          return false
        }
        state.pushWaiting = false
        return true
      }
      guard again else { return }
      pushOnly = true
    }
  }

  private func sync(_ job: Job, pushOnly: Bool) {
    let account = job.account
    let run = SyncAgentLauncher.Run()
    state.withLock { state in
      state.current = run
      state.set(.syncing(account: account.name, done: 0, total: 0), for: account.name)
    }
    let request = SyncRequest(
      account: account, password: job.password, cacheFolder: cache.folder(for: account).path, pushOnly: pushOnly)
    // When the copy was last synced, read before the agent runs: an unreachable server says so.
    var lastSynced: Date?
    let result: Result<SyncReport, CardDAVError>
    do {
      lastSynced = try cache.prepare(account)
      result = launcher.sync(request, run: run) { [self] step in
        state.withLock {
          $0.set(.syncing(account: account.name, done: step.done, total: step.total), for: account.name)
        }
      }
    } catch {
      result = .failure(error)
    }
    state.withLock { state in
      state.current = nil
      switch result {
      case .success(let report):
        state.set(.synced(account: account.name, at: Date()), for: account.name)
        if !pushOnly { state.skipped[account.name] = report.skipped }
        state.messages += report.conflicts.map { SyncText.conflict($0, account: account.name) }
        state.conflicts += report.conflicts.map { conflict in
          Diagnostic(
            file: "account “\(account.name)”: \(conflict.href)", line: 0,
            reason: "changed on the server too: the server's version is kept, yours is in \(conflict.keptAt)")
        }
        state.ended = true
      case .failure(let error):
        if case .unreachable = error {
          state.set(.offline(lastSynced: lastSynced), for: account.name)
        } else {
          state.set(.failed(SyncText.statusLine(error, lastSynced: lastSynced)), for: account.name)
        }
        if case .conflict = error { state.messages.append(SyncText.failure(error, lastSynced: lastSynced)) }
      }
    }
  }
}
