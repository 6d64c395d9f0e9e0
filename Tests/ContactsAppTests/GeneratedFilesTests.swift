import Foundation
import Testing

@testable import ContactsApp

/// Regions of checked-in files that are generated from the command table
/// (docs/plans/command-table.md, step 8): README.md's Usage block is the USAGE of `--help`, and
/// in the man page each command's `.SS` heading and its synopsis (`.SY`, from its `usage`) are generated (a regenerate run adds the heading
/// and an options region for a new command, for its prose to be written under) and its options
/// are its declaration's `manual` entries.
/// Run with `CONTACTS_TUI_REGENERATE=1 swift test --filter GeneratedFilesTests` to rewrite the
/// regions from the table instead; a failure says so.
/// Serialized: under `CONTACTS_TUI_REGENERATE=1` two of them rewrite the man page.
@Suite("The files generated from the command table are up to date", .serialized)
struct GeneratedFilesTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The command that rewrites the regions.
  static let rewrite = "CONTACTS_TUI_REGENERATE=1 swift test --filter GeneratedFilesTests"

  /// README.md's Usage block: the general help's USAGE lines, without their two-space indent.
  static var readmeUsage: [String] { HelpText.usageForms.flatMap(\.lines).map { String($0.dropFirst(2)) } }

  /// The lines of `lines` between the fence after `heading` and the fence that closes it.
  static func fencedBlock(after heading: String, in lines: [String]) -> Range<Int>? {
    guard let start = lines.firstIndex(of: heading),
      let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    return (open + 1)..<close
  }

  @Test("README.md's Usage block is generated from the usage layouts")
  func readme() throws {
    let url = Self.root.appendingPathComponent("README.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let range = try #require(Self.fencedBlock(after: "## Usage", in: lines), "README.md has no ## Usage block")
    let shown = Array(lines[range])
    guard shown != Self.readmeUsage else { return }
    if GoldenFile.regenerating {
      lines.replaceSubrange(range, with: Self.readmeUsage)
      try Data(lines.joined(separator: "\n").utf8).write(to: url)
      return
    }
    let usage = Self.readmeUsage
    let common = min(shown.count, usage.count)
    let first = (0..<common).first { shown[$0] != usage[$0] } ?? common
    let now = first < usage.count ? usage[first] : "(no more lines)"
    let was = first < shown.count ? shown[first] : "(no more lines)"
    let message: String =
      "README.md's Usage block differs from --help's USAGE at its line \(first + 1): \(was.debugDescription) "
      + "is now \(now.debugDescription); rewrite it with \(Self.rewrite), and commit it."
    Issue.record(Comment(rawValue: message))
  }

  /// The man page.
  static let manPage = root.appendingPathComponent("Resources/man/contacts-tui.1")

  @Test("each command's subsection heading and synopsis in the man page are generated, in the table's order")
  func manPageHeadings() throws {
    let text = try String(contentsOf: Self.manPage, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var stale: [String] = []
    // Backwards, so that a missing command goes before the next one the page has.
    let commands = try #require(lines.firstIndex(of: ".SH COMMANDS"), "the man page has no .SH COMMANDS")
    var next = lines[(commands + 1)...].firstIndex { $0.hasPrefix(".SH") }
    for command in CommandTable.declarations.reversed() {
      let start = ManPageRenderer.headingStart(of: command.name)
      guard let open = lines.firstIndex(of: start),
        let close = lines[(open + 1)...].firstIndex(of: ManPageRenderer.end)
      else {
        stale.append(start + " (missing)")
        if let index = next {
          lines.insert(
            contentsOf: ManPageRenderer.skeleton(of: command), at: index)
        }
        continue
      }
      let generated = ManPageRenderer.heading(of: command.name, usage: command.usage)
      if Array(lines[(open + 1)..<close]) != generated {
        stale.append(start)
        lines.replaceSubrange((open + 1)..<close, with: generated)
      }
      next = open
    }
    let starts = lines.filter { $0.hasPrefix(#".\" generated: heading of "#) }
    #expect(starts == CommandTable.declarations.map { ManPageRenderer.headingStart(of: $0.name) })
    try Self.settle(
      lines, stale: stale,
      problem: "Resources/man/contacts-tui.1's headings differ from the table in",
      then: "then write a new command's prose under its heading, and commit it")
  }

  @Test("each command's options in the man page are its declaration's manual entries")
  func manPageRegions() throws {
    let text = try String(contentsOf: Self.manPage, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var stale: [String] = []
    for command in CommandTable.declarations where !command.manual.isEmpty {
      let start = ManPageRenderer.start(of: command.name)
      guard let open = lines.firstIndex(of: start),
        let close = lines[(open + 1)...].firstIndex(of: ManPageRenderer.end)
      else {
        Issue.record("the man page has no region '\(start)' … '\(ManPageRenderer.end)'")
        continue
      }
      let generated = ManPageRenderer.lines(of: command.manual)
      if Array(lines[(open + 1)..<close]) != generated {
        stale.append(start)
        lines.replaceSubrange((open + 1)..<close, with: generated)
      }
    }
    try Self.settle(
      lines, stale: stale, problem: "Resources/man/contacts-tui.1 differs from the declarations in",
      then: "and commit it")
  }

  /// Writes the man page's regenerated `lines` when regenerating, else records which regions are
  /// `stale` and the command that rewrites them; nothing when none is.
  private static func settle(_ lines: [String], stale: [String], problem: String, then: String) throws {
    guard !stale.isEmpty else { return }
    if GoldenFile.regenerating {
      try Data(lines.joined(separator: "\n").utf8).write(to: manPage)
      return
    }
    let message = "\(problem): \(stale.joined(separator: ", ")); rewrite with \(rewrite), \(then)."
    Issue.record(Comment(rawValue: message))
  }

  @Test("every region of the man page is a command's, and names only that command's documented options")
  func manPageRegionsAreCommands() throws {
    let text = try String(contentsOf: Self.manPage, encoding: .utf8)
    let starts = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(#".\" generated: options of "#) }
    let commands = CommandTable.declarations.filter { !$0.manual.isEmpty }
    #expect(starts == commands.map { ManPageRenderer.start(of: $0.name) })
    for command in commands {
      let documented = Set(command.spec.documentedOptions.flatMap { [$0.name] + $0.aliases })
      for head in command.manual.flatMap(\.heads) {
        let named = ManPageRenderer.options(in: head)
        #expect(!named.isEmpty, "\(head)")
        for option in named where !documented.contains(option) {
          Issue.record("the man page's \(head) is not a documented option of '\(command.name)'")
        }
      }
    }
  }

  @Test("a roff head names its options; a region is .TP, the heads joined by .TQ, and the body")
  func renderer() {
    #expect(ManPageRenderer.options(in: #".BR \-\-yes ", " \-y"#) == ["--yes", "-y"])
    #expect(ManPageRenderer.options(in: #".BR \-\-display " given\-first" | family\-first"#) == ["--display"])
    #expect(
      ManPageRenderer.lines(of: [ManualItem("a", "b", body: "c\nd"), ManualItem("e", body: "f")]) == [
        ".TP", "a", ".TQ", "b", "c", "d", ".TP", "e", "f",
      ])
  }

  @Test("a fenced block is found after its heading, and only there")
  func fencedBlock() {
    let lines = ["```", "before", "```", "## Usage", "text", "```", "a", "b", "```", "```", "after", "```"]
    #expect(Self.fencedBlock(after: "## Usage", in: lines) == 6..<8)
    #expect(Self.fencedBlock(after: "## Other", in: lines) == nil)
  }
}
