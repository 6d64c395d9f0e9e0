import CardDAVCache
import Foundation
import Testing

/// contacts-tui against two real CardDAV servers, Radicale (htpasswd) and Xandikos, through the
/// real binary and its sync agent (docs/CARDDAV.md, "Testing and benchmarks").
///
/// `.ci/run` starts the servers with `scripts/carddav-servers.sh`, seeds each with 1,000 cards and
/// names their env file in `CONTACTS_TUI_DAV_ENV`. Without it the suite is skipped; with it, a
/// server that cannot be used fails the test. Tests that change cards or stop a server start a
/// pair of their own, so the shared 1,000 stay as seeded.
@Suite(
  "CardDAV against Radicale and Xandikos", .serialized,
  .enabled(
    if: DAVServers.sharedEnvironment != nil, "CONTACTS_TUI_DAV_ENV names no servers (scripts/carddav-servers.sh)"))
struct CardDAVEndToEndTests {
  static let servers = ["radicale", "xandikos"]

  @Test("the harness: the shared servers list the 1,000 seeded cards, and a PUT, GET and DELETE reach them")
  func harness() throws {
    let shared = try DAVServers.shared()
    for server in [shared.radicale, shared.xandikos] {
      let hrefs = try server.hrefs()
      #expect(hrefs.count == 1000, "\(server)")
      #expect(Set(hrefs) == Set((0..<1000).map { "seed-\($0).vcf" }), "\(server)")
      #expect(try server.get("seed-0.vcf")?.contains("FN:Jane Adams") == true, "\(server)")
    }
    // Writes go to a pair of the test's own.
    let own = try DAVServers.start(seeding: 3)
    for server in [own.radicale, own.xandikos] {
      #expect(try server.hrefs().count == 3, "\(server)")
      try server.put("extra.vcf", davCard(uid: "extra", given: "Ada", family: "Lovelace"))
      #expect(try server.get("extra.vcf")?.contains("FN:Ada Lovelace") == true, "\(server)")
      try server.delete("extra.vcf")
      #expect(try server.get("extra.vcf") == nil, "\(server)")
      let lines = server.requestLines()
      #expect(lines.contains { $0.contains("DELETE") && $0.contains("extra.vcf") }, "\(server): \(lines.suffix(3))")
    }
    // Radicale refuses a wrong password.
    let wrong = DAVServer(
      name: "radicale", url: own.radicale.url, bookURL: own.radicale.bookURL, user: "jane", password: "wrong",
      log: own.radicale.log)
    #expect(try wrong.request("PROPFIND", wrong.bookURL, headers: ["Depth": "0"]).status == 401)
    // Stopped and started again: the same URL, the same cards.
    try own.stop()
    #expect(throws: E2EFailure.self) { try own.xandikos.hrefs() }
    try own.restart()
    #expect(try own.radicale.hrefs().count == 3)
  }

  @Test("a first sync, then list and the browser show all 1,000 cards", arguments: servers)
  func firstSync(server name: String) throws {
    let shared = try DAVServers.shared()
    let account = try DAVAccount(shared.server(name))
    let sync = try account.sync()
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(reports(sync, cards: 1000), "\(sync.stdout)\(sync.stderr)")
    #expect(account.cachedCards() == 1000)
    #expect(try account.listed().count == 1000)

    let tmux = try TmuxSession(account.arguments + account.home.arguments)
    try tmux.waitFor("of 1000 contacts", timeout: 30)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a card added, changed and deleted on the server appears after the next sync", arguments: servers)
  func serverChanges(server name: String) throws {
    let own = try DAVServers.start(seeding: 20, only: name)
    let server = own.server(name)
    let account = try DAVAccount(server)
    #expect(try account.sync().status == 0)
    #expect(try account.listed().count == 20)

    try server.put("new-card.vcf", davCard(uid: "new-card", given: "Grace", family: "Hopper"))
    try server.put("seed-1.vcf", davCard(uid: "seed-1", given: "Johnny", family: "Changed"))
    try server.delete("seed-2.vcf")
    let sync = try account.sync()
    #expect(sync.status == 0, "\(sync.stderr)")
    let names = try account.listedNames()
    #expect(names.count == 20)
    #expect(names.contains("Grace Hopper"))
    #expect(names.contains("Johnny Changed"))
    #expect(!names.contains("John Adams"))
    #expect(!names.contains("Amara Adams"))
  }

  @Test(
    "an add, an edit and a delete in contacts-tui reach the server; a change made on the server first is a conflict, and the server's version is kept",
    arguments: servers)
  func editsReachTheServer(server name: String) throws {
    let own = try DAVServers.start(seeding: 5, only: name)
    let server = own.server(name)
    let account = try DAVAccount(server)
    #expect(try account.sync().status == 0)

    let add = try account.cli(["add", "--name", "Grace Hopper", "--email", "grace@example.com"])
    #expect(add.status == 0, "\(add.stderr)")
    let delete = try account.cli(["delete", "--id", "seed-3", "--yes"])
    #expect(delete.status == 0, "\(delete.stderr)")
    // An edit in $EDITOR (it needs a terminal): seed-4's phone number, +1 555 000 0004.
    let script = account.home.url.appendingPathComponent("editor.sh").path
    try Data(
      "for f in \"$@\"; do :; done\nsed 's/000 0004/000 9999/' \"$f\" > \"$f.new\" && mv \"$f.new\" \"$f\"\n".utf8
    ).write(to: URL(fileURLWithPath: script))
    let edit = try TmuxSession(
      ["edit", "--id", "seed-4"] + account.arguments + account.home.arguments,
      environment: ["EDITOR": "/bin/sh \(script)", "VISUAL": ""])
    // The whole pane, scrollback included: a crash's stack runs past one screen.
    #expect(try edit.exitStatus(timeout: 30) == 0, "\((try? edit.history()) ?? "")")
    let push = try account.sync()
    #expect(push.status == 0, "\(push.stderr)")
    let cards = try server.hrefs().compactMap { try server.get($0) }
    #expect(cards.contains { $0.contains("FN:Grace Hopper") && $0.contains("grace@example.com") })
    #expect(try server.get("seed-3.vcf") == nil)
    #expect(try server.get("seed-4.vcf")?.contains("000 9999") == true)
    #expect(cards.count == 5)

    // The server changes seed-1 after our last sync; deleting it here must not win.
    try server.put("seed-1.vcf", davCard(uid: "seed-1", given: "Server", family: "Side"))
    // The delete is sent at once (a push after the save), so it is the delete that reports the
    // conflict; a sync after it has nothing left to send.
    let refused = try account.cli(["delete", "--id", "seed-1", "--yes"])
    #expect(refused.status == 0)
    let conflict = try account.sync()
    #expect(conflict.status == 0, "\(conflict.stderr)")
    #expect(
      [refused.stderr, conflict.stdout, conflict.stderr].contains { $0.lowercased().contains("conflict") },
      "\(refused.stderr)")
    #expect(try server.get("seed-1.vcf")?.contains("FN:Server Side") == true)
    #expect(try account.listedNames().contains("Server Side"))
  }

  @Test(
    "servers stopped: list --offline and list work from the cache, the browser says offline, sync is exit 7",
    arguments: servers)
  func offline(server name: String) throws {
    let own = try DAVServers.start(seeding: 10, only: name)
    let account = try DAVAccount(own.server(name))
    #expect(try account.sync().status == 0)
    try own.stop()

    let offline = try account.cli(["list", "--offline", "--format", "json"])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(try account.listed(["--offline"]).count == 10)
    #expect(try account.listed().count == 10)

    let tmux = try TmuxSession(account.arguments + account.home.arguments)
    try tmux.waitFor("of 10 contacts", timeout: 30)
    try tmux.waitFor("offline", timeout: 60)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)

    let sync = try account.sync()
    #expect(sync.status == 7)
    #expect(sync.stderr.contains("account “\(name)”"), "\(sync.stderr)")
    #expect(account.cachedCards() == 10)
  }

  @Test("a wrong password is exit 7 with a message naming the account")
  func wrongPassword() throws {
    let shared = try DAVServers.shared()
    let account = try DAVAccount(shared.radicale, password: "wrong")
    let sync = try account.sync()
    #expect(sync.status == 7)
    #expect(sync.stderr.contains("account “radicale”"), "\(sync.stderr)")
    #expect(sync.stderr.contains("401"), "\(sync.stderr)")
  }

  @Test(
    "SIGKILL of the agent in the middle of a 10,000-card first sync, then sync again: the full, consistent cache",
    arguments: servers)
  func killedMidSync(server name: String) throws {
    let own = try DAVServers.start(seeding: 10_000, only: name)
    let account = try DAVAccount(own.server(name))
    let app = try Shell.spawn(
      [Binary.path, "sync", name, "--config", account.config] + account.home.arguments,
      stderr: account.home.url.path + "-sync.err")
    defer { try? FileManager.default.removeItem(atPath: account.home.url.path + "-sync.err") }
    // Wait for the agent, then for some cards in the cache, and kill it.
    var agent: pid_t?
    let end = Date().addingTimeInterval(120)
    while Date() < end {
      var raw: Int32 = 0
      if waitpid(app, &raw, WNOHANG) == app {
        let errors = (try? String(contentsOfFile: account.home.url.path + "-sync.err", encoding: .utf8)) ?? ""
        throw E2EFailure("sync ended (wait status \(raw)) before its agent was killed: \(errors)")
      }
      agent = agent ?? childProcesses(of: app, named: "contacts-tui-sync").first
      if agent != nil, account.cachedCards() >= 100 { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    guard let killed = agent else {
      kill(app, SIGKILL)
      Shell.wait(for: app)
      throw E2EFailure("the sync agent never started")
    }
    let before = account.cachedCards()
    #expect(before > 0 && before < 10_000, "killed with \(before) cards in the cache")
    kill(killed, SIGKILL)
    let status = Shell.wait(for: app)
    #expect(status != 0, "the sync whose agent was killed said it succeeded")

    let again = try account.sync()
    #expect(again.status == 0, "\(again.stderr)")
    #expect(reports(again, cards: 10_000), "\(again.stdout)\(again.stderr)")
    #expect(account.cachedCards() == 10_000)
    let names = try account.listed()
    #expect(names.count == 10_000)
    #expect(Set(names.compactMap { $0["identifier"] as? String }).count == 10_000)
  }

  @Test(
    "privacy: before the grant run, list and sync send the server no request; after it, sync does", arguments: servers)
  func noRequestBeforeTheGrant(server name: String) throws {
    let own = try DAVServers.start(seeding: 5, only: name)
    let server = own.server(name)
    let account = try DAVAccount(server, grant: false)
    let before = server.requestLines().count

    #expect(try account.cli(["list"]).status == 4)
    #expect(try account.sync().status == 4)
    let tmux = try TmuxSession(account.arguments + account.home.arguments)
    try tmux.waitFor(PromptFlowTests.promptTitle)
    Thread.sleep(forTimeInterval: 1)
    #expect(server.requestLines().count == before, "a request while the prompt was up")
    Pause.pastArmingDelay()
    try tmux.send("n")
    try tmux.waitFor("does not have access")
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 1)
    #expect(try account.cli(["list"]).status == 1)
    #expect(try account.sync().status == 1)
    let after = server.requestLines()
    #expect(after.count == before, "requests without a grant: \(after.dropFirst(before))")

    #expect(try account.home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    #expect(try account.sync().status == 0)
    #expect(server.requestLines().count > before)
    #expect(try account.listed().count == 5)
  }

  @Test("limited access: only the server contacts picked show", arguments: servers)
  func limitedAccess(server name: String) throws {
    let own = try DAVServers.start(seeding: 8, only: name)
    let account = try DAVAccount(own.server(name))
    #expect(try account.sync().status == 0)
    #expect(try account.home.cli(["permissions", "reset", "com.example.ContactsDemo"]).status == 0)

    let tmux = try TmuxSession(account.arguments + ["--offline", "--limited-access"] + account.home.arguments)
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Select Contacts…")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitFor("0 selected")
    Pause.pastArmingDelay()
    try tmux.send("Space", "j", "Space")
    try tmux.waitFor("2 selected")
    try tmux.send("Enter")
    try tmux.waitFor("Share 2 Contacts?")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitFor("of 2 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)

    let people = try account.listed(["--offline"])
    #expect(people.count == 2)
    let seeded = Set((0..<8).map { "seed-\($0)" })
    #expect(people.allSatisfy { seeded.contains(($0["identifier"] as? String) ?? "") })
  }
}

/// A granted home with a config file naming one server's account.
final class DAVAccount {
  let server: DAVServer
  let home: TestHome
  /// The config file, in a folder of its own beside the home: the configuration is read only
  /// from folders others cannot write, and /tmp is one they can (docs/CONFIGURATION.md).
  let config: String
  private let configFolder: String

  init(_ server: DAVServer, password: String? = nil, grant: Bool = true) throws {
    self.server = server
    home = try TestHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    configFolder = home.url.path + "-config"
    try FileManager.default.createDirectory(
      atPath: configFolder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    config = configFolder + "/config"
    try server.accountSection(password: password).write(toFile: config, atomically: true, encoding: .utf8)
    if grant {
      let granted = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
      guard granted.status == 0 else { throw E2EFailure("cannot grant: \(granted.stderr)") }
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: configFolder) }

  /// `--account NAME --config FILE`.
  var arguments: [String] { ["--account", server.name, "--config", config] }

  /// The account's cache folder.
  var cacheFolder: URL { URL(fileURLWithPath: AccountCache.folder(for: server.name, in: home.url)) }

  /// `contacts-tui ARGUMENTS --account NAME --config FILE --home DIR`, without a terminal.
  func cli(_ arguments: [String]) throws -> Shell.Output { try home.cli(arguments + self.arguments) }

  /// `contacts-tui sync NAME --config FILE --home DIR`.
  func sync() throws -> Shell.Output { try home.cli(["sync", server.name, "--config", config]) }

  /// The contacts `list --format json` prints; throws unless it exits 0.
  func listed(_ extra: [String] = []) throws -> [[String: Any]] {
    let output = try cli(["list", "--format", "json"] + extra)
    guard output.status == 0 else { throw E2EFailure("list exited \(output.status): \(output.stderr)") }
    guard let people = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]] else {
      throw E2EFailure("list printed no JSON array: \(output.stdout.prefix(200))")
    }
    return people
  }

  /// The formatted names `list` prints.
  func listedNames(_ extra: [String] = []) throws -> [String] {
    try listed(extra).map { person in
      (person["formattedName"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        ?? "\(person["givenName"] as? String ?? "") \(person["familyName"] as? String ?? "")"
    }
  }

  /// The `.vcf` files in the cache folder's address books (one level down).
  func cachedCards() -> Int {
    let manager = FileManager.default
    guard let books = try? manager.contentsOfDirectory(atPath: cacheFolder.path) else { return 0 }
    return books.filter { !$0.hasPrefix(".") }.reduce(0) { total, book in
      let files = (try? manager.contentsOfDirectory(atPath: cacheFolder.appendingPathComponent(book).path)) ?? []
      return total + files.filter { $0.hasSuffix(".vcf") && !$0.hasPrefix(".") }.count
    }
  }
}

/// Whether a sync's summary says it holds `cards` cards (`1000 cards` or `1,000 cards`).
func reports(_ output: Shell.Output, cards: Int) -> Bool {
  (output.stdout + output.stderr).replacingOccurrences(of: ",", with: "").contains("\(cards) cards")
}

/// The pids whose parent is `parent` and whose program is `name`, from /proc.
func childProcesses(of parent: pid_t, named name: String) -> [pid_t] {
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
  return entries.compactMap { entry -> pid_t? in
    guard let pid = pid_t(entry),
      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After "pid (comm)": state, then the parent's pid.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 1, pid_t(fields[1]) == parent else { return nil }
    // The kernel keeps the first 15 bytes of the program's name.
    let command = stat[stat.index(after: stat.firstIndex(of: "(") ?? stat.startIndex)..<close]
    return !command.isEmpty && name.hasPrefix(String(command)) ? pid : nil
  }
}
