import CardDAVCache
import Foundation
import Testing

@Suite("The messages between the app and the sync agent")
struct SyncMessagesTests {
  @Test("every event survives a line of JSON, and a line holds no raw line break")
  func eventsRoundTrip() throws {
    var report = SyncReport()
    report.added = 3
    report.skipped = [SkippedItem(href: "/a/b.vcf", reason: "not a vCard\nat all")]
    let events: [SyncEvent] = [
      .progress(SyncProgress(phase: .downloading, done: 2, total: 10)),
      .finished(report),
      .failed(.unauthorized(account: "home", status: 401)),
    ]
    for event in events {
      let line = try JSONEncoder().encode(event)
      #expect(!line.contains(UInt8(ascii: "\n")))
      #expect(try JSONDecoder().decode(SyncEvent.self, from: line) == event)
    }
  }
}
