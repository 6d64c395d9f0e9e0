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

  /// The heading region's lines between its markers: the subsection's `.SS`.
  static func heading(of command: String) -> [String] {
    [".SS \"contacts-tui" + (command.isEmpty ? "" : " " + command) + "\""]
  }

  /// The lines a regenerate run adds for a command the page does not have yet: its heading, and
  /// an empty region for its options when it has entries. Its prose is written by hand.
  static func skeleton(of command: String, withOptions: Bool) -> [String] {
    [headingStart(of: command)] + heading(of: command) + [end]
      + (withOptions ? [start(of: command), end] : [])
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
