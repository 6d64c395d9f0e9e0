/// One row of OPTIONS in `--help`: a label (`--app PLIST`) and its text, broken into lines as
/// `--help` breaks them. A label of 17 characters or fewer shares its line with the text, which
/// starts at column 21; a longer one has lines of its own.
struct HelpRow: Equatable, Sendable {
  /// The label, a line each (most have one).
  var labels: [String]
  /// The text, a line each.
  var text: [String]

  /// A row labelled `label`.
  init(_ label: String, _ text: String...) {
    labels = [label]
    self.text = text
  }

  /// A row whose label takes several lines (`--api, --limited-access, …`).
  init(labels: [String], _ text: String...) {
    self.labels = labels
    self.text = text
  }

  /// Every spelling its label names: `--yes, -y` names two.
  var options: [String] {
    labels.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }) }.map(String.init).filter {
      $0.hasPrefix("-")
    }
  }

  /// Its lines as `--help` prints them.
  var lines: [String] {
    let indent = String(repeating: " ", count: 21)
    if labels.count == 1, let label = labels.first, label.count <= 17, let first = text.first {
      let head = "  " + label + String(repeating: " ", count: 19 - label.count) + first
      return [head] + text.dropFirst().map { indent + $0 }
    }
    return labels.map { "  " + $0 } + text.map { indent + $0 }
  }

  /// The lines of `rows`, one after another, as an OPTIONS block.
  static func block(_ rows: [HelpRow]) -> String { rows.flatMap(\.lines).joined(separator: "\n") }
}
