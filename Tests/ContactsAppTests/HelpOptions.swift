import Foundation

@testable import ContactsApp

/// The options `contacts-tui COMMAND --help` shows for a command: the `--names` on the USAGE lines
/// of its own help text (query, request), else on its lines of the general usage text
/// (`contacts-tui status [...]` and the lines indented under it).
enum HelpOptions {
  /// The options of `command` (empty: the main flow) in its `--help`, or nil when the help has no
  /// usage line for it.
  static func options(of command: String) -> Set<String>? {
    if let topic = CommandHelp(rawValue: command) {
      return optionNames(in: usageBlock(of: HelpText.text(for: topic)).joined(separator: "\n"))
    }
    var found: [String] = []
    var current: String?
    for line in usageBlock(of: HelpText.usage) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("contacts-tui") {
        let words = trimmed.split(separator: " ")
        let second = words.dropFirst().first.map(String.init) ?? ""
        current = second.hasPrefix("[") || second.hasPrefix("(") || second.isEmpty ? "" : second
      }
      if current == command { found.append(String(trimmed)) }
    }
    return found.isEmpty ? nil : optionNames(in: found.joined(separator: "\n"))
  }

  /// The lines between `USAGE` and the first empty line.
  private static func usageBlock(of text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "USAGE") else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
  }

  /// Every `--name` in `text` (a bare `--` is none).
  static func optionNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    var index = text.startIndex
    while let range = text[index...].range(of: "--") {
      var end = range.upperBound
      while end < text.endIndex, text[end].isLetter || text[end] == "-" { end = text.index(after: end) }
      let name = String(text[range.lowerBound..<end])
      if name.count > 2, name.dropFirst(2).first?.isLetter == true { names.insert(name) }
      index = end == range.lowerBound ? text.index(after: end) : end
    }
    return names
  }
}
