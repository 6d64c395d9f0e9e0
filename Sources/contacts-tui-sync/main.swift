// The sync agent (docs/CARDDAV.md): it reads one SyncRequest as JSON on standard input (the
// password travels only there), syncs the account's cache with its server, and writes one
// SyncEvent per line of JSON on standard output, the last `.finished` (exit 0) or `.failed`
// (exit 7). It runs apart from the app so that libcurl and libxml2 never load into the app.
import CardDAV
import CardDAVCache
import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The app may go while a sync runs: a closed pipe is an error on write, not a signal that kills
// the agent halfway through a card, and the cache stays consistent either way.
signal(SIGPIPE, SIG_IGN)
signal(SIGHUP, SIG_IGN)

/// Writes one event as a line and flushes it; a write to a closed pipe is ignored.
func emit(_ event: SyncEvent) {
  SyncLines.line(event).withUnsafeBytes { _ = DescriptorWriter.writeAll($0, to: STDOUT_FILENO) }
}

/// Standard input, up to one byte past the limit (so an oversized request is noticed).
func readRequest() -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while data.count <= SyncLines.requestLimit {
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    data.append(contentsOf: buffer[0..<count])
  }
  return data
}

let input = readRequest()
guard let request = SyncLines.request(input) else {
  let reason =
    input.count > SyncLines.requestLimit
    ? "the request is larger than \(SyncLines.requestLimit) bytes" : "the request is not a sync request"
  emit(.failed(.badResponse(account: "", reason: reason)))
  FileHandle.standardError.write(Data("contacts-tui-sync: \(reason)\n".utf8))
  exit(7)
}

do throws(CardDAVError) {
  let server = try AgentServer.make(for: request)
  let cache = try AccountCache(folder: request.cacheFolder, account: request.account.name)
  // Before the first request: a cache synced with another server never sends it a change.
  try cache.withWriteLock { () throws(CardDAVError) in try cache.bind(server: request.account.url) }
  // The bound on the whole sync; CONTACTS_TUI_SYNC_TIME_LIMIT (seconds) changes it.
  let limit = ProcessInfo.processInfo.environment["CONTACTS_TUI_SYNC_TIME_LIMIT"].flatMap(Double.init)
  let timeLimit = limit.map { max(1, $0) } ?? SyncEngine.defaultTimeLimit
  let engine = SyncEngine(server: server, cache: cache, timeLimit: timeLimit)
  let name = request.account.name
  SyncWatchdog.start(after: timeLimit + SyncWatchdog.grace) {
    emit(.failed(SyncEngine.pastTimeLimit(account: name, limit: timeLimit)))
  }
  let report = try engine.run(pushOnly: request.pushOnly) { emit(.progress($0)) }
  emit(.finished(report))
  exit(0)
} catch {
  emit(.failed(error))
  exit(7)
}
