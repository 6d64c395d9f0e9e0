import Authorization
import ContactModel
import ContactStore
import ContactsScreens
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("The command line")
struct ArgumentParserTests {
  @Test("no arguments runs the main flow with the defaults")
  func defaults() throws {
    #expect(try ArgumentParser.parse([]) == .run(RunOptions()))
  }

  @Test("every main-flow option is read, in both spellings")
  func mainFlowOptions() throws {
    let invocation = try ArgumentParser.parse([
      "--app", "a.plist", "--contacts", "one.vcf", "--contacts=dir", "--api", "addressbook", "--limited-access",
      "--sort", "given", "--display=family-first", "--timeout", "2.5", "--plain", "--color", "never", "--home", "/h",
    ])
    var expected = RunOptions()
    expected.common = CommonOptions(app: "a.plist", home: "/h", contacts: ["one.vcf", "dir"])
    expected.api = .addressbook
    expected.limitedAccess = true
    expected.sort = .given
    expected.display = .familyFirst
    expected.timeout = 2.5
    expected.plain = true
    expected.color = .never
    #expect(invocation == .run(expected))
  }

  @Test(
    "subcommands",
    arguments: [
      (["status", "--json"], "status"), (["list", "--format", "json", "--match", "ann"], "list"),
      (["permissions"], "permissions"), (["settings", "--home", "/tmp/h"], "settings"), (["demo"], "demo"),
      (["--help"], "help"), (["status", "-h"], "help"),
      (["--version"], "version"), (["edit", "--id", "x"], "edit"), (["add-email"], "add-email"),
      (["duplicates", "--region", "de", "--format", "json"], "duplicates"),
      (["--version"], "version"), (["add", "--name", "Ada"], "add"), (["delete", "--id", "x", "--yes"], "delete"),
      (["query", "ann"], "query"), (["request"], "request"), (["query", "--help"], "help query"),
      (["request", "-h"], "help request"), (["completions", "bash"], "completions"), (["sync", "home"], "sync"),
    ])
  func subcommands(arguments: [String], name: String) throws {
    let invocation = try ArgumentParser.parse(arguments)
    let actual: String =
      switch invocation {
      case .run: "run"
      case .demo: "demo"
      case .status: "status"
      case .list: "list"
      case .duplicates: "duplicates"
      case .permissions: "permissions"
      case .settings: "settings"
      case .edit: "edit"
      case .addEmail: "add-email"
      case .add: "add"
      case .delete: "delete"
      case .query: "query"
      case .request: "request"
      case .completions: "completions"
      case .sync: "sync"
      case .commandHelp(let topic): "help \(topic.rawValue)"
      case .help: "help"
      case .version: "version"
      }
    #expect(actual == name)
  }

  @Test("settings takes the data directory and the sources, and nothing else")
  func settingsOptions() throws {
    let parsed = try ArgumentParser.parse(["settings", "--home", "/tmp/h", "--contacts", "a.vcf", "--contacts", "b"])
    guard case .settings(let options) = parsed else {
      Issue.record("not settings: \(parsed)")
      return
    }
    #expect(options.common.home == "/tmp/h")
    #expect(options.common.contacts == ["a.vcf", "b"])
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["settings", "--json"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["settings", "com.example.Mail"]) }
  }

  @Test(
    "permissions actions",
    arguments: [
      (["permissions", "set", "com.a", "allow"], PermissionsAction.set(bundleID: "com.a", decision: "allow")),
      (["permissions", "set", "com.a", "limited"], .set(bundleID: "com.a", decision: "limited")),
      (["permissions", "reset"], .reset(bundleID: nil, all: false)),
      (["permissions", "reset", "com.a"], .reset(bundleID: "com.a", all: false)),
      (["permissions", "reset", "--all"], .reset(bundleID: nil, all: true)),
      (["permissions", "log"], .log(bundleID: nil, limit: nil)),
      (["permissions", "log", "com.a", "--limit", "20"], .log(bundleID: "com.a", limit: 20)),
      (["permissions", "log", "--json", "--limit", "1"], .log(bundleID: nil, limit: 1)),
      (["permissions", "explain", "com.a"], .explain(bundleID: "com.a")),
    ])
  func permissionsActions(arguments: [String], action: PermissionsAction) throws {
    guard case .permissions(let options) = try ArgumentParser.parse(arguments) else {
      Issue.record("not a permissions invocation")
      return
    }
    #expect(options.action == action)
  }

  @Test(
    "bad command lines are usage errors that say what is wrong",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["--timeout"], "--timeout needs a value"),
      (["--timeout", "soon"], "positive number of seconds"),
      (["--timeout", "-1"], "positive number of seconds"),
      (["--sort", "age"], "--sort takes given|family, not 'age'"),
      (["--color", "purple"], "--color takes auto|always|never"),
      (["--plain=yes"], "--plain takes no value"),
      (["list", "--format", "xml"], "--format takes text|tsv|csv|json|vcard"),
      (["permissions", "set", "com.a", "maybe"], "allow|deny|limited, not 'maybe'"),
      (["permissions", "set", "com.a"], "usage: contacts-tui permissions set"),
      (["permissions", "reset", "com.a", "--all"], "usage: contacts-tui permissions reset"),
      (["permissions", "--all"], "--all goes with 'permissions reset'"),
      (["permissions", "log", "--limit", "0"], "--limit takes a positive number of entries, not '0'"),
      (["permissions", "--limit", "5"], "--limit goes with 'permissions log'"),
      (["permissions", "log", "com.a", "com.b"], "usage: contacts-tui permissions log"),
      (["permissions", "explain"], "usage: contacts-tui permissions explain BUNDLE_ID"),
      (["permissions", "explain", "bad id"], "'bad id' is not a bundle identifier"),
      (["status", "extra"], "unexpected argument 'extra'"),
      (["--home", "--plain"], "--home needs a value"),
      (["--home", ""], "--home needs a path"),
      (["demo", "--home", "x"], "drop --home"),
      (["permissions", "set", "bad id!", "allow"], "'bad id!' is not a bundle identifier"),
      (["permissions", "reset", "a\u{1B}[31m"], "'a\u{FFFD}[31m' is not a bundle identifier"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect {
      try ArgumentParser.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message.contains(message) == true
    }
  }
}

@Suite("Suggested commands")
struct CommandHintTests {
  @Test("a hint carries --home (and --app when it names the app), quoted for the shell")
  func hints() {
    let plain = CommandHint(common: CommonOptions())
    #expect(plain.command("permissions reset --all") == "contacts-tui permissions reset --all")
    let pointed = CommandHint(common: CommonOptions(app: "/apps/My App.plist", home: "/data/h", contacts: []))
    #expect(pointed.command("status") == "contacts-tui status --home /data/h")
    #expect(pointed.command("", namingApp: true) == "contacts-tui --app '/apps/My App.plist' --home /data/h")
    #expect(CommandWord.quoted("it's") == "'it'\\''s'")
  }

  @Test("--format takes every export format by its name, and the help lists each one", arguments: ExportFormat.allCases)
  func formats(format: ExportFormat) throws {
    var expected = ListOptions()
    expected.format = format
    #expect(try ArgumentParser.parse(["list", "--format", format.rawValue]) == .list(expected))
    #expect(HelpText.usage.contains("[--format text|tsv|csv|json|vcard]"))
    #expect(HelpText.usage.contains(format.rawValue + (format.helpNote.isEmpty ? "" : " " + format.helpNote)))
  }

  @Test("edit takes exactly one of --id and --match, with the common options")
  func edit() throws {
    #expect(
      try ArgumentParser.parse(["edit", "--id", "jane-1", "--contacts", "a.vcf"])
        == .edit(EditOptions(common: CommonOptions(contacts: ["a.vcf"]), selector: .identifier("jane-1"))))
    #expect(try ArgumentParser.parse(["edit", "--match=jane doe"]) == .edit(EditOptions(selector: .match("jane doe"))))
    for words in [["edit"], ["edit", "--id", "a", "--match", "b"], ["edit", "--match", " "], ["edit", "--yes"]] {
      #expect(throws: UsageError.self) { try ArgumentParser.parse(words) }
    }
  }

  @Test("add-email takes --yes (or -y) and the common options")
  func addEmail() throws {
    #expect(try ArgumentParser.parse(["add-email"]) == .addEmail(AddEmailOptions()))
    #expect(
      try ArgumentParser.parse(["add-email", "-y", "--home", "/h"])
        == .addEmail(AddEmailOptions(common: CommonOptions(home: "/h"), yes: true)))
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["add-email", "--yes=no"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["add-email", "message.eml"]) }
  }
}
