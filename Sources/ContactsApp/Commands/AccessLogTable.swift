import Authorization
import Foundation
import SafeText

/// What `contacts-tui permissions log` prints: one row per read or write, newest last, in local
/// time; a write's row names the contacts it wrote after their count.
struct AccessLogTable {
  /// The entries, oldest first.
  let entries: [AccessLogEntry]
  /// The zone times are shown in (the user's).
  let timeZone: TimeZone

  /// The table, with aligned columns.
  var text: String {
    let rows = entries.map { entry in
      [
        Self.localTime(entry.time, in: timeZone), SafeText.neutralised(entry.client),
        SafeText.neutralised(entry.command), entry.kind.rawValue, Self.contacts(entry),
      ]
    }
    return TextTable.aligned(["TIME", "APP", "COMMAND", "ACCESS", "CONTACTS"], rows)
  }

  /// The count, and for a write the first three identifiers written (`2 (a1, b2)`,
  /// `5 (a1, b2, c3, +2 more)`).
  static func contacts(_ entry: AccessLogEntry) -> String {
    guard entry.kind != .read, !entry.contacts.isEmpty else { return String(entry.count) }
    var shown = entry.contacts.prefix(3).map { SafeText.neutralised($0) }
    if entry.count > shown.count { shown.append("+\(entry.count - shown.count) more") }
    return "\(entry.count) (\(shown.joined(separator: ", ")))"
  }

  /// One entry as `--json` prints it; the time in ISO 8601, UTC.
  static func json(_ entry: AccessLogEntry) -> String {
    JSONText.object([
      ("id", String(entry.id)),
      ("time", JSONText.string(PermissionsTable.timestamp(entry.time))),
      ("service", JSONText.string(entry.service)),
      ("client", JSONText.string(entry.client)),
      ("command", JSONText.string(entry.command)),
      ("count", String(entry.count)),
      ("kind", JSONText.string(entry.kind.rawValue)),
      ("contacts", "[" + entry.contacts.map(JSONText.string).joined(separator: ", ") + "]"),
    ])
  }

  /// `2026-12-01 09:30:05` in `timeZone`.
  static func localTime(_ date: Date, in timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: date)
  }
}
