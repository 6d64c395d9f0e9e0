import Testing

@testable import ContactsApp

/// The table the parser, the completions, `--help` and the man page's option entries are
/// generated from. That `--help` names exactly each command's documented options is
/// UsageLayoutTests' and HelpRowTests' check of the layouts it is rendered from; these hold the
/// table to the parser and the scripts.
@Suite("The command table the completions are generated from")
struct CommandTableTests {
  private static func place(_ command: String) -> String {
    command.isEmpty ? "the main flow (contacts-tui with no command)" : "'contacts-tui \(command)'"
  }

  @Test("the parser knows every option of the table, in every spelling")
  func parserAcceptsEveryOption() {
    for command in CommandTable.commands {
      for option in command.options {
        for spelling in [option.name] + option.aliases {
          var words = command.name.isEmpty ? [] : [command.name]
          words.append(spelling)
          switch option.value {
          case .choice(let values)?: words.append(values[0])
          case nil: break
          default: words.append("1")
          }
          do {
            _ = try ArgumentParser.parse(words)
          } catch {
            #expect(
              !error.message.hasPrefix("unknown option") && !error.message.hasPrefix("unknown command"),
              "\(words.joined(separator: " ")): \(error.message)")
          }
        }
      }
    }
  }

  /// The words of `command` with `spelling` and, when the option takes one, a sample value.
  private static func words(_ command: CommandSpec, _ option: OptionSpec, _ spelling: String) -> [String] {
    var words = command.name.isEmpty ? [] : [command.name]
    words.append(spelling)
    switch option.value {
    case .choice(let values)?: words.append(values[0])
    case nil: break
    default: words.append("1")
    }
    return words
  }

  @Test("each command's table entry, in all its visibilities, is exactly the set of spellings its parser knows")
  func tableIsExactlyTheParsersSpellings() {
    for command in CommandTable.commands {
      let known = Set(command.options.flatMap { [$0.name] + $0.aliases })
      for option in command.options {
        for spelling in [option.name] + option.aliases {
          let words = Self.words(command, option, spelling)
          let shown = words.joined(separator: " ")
          do {
            _ = try ArgumentParser.parse(words)
            #expect(option.visibility != .refused, "\(shown) is refused in the table, but the parser takes it")
          } catch {
            #expect(!error.message.hasPrefix("unknown option"), "\(shown) is in the table: \(error.message)")
          }
        }
      }
      // A spelling another command documents, and this one's entry lacks, is unknown to it.
      var checked = known
      for other in CommandTable.commands where other.name != command.name {
        for option in other.documentedOptions {
          for spelling in [option.name] + option.aliases where checked.insert(spelling).inserted {
            let words = Self.words(command, option, spelling)
            #expect(
              throws: UsageError("unknown option '\(spelling)'; try 'contacts-tui --help'"),
              "\(spelling) is not in the table for \(Self.place(command.name)), but its parser knows it"
            ) { try ArgumentParser.parse(words) }
          }
        }
      }
    }
  }

  @Test("a flag takes a glued '=value' only when the table marks it legacyGlued")
  func gluedFlagsAsTheTableSays() {
    for command in CommandTable.commands {
      for option in command.options where option.value == nil && option.visibility != .refused {
        var words = command.name.isEmpty ? [] : [command.name]
        words.append(option.name + "=x")
        let shown = words.joined(separator: " ")
        do {
          _ = try ArgumentParser.parse(words)
          #expect(option.legacyGlued, "\(shown) is taken, but the table does not mark it legacyGlued")
        } catch {
          #expect(
            (error.message == "\(option.name) takes no value") != option.legacyGlued,
            "\(shown): \(error.message) (legacyGlued: \(option.legacyGlued))")
        }
      }
    }
  }

  @Test("every subcommand the parser knows is in the table")
  func everySubcommand() throws {
    for command in CommandTable.subcommands {
      do {
        _ = try ArgumentParser.parse([command.name])
      } catch {
        #expect(!error.message.hasPrefix("unknown command"), "\(command.name): \(error.message)")
      }
    }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["no-such-command"]) }
  }

  @Test("completions takes one shell, or --bundle-ids with --home")
  func completionsArguments() throws {
    #expect(try ArgumentParser.parse(["completions", "zsh"]) == .completions(.init(output: .script(.zsh))))
    #expect(
      try ArgumentParser.parse(["completions", "--bundle-ids", "--home", "/h"])
        == .completions(.init(common: CommonOptions(home: "/h"), output: .bundleIDs)))
    for words in [
      ["completions"], ["completions", "tcsh"], ["completions", "bash", "zsh"],
      ["completions", "bash", "--bundle-ids"],
    ] {
      #expect(throws: UsageError.self, "\(words)") { try ArgumentParser.parse(words) }
    }
  }

  @Test("each script offers every subcommand and every option of every command")
  func scriptsCarryTheTable() {
    for shell in CompletionShell.allCases {
      let script = CompletionScript.text(for: shell)
      for command in CommandTable.commands {
        if !command.name.isEmpty { #expect(script.contains(command.name), "\(shell) lacks \(command.name)") }
        for option in command.documentedOptions {
          let spelling = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
          #expect(script.contains(spelling), "\(shell) lacks \(option.name) of \(Self.place(command.name))")
        }
      }
    }
  }
}
