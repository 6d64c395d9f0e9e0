import ContactsScreens
import Foundation
import Testing

@testable import ContactsApp
@testable import TerminalUI

/// Flags over the configuration file over the built-in defaults, through the one place that
/// applies a configuration (`Configuration.apply(to:given:environment:)`).
@Suite("Which setting wins: flag, configuration file or default")
struct ConfigurationPrecedenceTests {
  /// The invocation `arguments` give once `configText` fills in what they leave out.
  func resolved(
    _ arguments: [String], _ configText: String, environment: [String: String] = [:]
  ) throws -> Invocation {
    let parsed = try ArgumentParser.parseCommandLine(arguments)
    return try ConfigurationParser.parse(configText).apply(
      to: parsed.invocation, given: parsed.givenOptions, environment: environment)
  }

  func run(_ invocation: Invocation) -> RunOptions? {
    if case .run(let options) = invocation { return options }
    return nil
  }

  func list(_ invocation: Invocation) -> ListOptions? {
    if case .list(let options) = invocation { return options }
    return nil
  }

  @Test("sort and display: the flag wins, else the file, else the default")
  func sortAndDisplay() throws {
    let config = "sort = given\ndisplay = family-first\n"
    #expect(list(try resolved(["list"], ""))?.sort == .family)
    #expect(list(try resolved(["list"], config))?.sort == .given)
    #expect(list(try resolved(["list"], config))?.display == .familyFirst)
    #expect(list(try resolved(["list", "--sort", "family"], config))?.sort == .family)
    #expect(list(try resolved(["list", "--sort=family", "--display", "given-first"], config))?.display == .givenFirst)
    #expect(run(try resolved([], config))?.sort == .given)
    #expect(run(try resolved(["--sort", "family"], config))?.sort == .family)
  }

  @Test("colour: --color wins over the file; the file wins over the default")
  func color() throws {
    #expect(run(try resolved([], ""))?.color == .auto)
    #expect(run(try resolved([], "color = never\n"))?.color == .never)
    #expect(run(try resolved(["--color", "always"], "color = never\n"))?.color == .always)
    #expect(run(try resolved(["--colour=auto"], "color = never\n"))?.color == .auto)
  }

  @Test("NO_COLOR wins over the file's colour, but not over --color")
  func noColor() throws {
    let environment = ["NO_COLOR": "1"]
    let fromFile = try #require(run(try resolved([], "color = always\n", environment: environment)))
    #expect(fromFile.color == .auto)
    #expect(!ColorMode(rawValue: fromFile.color.rawValue)!.usesColor(terminalHasColors: true, noColor: "1"))
    #expect(run(try resolved(["--color", "always"], "color = never\n", environment: environment))?.color == .always)
    #expect(run(try resolved([], "color = always\n", environment: ["NO_COLOR": ""]))?.color == .always)
  }

  @Test("contacts: --contacts replaces the file's paths; without it the file's are used")
  func contacts() throws {
    let config = "contacts = /a.vcf\ncontacts = /b\n"
    #expect(list(try resolved(["list"], config))?.common.contacts == ["/a.vcf", "/b"])
    #expect(list(try resolved(["list", "--contacts", "/c.vcf"], config))?.common.contacts == ["/c.vcf"])
    #expect(list(try resolved(["list"], ""))?.common.contacts == [])
  }

  @Test("the demo takes the file's look but not its contacts")
  func demo() throws {
    guard case .demo(let options) = try resolved(["demo"], "contacts = /a.vcf\nsort = given\n") else {
      Issue.record("not the demo")
      return
    }
    #expect(options.run.common.contacts.isEmpty)
    #expect(options.run.sort == .given)
  }

  @Test("secondary = phone sets the list's right-hand column, and --secondary wins over it")
  func secondary() throws {
    guard case .run(let fromFile) = try resolved([], "secondary = phone\n"),
      case .run(let fromFlag) = try resolved(["--secondary", "email"], "secondary = phone\n"),
      case .demo(let demo) = try resolved(["demo"], "secondary = email\n")
    else {
      Issue.record("not the main flow and the demo")
      return
    }
    #expect(fromFile.secondary == .phone)
    #expect(fromFlag.secondary == .email)
    #expect(demo.run.secondary == .email)
  }

  @Test("region: --region wins over the file's, which duplicates uses otherwise")
  func region() throws {
    guard case .duplicates(let fromFile) = try resolved(["duplicates"], "region = fr\n"),
      case .duplicates(let fromFlag) = try resolved(["duplicates", "--region", "DE"], "region = FR\n")
    else {
      Issue.record("not duplicates")
      return
    }
    #expect(fromFile.region == "FR")
    #expect(fromFlag.region == "DE")
  }

  @Test("the [theme] reaches every command's options")
  func theme() throws {
    let config = "[theme]\nselection = black on cyan\n"
    #expect(
      run(try resolved([], config))?.common.theme.looks[.selection] == RoleLook(foreground: .black, background: .cyan))
    guard case .settings(let settings) = try resolved(["settings"], config) else {
      Issue.record("not settings")
      return
    }
    #expect(settings.common.theme.looks.count == 1)
  }

  @Test("--config and --no-config are read by every command, and not together")
  func configOptions() throws {
    #expect(try ArgumentParser.parse(["list", "--config", "/x"]).configFile == .file("/x"))
    #expect(try ArgumentParser.parse(["status", "--no-config"]).configFile == ConfigFileChoice.none)
    #expect(try ArgumentParser.parse(["query", "--config=/y", "word"]).configFile == .file("/y"))
    #expect(try ArgumentParser.parse(["settings"]).configFile == .standard)
    #expect(try ArgumentParser.parse(["--version"]).configFile == nil)
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["list", "--config", "/x", "--no-config"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["list", "--no-config", "--config", "/x"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["list", "--no-config=1"]) }
  }
}

@Suite("Finding and reading the configuration file")
struct ConfigurationFileTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-config-\(UUID().uuidString)")

  func write(_ text: String, to name: String = "config") throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: false, encoding: .utf8)
    return url.path
  }

  @Test("the file is $XDG_CONFIG_HOME/contacts-tui/config, else ~/.config/contacts-tui/config")
  func standardPath() {
    #expect(
      ConfigurationFile.standardPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/contacts-tui/config")
    #expect(
      ConfigurationFile.standardPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
        == "/h/.config/contacts-tui/config")
    #expect(ConfigurationFile.standardPath(environment: ["HOME": "/h"]) == "/h/.config/contacts-tui/config")
    #expect(ConfigurationFile.standardPath(environment: [:]) == nil)
  }

  @Test("a missing standard file is no configuration; a missing --config file is an error")
  func missing() throws {
    let environment = ["XDG_CONFIG_HOME": folder.path]
    #expect(try ConfigurationFile.load(.standard, environment: environment) == Configuration())
    #expect(throws: ConfigurationFileError.self) {
      try ConfigurationFile.load(.file(folder.appendingPathComponent("nope").path), environment: environment)
    }
  }

  @Test("a folder where the file should be is an error naming it")
  func directory() throws {
    let path = folder.appendingPathComponent("contacts-tui/config").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try ConfigurationFile.load(.standard, environment: ["XDG_CONFIG_HOME": folder.path])
      Issue.record("a directory was read as a configuration")
    } catch {
      #expect(error.description == "\(path): is a directory, not a configuration file")
    }
  }

  @Test("an unreadable file is an error naming it")
  func unreadable() throws {
    let path = try write("sort = given\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    chmod(path, 0)
    guard access(path, R_OK) != 0 else { return }  // root reads anything
    #expect(throws: ConfigurationFileError.self) { try ConfigurationFile.load(.file(path), environment: [:]) }
  }

  @Test("a bad line is PATH:LINE: message")
  func badLine() throws {
    let path = try write("sort = given\n\nshow = all\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try ConfigurationFile.load(.file(path), environment: [:])
      Issue.record("a bad line was taken")
    } catch {
      #expect(error.description == "\(path):3: unknown key 'show' in the global part before any [section]")
    }
  }

  @Test("contacts paths: ~ is $HOME, a relative path is beside the configuration file")
  func paths() throws {
    let path = try write("contacts = ~/a.vcf\ncontacts = b.vcf\ncontacts = /c.vcf\ncontacts = ~\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = try ConfigurationFile.load(.file(path), environment: ["HOME": "/home/me"])
    #expect(configuration.contacts == ["/home/me/a.vcf", folder.path + "/b.vcf", "/c.vcf", "/home/me"])
  }
}
