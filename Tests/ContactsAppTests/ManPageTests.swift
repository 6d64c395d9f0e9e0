import Foundation
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// The man page, Resources/man/contacts-tui.1, read as roff source: its `.SS "contacts-tui NAME"`
/// subsections (one per command, `.SS "contacts-tui"` for the main flow) and its EXIT STATUS.
struct ManPage {
  /// The page's text.
  let text: String

  init() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/man/contacts-tui.1")
    text = try String(contentsOf: url, encoding: .utf8)
  }

  private var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// The lines from the `.SH`/`.SS` line `heading` to the next heading, or nil when there is none.
  func section(_ heading: String) -> String? {
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
    let body = lines[(start + 1)...].prefix { !$0.hasPrefix(".SS") && !$0.hasPrefix(".SH") }
    return body.joined(separator: "\n")
  }

  /// The subsection of `command` (empty: the main flow).
  func commandSection(_ command: String) -> String? {
    section(command.isEmpty ? ".SS \"contacts-tui\"" : ".SS \"contacts-tui \(command)\"")
  }

  /// Every option the prose of the subsection of `command` names, roff's `\-` read as `-`: the
  /// generated heading region (its `.SS` and synopsis) left out.
  func options(of command: String) -> Set<String>? {
    commandSection(command).map { section in
      let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
      let prose = lines.drop { $0 != #".\" end generated"# }.dropFirst().joined(separator: "\n")
      return Self.optionNames(in: prose.replacingOccurrences(of: "\\-", with: "-"))
    }
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

/// The man page's option entries are generated from the declarations (GeneratedFilesTests);
/// its hand-written prose, the "Options:" sentences, is held here to the same declarations that
/// `--help` is rendered from.
@Suite("The man page agrees with the command table")
struct ManPageTests {
  /// Where an option is missing, for the failure message.
  private static func place(_ command: String) -> String {
    command.isEmpty ? "the main flow (contacts-tui with no command)" : "'contacts-tui \(command)'"
  }

  @Test("every command has a subsection in the man page")
  func everyCommandIsDocumented() throws {
    let page = try ManPage()
    for command in CommandTable.commands.map(\.name) {
      #expect(
        page.commandSection(command) != nil,
        "the man page has no subsection .SS \"contacts-tui \(command)\" for \(Self.place(command))")
    }
  }

  @Test("the options a command's man page subsection names are its documented options, as in --help")
  func optionsAgree() throws {
    let page = try ManPage()
    for command in CommandTable.commands {
      let table = Set(command.documentedOptions.map(\.name))
      let man = page.options(of: command.name) ?? []
      let section =
        "(Resources/man/contacts-tui.1, .SS \"contacts-tui\(command.name.isEmpty ? "" : " " + command.name)\")"
      for option in table.subtracting(man).sorted() {
        Issue.record("\(option) of \(Self.place(command.name)) is not in its man page subsection \(section)")
      }
      for option in man.subtracting(table).sorted() {
        let message: String =
          "\(option) is in the man page subsection of \(Self.place(command.name)) \(section) but not among "
          + "its documented options (its declaration in Sources/ContactsApp/CommandLine/Table/)"
        Issue.record("\(message)")
      }
    }
  }

  @Test(
    "man renders the page at 80 columns without a warning",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed"))
  func rendersCleanly() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/man/contacts-tui.1")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
    process.arguments = ["--warnings", "-l", page.path]
    process.environment = ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(warnings.isEmpty, "man --warnings: \(warnings)")
  }

  @Test("every exit code is in the man page's EXIT STATUS")
  func exitCodes() throws {
    let section = try #require(try ManPage().section(".SH EXIT STATUS"))
    for code in Self.allExitCodes {
      let label = Self.label(code)
      #expect(
        section.contains("\n.B \(label)\n") || section.contains("\n.BI \(label)"),
        "exit code \(label) is not in EXIT STATUS")
    }
  }

  /// Every exit code; the switch in `label` fails to compile when a case is added.
  private static let allExitCodes: [ExitCode] = [
    .success, .denied, .usage, .restricted, .noDecision, .configuration, .noTerminal, .dataError, .signal(1),
  ]

  private static func label(_ code: ExitCode) -> String {
    switch code {
    case .success, .denied, .usage, .restricted, .noDecision, .configuration, .noTerminal, .dataError:
      String(code.rawValue)
    case .signal: "128+"
    }
  }

  @Test("every environment variable the program reads is in the man page's ENVIRONMENT")
  func environment() throws {
    let section = try #require(try ManPage().section(".SH ENVIRONMENT"))
    for name in [
      "CONTACTS_TUI_HOME", "CONTACTS_TUI_RESTRICTIONS", "CONTACTS_TUI_RESOURCES", "CONTACTS_TUI_NO_CACHE",
      "XDG_DATA_HOME", "XDG_CACHE_HOME", "HOME", "NO_COLOR", "TERM", "VISUAL", "EDITOR", "TMPDIR", "LC_ALL", "LANG",
    ] {
      #expect(section.contains(name), "\(name) is not in ENVIRONMENT")
    }
  }
}
