import Foundation
import Testing

// The README's ```console blocks are run as written, against the built binary.
//
// The convention, for whoever edits README.md:
// - A line starting with `$ ` is a command; the lines after it, up to the next `$ ` line or the
//   end of the block, are what it prints on standard output (none shown: its output is not
//   checked). Each block runs in a fresh folder that is also `HOME` (with `XDG_DATA_HOME` and
//   `XDG_CACHE_HOME` inside it, so the data dir starts empty), through `/bin/sh -c`, with
//   `contacts-tui` on `PATH`; the commands of one block share that folder, in order.
// - A command exits 0 unless its line ends with a shell comment `# exits N`.
// - In the output shown, `…` stands for any text within a line, the home folder is written
//   `/home/me`, and date-times (`2026-11-30 02:12:15`, `2026-11-30T01:12:09Z`) match any
//   date-time written the same way.
// - `<!-- console-setup: COMMAND -->` lines just before a block run first (each must exit 0);
//   the files a block needs are written by `ReadmeExampleTests.files` (`book.vcf`, an empty
//   `contacts.vcf`, and the README's own neomutt Info.plist, its first ```xml block).
// - `<!-- console: skip REASON -->` just before a block leaves it out, for a block that needs a
//   terminal or answers a prompt; the reason is recorded with the test.

/// One ```console block of the README.
struct ConsoleBlock: CustomTestStringConvertible {
  /// One command and what it prints.
  struct Step {
    var command: String
    var status: Int32
    var output: [String]
  }

  /// The README line of the block's opening fence.
  var line: Int
  var steps: [Step] = []
  var setup: [String] = []
  var skip: String?

  var testDescription: String { "README.md line \(line): \(steps.first?.command ?? "")" }

  /// Every console block of `readme`.
  static func all(in readme: String) -> [ConsoleBlock] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [ConsoleBlock] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```console" else {
        index += 1
        continue
      }
      var block = ConsoleBlock(line: index + 1)
      var above = index - 1
      while above >= 0, lines[above].hasPrefix("<!-- console") {
        let note = lines[above].dropFirst(4).dropLast(4).trimmingCharacters(in: .whitespaces)
        if note.hasPrefix("console-setup:") {
          block.setup.insert(String(note.dropFirst("console-setup:".count)).trimmingCharacters(in: .whitespaces), at: 0)
        } else if note.hasPrefix("console: skip") {
          block.skip = String(note.dropFirst("console: skip".count)).trimmingCharacters(in: .whitespaces)
        }
        above -= 1
      }
      index += 1
      while index < lines.count, lines[index] != "```" {
        let line = lines[index]
        if line.hasPrefix("$ ") {
          var command = String(line.dropFirst(2))
          var status: Int32 = 0
          if let range = command.range(of: "# exits ", options: .backwards),
            let code = Int32(command[range.upperBound...].prefix { $0.isNumber })
          {
            status = code
            command = String(command[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
          }
          block.steps.append(Step(command: command, status: status, output: []))
        } else if !block.steps.isEmpty {
          block.steps[block.steps.count - 1].output.append(line)
        }
        index += 1
      }
      blocks.append(block)
    }
    return blocks
  }
}

@Suite("The README's console examples run as shown", .serialized)
struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let readme: String = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  static let blocks = ConsoleBlock.all(in: readme)

  /// The files the examples name, written into the block's folder (its `HOME`).
  static var files: [String: String] {
    var files = ["book.vcf": DuplicatesCommandTests.book, "contacts.vcf": ""]
    if let start = readme.range(of: "```xml\n"),
      let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
    {
      files[".config/contacts-tui/neomutt/Info.plist"] = String(readme[start.upperBound..<end.lowerBound])
    }
    return files
  }

  @Test("the README stays a front door of at most 250 lines; the manual is in docs/USAGE.md")
  func isShort() {
    #expect(!Self.readme.isEmpty, "README.md was not found under \(Self.root.path)")
    let lines =
      Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count - (Self.readme.hasSuffix("\n") ? 1 : 0)
    #expect(lines <= 250, "README.md has \(lines) lines, at most 250: move manual parts to docs/")
  }

  @Test("the README has console examples to run")
  func thereAreExamples() {
    #expect(Self.blocks.filter { $0.skip == nil }.count >= 3)
  }

  @Test("the README's Usage block is the USAGE of contacts-tui --help")
  func usage() throws {
    let help = try Shell.capture(Binary.path, ["--help"]).stdout.split(
      separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(help.firstIndex(of: "USAGE"))
    let usage = help[(start + 1)...].prefix { !$0.isEmpty }.map { String($0.dropFirst(2)) }
    let readme = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let heading = try #require(readme.firstIndex(of: "## Usage"))
    let fence = try #require(readme[heading...].firstIndex(of: "```"))
    let block = readme[(fence + 1)...].prefix { $0 != "```" }
    let shown = Array(block)
    let first = (0..<min(shown.count, usage.count)).first { shown[$0] != usage[$0] } ?? min(shown.count, usage.count)
    let helpLine = first < usage.count ? usage[first] : "(no more lines)"
    let readmeLine = first < shown.count ? shown[first] : "(no more lines)"
    #expect(
      shown == usage,
      "README.md's Usage block differs from the USAGE of --help at its line \(first + 1): --help has '\(helpLine)', the README '\(readmeLine)'"
    )
  }

  @Test("each console block exits and prints as shown", arguments: blocks)
  func run(_ block: ConsoleBlock) throws {
    if let reason = block.skip {
      // Recorded in the test's output: this block needs what a test cannot give it.
      print("README.md line \(block.line) not run: \(reason)")
      return
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("ct-readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let bin = home.appendingPathComponent(".bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin.appendingPathComponent("contacts-tui").path, withDestinationPath: Binary.path)
    for (name, text) in Self.files {
      let url = home.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let environment = [
      "HOME": home.path, "PATH": bin.path + ":/usr/bin:/bin", "XDG_DATA_HOME": home.path + "/.local/share",
      "XDG_CACHE_HOME": home.path + "/.cache", "CONTACTS_TUI_HOME": "", "LC_ALL": "C", "LANG": "", "TZ": "UTC",
    ]
    for command in block.setup {
      let output = try Self.shell(command, in: home, environment: environment)
      #expect(output.status == 0, "setup '\(command)' exited \(output.status): \(output.stderr)")
    }
    for step in block.steps {
      let output = try Self.shell(step.command, in: home, environment: environment)
      #expect(
        output.status == step.status,
        "README.md line \(block.line): '\(step.command)' exited \(output.status), the README says \(step.status): \(output.stderr)"
      )
      guard !step.output.isEmpty else { continue }
      let actual = output.stdout.replacingOccurrences(of: home.path, with: "/home/me")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let shown = step.output
      let trimmed = actual.last == "" ? Array(actual.dropLast()) : actual
      let matches = trimmed.count == shown.count && zip(trimmed, shown).allSatisfy { Self.line($0, matches: $1) }
      #expect(
        matches,
        "README.md line \(block.line): '\(step.command)' printed\n\(trimmed.joined(separator: "\n"))\nthe README shows\n\(shown.joined(separator: "\n"))"
      )
    }
  }

  /// Runs `command` with `/bin/sh -c` in `folder`.
  static func shell(_ command: String, in folder: URL, environment: [String: String]) throws -> Shell.Output {
    try Shell.capture("/bin/sh", ["-c", "cd \"$HOME\" && " + command], environment: environment, newSession: true)
  }

  /// Whether an actual line is the line the README shows: `…` is any text, date-times any date-time.
  static func line(_ actual: String, matches shown: String) -> Bool {
    let dateTime = #"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}:[0-9]{2}Z?"#
    func timeless(_ text: String) -> String {
      text.replacingOccurrences(of: dateTime, with: "<date-time>", options: .regularExpression)
    }
    let pattern = timeless(shown).components(separatedBy: "…").map(NSRegularExpression.escapedPattern(for:))
      .joined(separator: ".*")
    return timeless(actual).range(of: "^" + pattern + "$", options: .regularExpression) != nil
  }
}
