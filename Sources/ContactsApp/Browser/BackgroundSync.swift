import CardDAVCache
import ContactModel
import Foundation

/// The browser's sync of its CardDAV accounts, on a thread of its own (docs/CARDDAV.md, "In
/// the app"): started after the grant, and again (sending only) after each save. The browser
/// polls it: its status for the status line, whether a sync brought news (the list reloads),
/// messages to show (conflicts), and the items it skipped (listed by `w`).
final class BackgroundSync: @unchecked Sendable {
  /// An account and its password (nil: none needed, or `--offline`).
  struct Job: Sendable {
    var account: CardDAVAccount
    var password: String?
  }

  private let launcher: SyncAgentLauncher
  private let cache: AccountSources
  private let lock = NSLock()
  private var jobs: [Job] = []
  /// The status shown when no account has one of its own (`--offline`).
  private var shown: SyncStatus?
  /// Each account's own status, and the order the accounts came in.
  private var statuses: [String: SyncStatus] = [:]
  private var order: [String] = []
  private var ended = false
  private var messages: [String] = []
  private var skipped: [String: [SkippedItem]] = [:]
  private var conflicts: [Diagnostic] = []
  private var running = false
  private var pushWaiting = false
  private var current: SyncAgentLauncher.Run?

  /// A sync of the accounts' copies in `cache` through `launcher`.
  init(launcher: SyncAgentLauncher, cache: AccountSources) {
    self.launcher = launcher
    self.cache = cache
  }

  /// Syncs `jobs` in turn on a thread; `pushOnly` sends the queued changes only.
  func start(_ jobs: [Job], pushOnly: Bool = false) {
    lock.lock()
    self.jobs = jobs
    if running {
      pushWaiting = true
      lock.unlock()
      return
    }
    running = true
    lock.unlock()
    let thread = Thread { [self] in runLoop(pushOnly: pushOnly) }
    thread.name = "contacts-tui sync"
    thread.start()
  }

  /// After a save: sends the queued change, once the sync under way (if any) has ended.
  func push() {
    lock.lock()
    let jobs = self.jobs
    lock.unlock()
    guard !jobs.isEmpty else { return }
    start(jobs, pushOnly: true)
  }

  /// Shows `status` without syncing (`--offline`).
  func show(_ status: SyncStatus) {
    lock.lock()
    shown = status
    lock.unlock()
  }

  /// Records `status` as `account`'s own (a password that could not be had).
  func record(_ status: SyncStatus, for account: String) {
    lock.lock()
    set(status, for: account)
    lock.unlock()
  }

  /// Sets an account's status; the caller holds the lock.
  private func set(_ status: SyncStatus, for account: String) {
    if statuses[account] == nil { order.append(account) }
    statuses[account] = status
  }

  /// Kills the agent under way; the cache stays as the agent left it, consistent.
  func cancel() {
    lock.lock()
    let run = current
    jobs = []
    pushWaiting = false
    lock.unlock()
    run?.cancel()
  }

  /// The status now: the one account's, or every account's in one line.
  var currentStatus: SyncStatus? {
    lock.lock()
    defer { lock.unlock() }
    let parts = order.compactMap { account in
      statuses[account].map { AccountSyncStatus(account: account, status: $0) }
    }
    switch parts.count {
    case 0: return shown
    case 1: return parts[0].status
    default: return .accounts(parts)
    }
  }

  /// Whether a sync ended since the last call (the contacts are read again); lowers the flag.
  func takeEnded() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    defer { ended = false }
    return ended
  }

  /// The messages to show since the last call (conflicts), oldest first.
  func takeMessages() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    defer { messages = [] }
    return messages
  }

  /// The conflicts of this run and what the last syncs skipped, as warnings for `w`.
  var diagnostics: [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    return conflicts
      + skipped.keys.sorted().flatMap { account in
        (skipped[account] ?? []).map { item in
          Diagnostic(file: "account “\(account)”: \(item.href)", line: 0, reason: "skipped by the sync: \(item.reason)")
        }
      }
  }

  private func runLoop(pushOnly: Bool) {
    var pushOnly = pushOnly
    while true {
      lock.lock()
      let jobs = self.jobs
      lock.unlock()
      for job in jobs { sync(job, pushOnly: pushOnly) }
      lock.lock()
      guard pushWaiting else {
        running = false
        lock.unlock()
        return
      }
      pushWaiting = false
      pushOnly = true
      lock.unlock()
    }
  }

  private func sync(_ job: Job, pushOnly: Bool) {
    let account = job.account
    let run = SyncAgentLauncher.Run()
    lock.lock()
    current = run
    set(.syncing(account: account.name, done: 0, total: 0), for: account.name)
    lock.unlock()
    let request = SyncRequest(
      account: account, password: job.password, cacheFolder: cache.folder(for: account).path, pushOnly: pushOnly)
    // When the copy was last synced, read before the agent runs: an unreachable server says so.
    var lastSynced: Date?
    let result: Result<SyncReport, CardDAVError>
    do {
      lastSynced = try cache.prepare(account)
      result = launcher.sync(request, run: run) { [self] step in
        lock.lock()
        set(.syncing(account: account.name, done: step.done, total: step.total), for: account.name)
        lock.unlock()
      }
    } catch {
      result = .failure(error)
    }
    lock.lock()
    defer { lock.unlock() }
    current = nil
    switch result {
    case .success(let report):
      set(.synced(account: account.name, at: Date()), for: account.name)
      if !pushOnly { skipped[account.name] = report.skipped }
      messages += report.conflicts.map { SyncText.conflict($0, account: account.name) }
      conflicts += report.conflicts.map { conflict in
        Diagnostic(
          file: "account “\(account.name)”: \(conflict.href)", line: 0,
          reason: "changed on the server too: the server's version is kept, yours is in \(conflict.keptAt)")
      }
      ended = true
    case .failure(let error):
      if case .unreachable = error {
        set(.offline(lastSynced: lastSynced), for: account.name)
      } else {
        set(.failed(SyncText.statusLine(error, lastSynced: lastSynced)), for: account.name)
      }
      if case .conflict = error { messages.append(SyncText.failure(error, lastSynced: lastSynced)) }
    }
  }
}
