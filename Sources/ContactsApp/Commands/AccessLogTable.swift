import Authorization
import Foundation
import SafeText

/// What `contacts-tui permissions log` prints: one row per read, newest last, in local time.
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
        SafeText.neutralised(entry.command), String(entry.count),
      ]
    }
    return TextTable.aligned(["TIME", "APP", "COMMAND", "CONTACTS"], rows)
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
