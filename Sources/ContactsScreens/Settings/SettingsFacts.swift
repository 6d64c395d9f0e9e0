import Authorization
import Foundation
import SafeText

/// The facts the detail shows about one app, as label and value lines: its name, its access,
/// when and by whom it was decided, and, once the database records them, when it last read and
/// whether it changed since it was allowed. Pure, so the view and the tests read the same lines.
enum SettingsFacts {
  /// One line: a label in its own column (empty for the name) and a value.
  struct Line: Equatable, Sendable {
    var label: String
    var value: String
  }

  /// The lines for `row`, dates in `timeZone`; the last is blank, to set the actions apart.
  static func lines(for row: SettingsRow, timeZone: TimeZone) -> [Line] {
    var lines = [Line(label: "", value: row.name)]
    if row.displayName != nil { lines.append(Line(label: "App", value: row.bundleIdentifier)) }
    lines.append(Line(label: "Access", value: row.access.label))
    if row.isRestricted {
      lines.append(Line(label: "Policy", value: "the administrator’s restrictions forbid it; it cannot be changed"))
      lines.append(Line(label: "Stored", value: "\(SettingsRow.label(row.decision)) (not in effect)"))
    }
    lines.append(Line(label: "Decided", value: timestamp(row.decidedAt, timeZone: timeZone)))
    lines.append(Line(label: "By", value: decider(row.decidedBy)))
    if let lastRead = row.lastRead {
      lines.append(Line(label: "Last read", value: timestamp(lastRead, timeZone: timeZone)))
    }
    if let write = row.lastWrite {
      let count = "\(write.count) \(write.count == 1 ? "contact" : "contacts")"
      let what = "\(verb(write.kind)) \(count) with \(SafeText.neutralised(write.command))"
      lines.append(Line(label: "Last write", value: "\(timestamp(write.time, timeZone: timeZone)), \(what)"))
    }
    if row.changed == true {
      lines.append(Line(label: "Changed", value: "the app changed since it was allowed: it will be asked again"))
    }
    lines.append(Line(label: "", value: ""))
    return lines
  }

  /// Who decided, in words.
  static func decider(_ decider: SettingsRow.Decider) -> String {
    switch decider {
    case .prompt: "you, at the prompt"
    case .user: "set on the command line or in Settings"
    }
  }

  /// What a write did, in the past tense: "added", "changed", "deleted" ("read" for a read).
  private static func verb(_ kind: AccessKind) -> String {
    switch kind {
    case .read: "read"
    case .add: "added"
    case .update: "changed"
    case .delete: "deleted"
    }
  }

  /// `2026-12-01 07:40`, in `timeZone`, with its abbreviation (`UTC` for offset 0) when it is not
  /// the local one.
  static func timestamp(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
    let text = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    if timeZone == TimeZone.current { return text }
    let zone = timeZone.secondsFromGMT(for: date) == 0 ? "UTC" : timeZone.abbreviation(for: date) ?? timeZone.identifier
    return text + " " + zone
  }
}

extension SettingsRow {
  /// A stored decision, in the screen's words.
  static func label(_ value: AuthValue) -> String {
    switch value {
    case .allowed: "Full Access"
    case .limited: "Limited"
    case .denied: "None"
    }
  }
}
