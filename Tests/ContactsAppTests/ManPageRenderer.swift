import Foundation

@testable import ContactsApp

/// The roff of the man page's generated regions (Resources/man/contacts-tui.1): each command's
/// `manual` entries between `.\" generated: options of NAME` and `.\" end generated`. It lives in
/// the test target alone, so the binary carries no man page code (docs/plans/command-table.md).
enum ManPageRenderer {
  /// The comment line that opens the region of `command` (empty: the main flow).
  static func start(of command: String) -> String {
    #".\" generated: options of "# + (command.isEmpty ? "contacts-tui" : command)
  }

  /// The comment line that opens the heading region of `command` (empty: the main flow).
  static func headingStart(of command: String) -> String {
    #".\" generated: heading of "# + (command.isEmpty ? "contacts-tui" : command)
  }

  /// The heading region's lines between its markers: the subsection's `.SS`, then a synopsis of
  /// each of the command's forms (its own help's, when it has one), as `.SY` … `.YS`, and a
  /// paragraph break before the prose.
  static func heading(of command: String, usage: [UsageForm]) -> [String] {
    let title = ".SS \"contacts-tui" + (command.isEmpty ? "" : " " + command) + "\""
    return [title] + usage.flatMap(synopsis(of:)) + [".PP"]
  }

  /// One form as `.SY`, an item a line, and `.YS`: groff breaks the lines between items and
  /// indents them under the command.
  static func synopsis(of form: UsageForm) -> [String] {
    let name = "contacts-tui" + (form.command.isEmpty ? "" : " " + form.command)
    let items: [UsageItem] = form.rows.flatMap { $0 }
    // `\ ` keeps an item on one line; `\&` keeps a closing `...` from ending a sentence.
    let lines: [String] = items.map { item in
      let text = roff(item.text.drop { $0 == " " }).replacingOccurrences(of: " ", with: #"\ "#)
      return text.hasSuffix(".") ? text + #"\&"# : text
    }
    return [".SY \"\(name)\""] + lines + [".YS"]
  }

  /// A usage item in roff: options in bold, placeholders (`PLIST`, `BUNDLE_ID`) in italics,
  /// every `-` escaped.
  static func roff(_ text: Substring) -> String {
    var result = ""
    var rest = text[...]
    while let first = rest.first {
      let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      guard isWordCharacter(first) else {
        result.append(first)
        rest = rest.dropFirst()
        continue
      }
      let word = rest.prefix(while: isWordCharacter)
      rest = rest.dropFirst(word.count)
      let escaped = word.replacingOccurrences(of: "-", with: #"\-"#)
      if word.hasPrefix("--") && word.count > 2 {
        result += #"\fB"# + escaped + #"\fR"#
      } else if word.contains(where: \.isLetter) && word.allSatisfy({ $0.isUppercase || $0 == "_" }) {
        result += #"\fI"# + escaped + #"\fR"#
      } else {
        result += escaped
      }
    }
    return result
  }

  /// The lines a regenerate run adds for a command the page does not have yet: its heading, and
  /// an empty region for its options when it has entries. Its prose is written by hand.
  static func skeleton(of command: AnyCommand) -> [String] {
    [headingStart(of: command.name)] + heading(of: command.name, usage: command.usage) + [end]
      + (command.manual.isEmpty ? [] : [start(of: command.name), end])
  }

  /// The comment line that closes a region.
  static let end = #".\" end generated"#

  /// The lines of a region: `.TP` and the first head, `.TQ` before each other head, the body.
  static func lines(of items: [ManualItem]) -> [String] {
    items.flatMap { item in
      item.heads.enumerated().flatMap { index, head in [index == 0 ? ".TP" : ".TQ", head] }
        + item.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// The option spellings a roff head names: `.BR \-\-yes ", " \-y` names `--yes` and `-y`.
  static func options(in head: String) -> [String] {
    let plain = head.replacingOccurrences(of: #"\-"#, with: "-")
    let words = plain.split { !($0.isLetter || $0.isNumber || $0 == "-") }
    return words.map(String.init).filter { word in
      word.hasPrefix("-") && word.drop { $0 == "-" }.first?.isLetter == true
    }
  }
}
