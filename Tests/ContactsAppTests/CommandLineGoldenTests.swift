import Testing

@testable import ContactsApp

/// What the command line prints about itself, recorded before it is generated from one table
/// (docs/plans/command-table.md, step 1): `--help`, each command's own help and each shell's
/// completion script, compared in-process with the files under `Fixtures/CommandLine/`, each
/// as the program writes it (the text and a line feed).
@Suite("The command line's help and completion scripts, as recorded")
struct CommandLineGoldenTests {
  /// Each text and the file it is recorded in.
  static let texts: [(name: String, text: String)] =
    [("help.txt", HelpText.usage)]
    + CommandHelp.allCases.map { ("help-\($0.rawValue).txt", HelpText.text(for: $0)) }
    + CompletionShell.allCases.map { ("completion.\($0.rawValue)", CompletionScript.text(for: $0)) }

  @Test("--help, query, request and demo --help, and the bash, zsh and fish scripts are as recorded")
  func recorded() {
    #expect(Self.texts.count == 7)
    for (name, text) in Self.texts {
      GoldenFile.check(text + "\n", against: name, suite: "CommandLineGoldenTests")
    }
  }

  @Test("a difference names its lines and the command that rewrites the file")
  func differenceMessage() {
    let message = GoldenFile.difference("a\nb\nc\n", "a\nB\nc\nd\n", name: "CommandLine/x.txt", rewrite: "REWRITE")
    #expect(message.hasPrefix("Fixtures/CommandLine/x.txt differs in 3 line(s):\n"))
    #expect(message.contains("line 2: was \"b\"\nline 2: now \"B\""))
    #expect(message.contains("line 4: was \"\"\nline 4: now \"d\""))
    #expect(message.hasSuffix("rewrite the file with REWRITE, and commit it."))
  }
}
