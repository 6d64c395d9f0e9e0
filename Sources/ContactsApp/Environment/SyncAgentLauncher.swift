import CardDAVCache
import ContactsSupport
import Foundation
import Synchronization

/// Starts the sync agent (`contacts-tui-sync`) and speaks to it (docs/CARDDAV.md): one
/// `SyncRequest` as JSON on its standard input, then one `SyncEvent` per line on its standard
/// output until `.finished` or `.failed`. The app itself links no network code.
final class SyncAgentLauncher: Sendable {
  /// The environment variable that names another agent (for tests).
  static let agentVariable = "CONTACTS_TUI_SYNC_AGENT"
  /// The agent's file name, next to `contacts-tui`.
  static let agentName = "contacts-tui-sync"
  /// The longest line an agent may write; a longer one is not a message.
  static let maxLineLength = 1 << 20

  /// The agent's path.
  let agentPath: String

  /// A launcher for the agent at `agentPath`.
  init(agentPath: String) {
    self.agentPath = agentPath
  }

  /// The agent `CONTACTS_TUI_SYNC_AGENT` names, else `contacts-tui-sync` in the running
  /// executable's folder (`/proc/self/exe`).
  static func locate(environment: [String: String]) -> SyncAgentLauncher {
    if let path = environment[agentVariable], !path.isEmpty { return SyncAgentLauncher(agentPath: path) }
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let folder = (executable as NSString).deletingLastPathComponent
    return SyncAgentLauncher(agentPath: (folder.isEmpty ? "." : folder) + "/" + agentName)
  }

  /// A sync that can be cancelled from another thread: cancelling kills the agent.
  final class Run: Sendable {
    /// The agent once started, and whether the sync was cancelled.
    private struct State {
      var child: ChildProcess?
      var cancelled = false
    }

    private let state = Mutex(State())

    /// Kills the agent (the cache stays consistent: the agent writes by rename).
    func cancel() {
      let child = state.withLock { state in
        state.cancelled = true
        return state.child
      }
      child?.kill()
    }

    fileprivate func attach(_ child: ChildProcess) -> Bool {
      state.withLock { state in
        state.child = child
        return !state.cancelled
      }
    }

    fileprivate var isCancelled: Bool {
      state.withLock { $0.cancelled }
    }
  }

  /// Runs one sync to its end: `progress` is called (on this thread) for each progress line;
  /// the result is the agent's report, or why the sync failed. An agent that is missing, dies
  /// without a last message, or writes a line that is not one, is `CardDAVError.cache` naming
  /// the account.
  func sync(
    _ request: SyncRequest, run: Run = Run(), progress: (SyncProgress) -> Void = { _ in }
  ) -> Result<SyncReport, CardDAVError> {
    let account = request.account.name
    func agentFailed(_ reason: String) -> Result<SyncReport, CardDAVError> {
      .failure(.cache(account: account, reason: "the sync agent \(agentPath) \(reason)"))
    }
    let child: ChildProcess
    switch ChildProcess.spawn([agentPath]) {
    case .success(let started): child = started
    case .failure(let failure): return agentFailed("cannot be started: \(failure.message)")
    }
    guard run.attach(child) else {
      child.kill()
      child.wait()
      return agentFailed("was cancelled")
    }
    guard let json = try? JSONEncoder().encode(request) else { return agentFailed("cannot be sent the request") }
    _ = child.write(Array(json) + [UInt8(ascii: "\n")])
    child.closeInput()
    var buffer: [UInt8] = []
    var outcome: Result<SyncReport, CardDAVError>?
    reading: while true {
      guard let chunk = child.read(timeout: 1) else { continue }
      if chunk.isEmpty { break }
      buffer += chunk
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        guard let event = try? JSONDecoder().decode(SyncEvent.self, from: Data(line)) else {
          // A line that is not a message: the agent is not the one this app speaks to.
          child.kill()
          outcome = agentFailed("wrote a line that is not a sync message")
          break reading
        }
        switch event {
        case .progress(let step): progress(step)
        case .finished(let report): outcome = outcome ?? .success(report)
        case .failed(let error): outcome = outcome ?? .failure(error)
        }
      }
      if buffer.count > Self.maxLineLength {
        child.kill()
        outcome = agentFailed("wrote a line longer than \(Self.maxLineLength) bytes")
        break
      }
    }
    let status = child.wait()
    if run.isCancelled { return agentFailed("was cancelled") }
    if let outcome { return outcome }
    return agentFailed("ended without a report (it \(ChildProcess.describe(status)))")
  }
}
