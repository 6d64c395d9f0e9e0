import Testing

@testable import ContactsApp

/// The OPTIONS rows of `--help` are generated from the `helpRows` of the option declarations
/// (docs/plans/command-table.md, step 7); these tests hold the rows to the declared options.
/// The bytes are held by `CommandLineGoldenTests`.
@Suite("Each documented option has a row in OPTIONS")
struct HelpRowTests {
  /// The rows of `demo --help`, which shows its own.
  static let demoRows = HelpText.demoOptionRows

  /// Documented options the general help explains in their usage line only: `permissions reset
  /// [BUNDLE_ID | --all]` says what `--all` does. A row for it would change `--help`.
  static let withoutRow: Set<String> = ["--all"]

  @Test("every documented option of every command but demo has a row in the general help")
  func generalHelpCoversEveryOption() {
    let named = Set(HelpText.optionRows.flatMap(\.options))
    for layout in UsageLayoutTests.layouts where layout.name != "demo" {
      for option in layout.documented where !named.contains(option) && !Self.withoutRow.contains(option) {
        Issue.record("\(option) of \(layout.place) has no row in --help's OPTIONS")
      }
    }
  }

  @Test("the options without a row are documented, and still have none")
  func withoutRowIsCurrent() {
    let named = Set(HelpText.optionRows.flatMap(\.options))
    let documented = Set(UsageLayoutTests.layouts.flatMap(\.documented))
    #expect(Self.withoutRow.isSubset(of: documented))
    #expect(Self.withoutRow.isDisjoint(with: named))
  }

  @Test("every documented option of demo has a row in demo --help")
  func demoHelpCoversEveryOption() {
    let named = Set(Self.demoRows.flatMap(\.options))
    let demo = UsageLayoutTests.layouts.first { $0.name == "demo" }
    #expect(demo != nil)
    for option in demo?.documented ?? [] where !named.contains(option) {
      Issue.record("\(option) of 'demo' has no row in demo --help's OPTIONS")
    }
  }

  @Test("a row names only spellings some command documents")
  func rowsNameDocumentedOptions() {
    let documented = Set(
      CommandTable.commands.flatMap { $0.documentedOptions.flatMap { [$0.name] + $0.aliases } })
    for row in HelpText.optionRows + Self.demoRows {
      #expect(!row.options.isEmpty, "\(row.labels)")
      for option in row.options where !documented.contains(option) {
        Issue.record("the row \(row.labels) names \(option), which no command documents")
      }
    }
  }

  @Test("a short label shares its line with the text at column 21; a long one has its own lines")
  func layout() {
    #expect(HelpRow("--yes, -y", "one", "two").lines == ["  --yes, -y          one", "                     two"])
    #expect(HelpRow("--secondary FIELD", "one").lines == ["  --secondary FIELD  one"])
    #expect(
      HelpRow("--name, --email, --phone, --org", "one").lines == [
        "  --name, --email, --phone, --org", "                     one",
      ])
    #expect(HelpRow(labels: ["--a,", "--b"], "one").lines == ["  --a,", "  --b", "                     one"])
    #expect(HelpRow("--yes, -y", "one").options == ["--yes", "-y"])
  }
}
