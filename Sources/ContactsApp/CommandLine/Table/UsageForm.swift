/// One form of a command in `--help`'s USAGE (`contacts-tui permissions log [BUNDLE_ID] …`),
/// laid out in rows as `--help` breaks it: the breaks are chosen, not a greedy wrap.
struct UsageForm: Equatable, Sendable {
  /// The command word (`permissions`); empty for the main flow.
  var command: String
  /// The items of each row; the rows after the first are indented under the first item.
  var rows: [[UsageItem]]
  /// Whether it leaves out some of the command's options, which its own help shows
  /// (`demo`'s line in the general help).
  var abbreviated = false

  /// A form of `command` laid out in `rows`.
  init(_ command: String, _ rows: [UsageItem]..., abbreviated: Bool = false) {
    self.command = command
    self.rows = rows
    self.abbreviated = abbreviated
  }

  /// Every option it names, in order, repeats kept.
  var options: [String] { rows.flatMap { $0.flatMap(\.options) } }

  /// Its lines as `--help` prints them, each indented by two spaces.
  var lines: [String] {
    let head = "  contacts-tui" + (command.isEmpty ? "" : " \(command)")
    let indent = String(repeating: " ", count: head.count + 1)
    return rows.enumerated().map { index, row in
      (index == 0 ? head + " " : indent) + row.map(\.text).joined(separator: " ")
    }
  }

  /// The lines of `forms`, one after another, as a USAGE block.
  static func block(_ forms: [UsageForm]) -> String { forms.flatMap(\.lines).joined(separator: "\n") }
}
