import CardDAVCache
import Foundation
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

/// `--contacts URL`, `--account NAME` and `--offline`: how a command line names CardDAV accounts.
@Suite("CardDAV accounts on the command line")
struct CardDAVAccountOptionsTests {
  /// The accounts a command line names once `configText` is read.
  func accounts(_ arguments: [String], _ configText: String = "") throws -> [CardDAVAccount] {
    let parsed = try ArgumentParser.parseCommandLine(arguments)
    let invocation = try ConfigurationParser.parse(configText).apply(to: parsed.invocation, given: parsed.givenOptions)
    guard case .list(let options) = invocation else {
      Issue.record("not list: \(invocation)")
      return []
    }
    return try AppSetup(common: options.common, environment: [:]).accounts()
  }

  static let config = """
    [account home]
    url = https://dav.example.com/
    username = jane
    password_command = pass show dav/home
    [account work]
    url = https://work.example.com/dav/
    """

  @Test("--contacts https://user@host/path/ is an account named user@host, the user out of the URL")
  func urlAccount() throws {
    let found = try accounts(["list", "--contacts", "https://jane@dav.example.com/addressbooks/jane/"])
    #expect(
      found == [
        CardDAVAccount(
          name: "jane@dav.example.com", url: URL(string: "https://dav.example.com/addressbooks/jane/")!,
          username: "jane")
      ])
    let local = try accounts(["list", "--contacts", "http://bob@127.0.0.1:5241/"])
    #expect(local.map(\.name) == ["bob@127.0.0.1:5241"])
  }

  @Test("a URL that would send a password in the clear, or that holds one, is a usage error")
  func refusedURLs() {
    for url in ["http://jane@dav.example.com/", "https://jane:secret@dav.example.com/"] {
      #expect(throws: ContactsAppError.self) { try accounts(["list", "--contacts", url]) }
      do {
        _ = try accounts(["list", "--contacts", url])
      } catch let error as ContactsAppError {
        #expect(error.exitCode == .usage)
        #expect(!error.message.contains("secret"))
      } catch {
        Issue.record("not an app error: \(error)")
      }
    }
  }

  @Test("a URL holding a password is echoed with an ellipsis in its place, the rest as given")
  func passwordHiddenInEcho() throws {
    do {
      _ = try accounts(["list", "--contacts", "https://jane:s%C3%A9cret@dav.example.com/x/"])
      Issue.record("no error")
    } catch let error as ContactsAppError {
      #expect(error.message.hasPrefix("--contacts https://jane:…@dav.example.com/x/: a password does not go in a URL"))
    }
  }

  @Test("a contacts = URL in the configuration stays a URL: an account, not a path beside the file")
  func configuredURL() throws {
    #expect(
      ConfigurationFile.resolve("https://jane@dav.example.com/", home: "/home/me", folder: "/home/me/.config")
        == "https://jane@dav.example.com/")
    #expect(ConfigurationFile.resolve("cards", home: "/home/me", folder: "/c") == "/c/cards")
    let parsed = try ArgumentParser.parseCommandLine(["list"])
    let invocation = try ConfigurationParser.parse("contacts = https://jane@dav.example.com/\n").apply(
      to: parsed.invocation, given: parsed.givenOptions)
    guard case .list(let options) = invocation else { return }
    #expect(try AppSetup(common: options.common, environment: [:]).accounts().map(\.name) == ["jane@dav.example.com"])
  }

  @Test("demo --autoplay refuses --account, as it refuses --contacts")
  func autoplay() {
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["demo", "--autoplay", "--account", "home"]) }
  }

  @Test("--account NAME takes the configuration's [account NAME], repeatable, in order")
  func namedAccounts() throws {
    let found = try accounts(["list", "--account", "work", "--account", "home"], Self.config)
    #expect(found.map(\.name) == ["work", "home"])
    #expect(found[1].username == "jane")
    #expect(found[1].passwordCommand == "pass show dav/home")
    #expect(found[0].url == URL(string: "https://work.example.com/dav/"))
  }

  @Test("an unknown account name is a usage error listing the known ones")
  func unknownAccount() throws {
    do {
      _ = try accounts(["list", "--account", "hmoe"], Self.config)
      Issue.record("no error")
    } catch let error as ContactsAppError {
      #expect(error.exitCode == .usage)
      #expect(error.message == "--account hmoe: no such account; the accounts are “home”, “work”")
    } catch {
      Issue.record("not an app error: \(error)")
    }
  }

  @Test("--account keeps the configuration's contacts = paths out, as --contacts does")
  func accountReplacesConfiguredPaths() throws {
    let parsed = try ArgumentParser.parseCommandLine(["list", "--account", "home"])
    let invocation = try ConfigurationParser.parse("contacts = /a.vcf\n" + Self.config).apply(
      to: parsed.invocation, given: parsed.givenOptions)
    guard case .list(let options) = invocation else { return }
    #expect(options.common.contacts.isEmpty)
    #expect(options.common.accounts == ["home"])
  }

  @Test("--offline is a flag of every command that reads contacts, and takes no value")
  func offline() throws {
    guard case .run(let run) = try ArgumentParser.parse(["--offline", "--account", "home"]) else { return }
    #expect(run.common.offline)
    #expect(run.common.accounts == ["home"])
    guard case .query(let query) = try ArgumentParser.parse(["query", "--offline", "ann"]) else { return }
    #expect(query.common.offline)
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["list", "--offline=yes"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["list", "--account", " "]) }
  }

  @Test("sync takes account names as words, not --account")
  func syncWords() throws {
    guard case .sync(let options) = try ArgumentParser.parse(["sync", "home", "work", "--home", "/h"]) else {
      Issue.record("not sync")
      return
    }
    #expect(options.accountNames == ["home", "work"])
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["sync", "--account", "home"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["sync", "--offline"]) }
  }

  @Test("an account's copy is <data dir>/carddav/<name>-<hash>/, a / in a name kept inside the folder")
  func cacheFolder() {
    let cache = AccountSources(dataDirectory: URL(fileURLWithPath: "/data"))
    let account = CardDAVAccount(name: "home", url: URL(string: "https://a.example/")!)
    #expect(cache.folder(for: account).path == "/data/carddav/home-" + CacheNames.hash("home"))
    var odd = account
    odd.name = "../x/y"
    let folder = cache.folder(for: odd)
    #expect(folder.deletingLastPathComponent().path == "/data/carddav")
    #expect(!folder.lastPathComponent.hasPrefix(".") && !folder.lastPathComponent.contains("/"))
  }

  @Test("the sync's report and failures in words, naming the account")
  func texts() {
    var report = SyncReport()
    report.cards = 1000
    report.added = 3
    report.changed = 1
    report.uploaded = 2
    report.skipped = [SkippedItem(href: "/a.vcf", reason: "not a vCard")]
    #expect(
      SyncText.summary(report, account: "home")
        == "home: 1000 cards, 3 added, 1 changed, 0 deleted, 2 sent; 1 skipped (w in the browser lists them)")
    #expect(
      SyncText.failure(.unauthorized(account: "home", status: 401), lastSynced: nil)
        == "account “home”: the server refused the user name or password (HTTP 401).")
    var components = DateComponents()
    (components.year, components.month, components.day, components.hour, components.minute) = (2026, 12, 1, 14, 3)
    let date = Calendar.current.date(from: components)!
    #expect(
      SyncText.failure(.unreachable(account: "home", reason: "connection refused"), lastSynced: date)
        == "account “home”: offline (connection refused); the cached copy from 2026-12-01 14:03 is unchanged")
    #expect(SyncStatus.offline(lastSynced: date).text == "offline, last synced 2026-12-01 14:03")
    #expect(SyncStatus.syncing(account: "home", done: 420, total: 1000).text == "syncing home: 420/1000")
    #expect(SyncStatus.synced(account: "home", at: date).text == "home synced 14:03")
    #expect(
      SyncText.statusLine(.unauthorized(account: "home", status: 403), lastSynced: nil)
        == "home: user name or password refused")
    // A server whose certificate is not trusted is no offline server: the message says so.
    let untrusted = CardDAVError.untrustedServer(account: "home", reason: "the server's TLS certificate is not trusted")
    #expect(
      SyncText.failure(untrusted, lastSynced: date)
        == "account “home”: no secure connection (the server's TLS certificate is not trusted); nothing was sent, "
        + "the password neither; the cached copy from 2026-12-01 14:03 is unchanged")
    #expect(SyncText.statusLine(untrusted, lastSynced: date) == "home: server not trusted (TLS), not synced")
  }

  @Test("the progress bar fills by eighths and names the account")
  func progressBar() {
    let line = SyncProgressBar.line(account: "home", SyncProgress(phase: .downloading, done: 420, total: 1000))
    #expect(line == "home  ▕████████▍           ▏ 420/1000 cards")
    let done = SyncProgressBar.line(account: "home", SyncProgress(phase: .downloading, done: 1000, total: 1000))
    #expect(done == "home  ▕████████████████████▏ 1000/1000 cards")
    #expect(
      SyncProgressBar.line(account: "home", SyncProgress(phase: .discovering)) == "home  finding the address books…")
  }
}
