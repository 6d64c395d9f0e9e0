import CardDAVCache
import Foundation
import Testing

@Suite("How the agent's messages are framed")
struct SyncLinesTests {
  @Test("each event is one line ending in a line feed, read back whole, even with line breaks inside")
  func oneLinePerEvent() throws {
    var report = SyncReport()
    report.skipped = [SkippedItem(href: "/a/b.vcf", reason: "line one\nline two\r\n")]
    report.conflicts = [SyncConflict(href: "/a/c.vcf", name: "Ada\nLovelace", keptAt: "/x/.conflicts/c-1.vcf")]
    let events: [SyncEvent] = [.progress(SyncProgress(phase: .uploading, done: 1, total: 2)), .finished(report)]
    let stream = events.map(SyncLines.line).reduce(Data(), +)
    let lines = stream.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines.last?.isEmpty == true)
    #expect(lines.dropLast().compactMap { SyncLines.event($0) } == events)
    #expect(SyncLines.event(Data("{\"nonsense\":1}".utf8)) == nil)
  }

  @Test("a request round-trips, and one over the limit is refused")
  func requests() throws {
    let account = CardDAVAccount(name: "home", url: URL(string: "https://dav.example.com/")!, username: "jane")
    let request = SyncRequest(account: account, password: "pw", cacheFolder: "/tmp/x", pushOnly: true, timeout: 5)
    #expect(SyncLines.request(SyncLines.encode(request)) == request)
    var padded = SyncLines.encode(request)
    padded.append(Data(repeating: UInt8(ascii: " "), count: SyncLines.requestLimit))
    #expect(SyncLines.request(padded) == nil)
  }
}
