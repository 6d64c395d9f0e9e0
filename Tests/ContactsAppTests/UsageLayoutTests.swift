import Testing

@testable import ContactsApp

/// The USAGE blocks of `--help` are generated from each command's `usage` layout
/// (docs/plans/command-table.md, step 6); these tests hold each layout to the command's
/// declared options. The bytes are held by `CommandLineGoldenTests`.
@Suite("Each command's usage layout names its options")
struct UsageLayoutTests {
  /// What a command's layouts are checked against.
  struct Layout {
    var name: String
    var documented: [String]
    var usage: [UsageForm]
    var overview: [UsageForm]?

    init(_ command: AnyCommand) {
      name = command.name
      documented = command.documentedOptions
      usage = command.usage
      overview = command.overview
    }

    var place: String { name.isEmpty ? "the main flow" : "'\(name)'" }
  }

  /// Every command, in `CommandTable`'s order.
  static let layouts = CommandTable.declarations.map(Layout.init)

  @Test("the layouts are every command's")
  func everyCommand() {
    #expect(Self.layouts.map(\.name) == CommandTable.commands.map(\.name))
  }

  @Test("a command's usage names each of its documented options, and nothing else")
  func usageNamesEachOption() {
    for layout in Self.layouts {
      let named = Set(layout.usage.flatMap(\.options))
      for option in layout.documented where !named.contains(option) {
        Issue.record("\(option) of \(layout.place) is in no form of its usage")
      }
      for option in named.subtracting(layout.documented).sorted() {
        Issue.record("\(option) is in the usage of \(layout.place) but not one of its documented options")
      }
      #expect(!layout.usage.contains { $0.abbreviated }, "\(layout.place)'s usage is whole")
    }
  }

  @Test("no form names an option twice")
  func onceAForm() {
    for layout in Self.layouts {
      for form in layout.usage + (layout.overview ?? []) {
        #expect(form.command == layout.name, "a form of \(layout.place) says \(form.command)")
        #expect(Set(form.options).count == form.options.count, "\(form.lines.joined(separator: "\n"))")
      }
    }
  }

  @Test("an overview in the general help is marked abbreviated and names only the command's options")
  func overviews() {
    for layout in Self.layouts {
      guard let overview = layout.overview else { continue }
      #expect(overview.allSatisfy { $0.abbreviated }, "\(layout.place)")
      let extra = Set(overview.flatMap(\.options)).subtracting(layout.documented)
      #expect(extra.isEmpty, "\(layout.place): \(extra.sorted())")
    }
    #expect(DemoDeclaration.command.overview?.allSatisfy { $0.abbreviated } == true)
  }

  @Test("the commands with their own help are the ones with an overview")
  func ownHelps() {
    let withOverview = Self.layouts.filter { $0.overview != nil }.map(\.name)
    #expect(withOverview.sorted() == CommandHelp.allCases.map(\.rawValue).sorted())
  }

  @Test("the general help lists the commands in the table's order, demo and completions last")
  func generalHelpOrder() {
    var seen: [String] = []
    for form in HelpText.usageForms where !seen.contains(form.command) { seen.append(form.command) }
    let table = CommandTable.declarations.map(\.name)
    let last = CommandTable.declarations.filter(\.listedLast).map(\.name)
    #expect(last == ["demo", "completions"])
    #expect(seen == table.filter { !last.contains($0) } + last)
  }

  @Test("each paragraph after the general help's OPTIONS opens with its command's name")
  func prose() {
    let paragraphs = CommandTable.declarations.compactMap { command in command.prose.map { (command.name, $0) } }
    #expect(paragraphs.map(\.0) == ["edit", "query", "settings", "sync", "completions"])
    for (name, text) in paragraphs {
      #expect(text.hasPrefix(name + " "), "\(name)")
      #expect(HelpText.usage.contains("\n\n" + text + "\n\n"), "\(name): a paragraph of its own")
    }
  }

  @Test("the general help shows every command, each by its overview, in a fixed order")
  func generalHelp() {
    let commands = HelpText.usageForms.map(\.command)
    for layout in Self.layouts {
      let forms = HelpText.usageForms.filter { $0.command == layout.name }
      let expected = layout.overview ?? layout.usage
      if layout.name.isEmpty {
        #expect(Array(forms.dropLast()) == expected, "the main flow, then the help's own line")
        #expect(forms.last?.lines == ["  contacts-tui --help | --version"])
      } else {
        #expect(forms == expected, "\(layout.place)")
      }
    }
    #expect(Set(commands) == Set(Self.layouts.map(\.name)))
  }

  @Test("rows after the first are indented under the first item")
  func indentation() {
    let form = UsageForm("list", [.app, .aside("< MESSAGE")], [.home])
    #expect(
      form.lines == [
        "  contacts-tui list [--app PLIST]  < MESSAGE",
        "                    [--home DIR]",
      ])
    #expect(
      UsageForm("", [.flag("--plain")], [.timeout]).lines == [
        "  contacts-tui [--plain]", "               [--timeout S]",
      ])
  }
}
