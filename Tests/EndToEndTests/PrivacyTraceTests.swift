import Foundation
import Testing

/// What the kernel saw: the real binary run under `strace -f -e trace=%file,chdir,connect,bind`,
/// so every path it opened, examined or created, by any syscall that names one, is in the trace,
/// in order. With CardDAV accounts configured, not even an account copy's folder
/// (`<data dir>/carddav/…`) may be looked at before the decision or without access. No contact source (a `--contacts`
/// file or vdir, the bundled sample) may be opened before the decision is written, nor at all
/// after a denial or a dismissal, nor by `list` or `status` without access. The snapshot cache
/// (`$XDG_CACHE_HOME/contacts-tui`) holds contact data, so it counts as a source: not even looked
/// at before the decision or without access; and nothing but the data directory, the permission
/// database and, after a grant, the cache is ever created.
///
/// Needs strace and permission to ptrace; without them the suite is skipped, unless
/// `CONTACTS_TUI_REQUIRE_STRACE=1` (as `.ci/run` sets), which makes a missing strace a failure.
@Suite("No contact source is opened before a grant, by strace", .serialized)
struct PrivacyTraceTests {
  static let promptTitle = "Would Like to Access Your Contacts"

  @Test("allowing opens the --contacts file only after the decision is written to the database")
  func grantOpensSourceAfterDecision() throws {
    guard let strace = try StraceRun.tool() else { return }
    let sources = try ContactSources()
    let home = try TestHome()
    #expect(try home.status().name == "notDetermined")  // the schema exists: the next write is the decision
    let run = StraceRun(strace: strace, home: home)
    let tmux = try TmuxSession(
      home.arguments + ["--contacts", sources.file], environment: sources.environment, wrapper: run.wrapper)
    try tmux.waitFor(Self.promptTitle, timeout: 30)
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("of 2 contacts", timeout: 30)
    try tmux.send("q")
    #expect(try tmux.exitStatus(timeout: 30) == 0)
    let trace = try run.trace()
    let decision = try #require(trace.firstIndex(where: run.writesDatabase), "no database write in the trace")
    let opened = try #require(trace.firstIndex { sources.isOpened(by: $0) }, "the contacts file was never opened")
    #expect(decision < opened, "\(trace[opened]) came before the decision \(trace[decision])")
    let cached = try #require(trace.firstIndex(where: sources.mentionsCache), "the snapshot cache was never used")
    #expect(decision < cached, "\(trace[cached]) came before the decision \(trace[decision])")
    #expect(trace.contains { sources.mentionsCache($0) && $0.contains("rename") }, "no snapshot was written")
    let created = trace.filter(run.createsFile)
    #expect(created.allSatisfy { run.isDatabase($0) || sources.mentionsCache($0) }, "\(created)")
    #expect(try home.status().name == "authorized")
  }

  @Test("allowing reads the bundled sample only after the decision is written")
  func grantOpensSampleAfterDecision() throws {
    guard let strace = try StraceRun.tool() else { return }
    let home = try TestHome()
    #expect(try home.status().name == "notDetermined")
    let run = StraceRun(strace: strace, home: home)
    let tmux = try TmuxSession(home.arguments, wrapper: run.wrapper)
    try tmux.waitFor(Self.promptTitle, timeout: 30)
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("of 250 contacts", timeout: 30)
    try tmux.send("q")
    #expect(try tmux.exitStatus(timeout: 30) == 0)
    let trace = try run.trace()
    let decision = try #require(trace.firstIndex(where: run.writesDatabase), "no database write in the trace")
    let opened = try #require(trace.firstIndex(where: ContactSources.opensSample), "the sample was never opened")
    #expect(decision < opened, "\(trace[opened]) came before the decision \(trace[decision])")
  }

  @Test(
    "denying or dismissing the prompt opens no contact source at all",
    arguments: [("n", Int32(1)), ("Escape", Int32(4))])
  func refusalOpensNothing(key: String, exitCode: Int32) throws {
    guard let strace = try StraceRun.tool() else { return }
    let sources = try ContactSources()
    let home = try TestHome()
    let run = StraceRun(strace: strace, home: home)
    let tmux = try TmuxSession(
      home.arguments + ["--contacts", sources.file, "--contacts", sources.folder], environment: sources.environment,
      wrapper: run.wrapper)
    try tmux.waitFor(Self.promptTitle, timeout: 30)
    Pause.pastArmingDelay()
    try tmux.send(key)
    if exitCode == 1 {
      try tmux.waitFor("does not have access", timeout: 30)
      try tmux.send("x")
    }
    #expect(try tmux.exitStatus(timeout: 30) == exitCode)
    let trace = try run.trace()
    #expect(trace.contains { $0.contains("execve(") }, "the trace is empty")
    #expect(!trace.contains { sources.isOpened(by: $0) || ContactSources.opensSample($0) })
    #expect(!trace.contains(where: sources.mentionsCache), "the snapshot cache was looked at")
    #expect(trace.filter(run.createsFile).allSatisfy(run.isDatabase), "\(trace.filter(run.createsFile))")
    let touched = trace.filter { sources.touchesContactPath($0, dataDirectory: home.url) }
    #expect(touched.isEmpty, "\(touched)")
  }

  @Test("list and status open no contact source while access is undecided or denied")
  func commandsWithoutAccessOpenNothing() throws {
    guard let strace = try StraceRun.tool() else { return }
    let sources = try ContactSources()
    let home = try TestHome()
    let run = StraceRun(strace: strace, home: home)
    let contacts = ["--contacts", sources.file, "--contacts", sources.folder]
    // Exit codes: 4 while undecided, 1 when denied, for both.
    for (decision, listExit, statusExit) in [(nil, Int32(4), Int32(4)), ("deny", 1, 1)] {
      if let decision {
        #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", decision]).status == 0)
      }
      for command in [["list"] + contacts, ["list"], ["status"] + contacts, ["status"]] {
        let output = try Shell.capture(
          strace, run.straceArguments + command + home.arguments, environment: sources.environment, newSession: true)
        #expect(output.status == (command[0] == "list" ? listExit : statusExit), "\(command): \(output.stderr)")
        let trace = try run.trace()
        #expect(trace.contains { $0.contains("execve(") }, "the trace is empty")
        #expect(
          !trace.contains { sources.isOpened(by: $0) || ContactSources.opensSample($0) || sources.mentionsCache($0) },
          "\(command) with \(decision ?? "no decision")")
        let touched = trace.filter { sources.touchesContactPath($0, dataDirectory: home.url) }
        #expect(touched.isEmpty, "\(command) with \(decision ?? "no decision"): \(touched)")
      }
    }
  }

  @Test("with a CardDAV account configured, allowing touches no contact path before the decision is written")
  func grantWithAccountTouchesNothingBeforeDecision() throws {
    guard let strace = try StraceRun.tool() else { return }
    let sources = try ContactSources()
    let world = try CardDAVWorld()
    try world.seedCache()  // the account's folder exists: even a look at it would show
    let home = world.home
    let run = StraceRun(strace: strace, home: home)
    let arguments = ["--config", world.config.path, "--account", "home", "--contacts", sources.file]
    let tmux = try TmuxSession(
      home.arguments + arguments, environment: sources.environment.merging(world.environment("unreachable")) { $1 },
      wrapper: run.wrapper)
    try tmux.waitFor(Self.promptTitle, timeout: 30)
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("of 3 contacts", timeout: 30)
    try tmux.send("q")
    #expect(try tmux.exitStatus(timeout: 30) == 0)
    let trace = try run.trace()
    let decision = try #require(trace.firstIndex(where: run.writesDatabase), "no database write in the trace")
    let touched = try #require(
      trace.firstIndex { sources.touchesContactPath($0, dataDirectory: home.url) }, "no contact path in the trace")
    #expect(decision < touched, "\(trace[touched]) came before the decision \(trace[decision])")
    let carddav = home.url.appendingPathComponent("carddav").path
    #expect(trace.contains { $0.contains("\"\(carddav)/") }, "the account's copy was never read")
  }

  @Test(
    "with a CardDAV account configured, denying or dismissing the prompt touches no contact path at all",
    arguments: [("n", Int32(1)), ("Escape", Int32(4))])
  func refusalWithAccountTouchesNothing(key: String, exitCode: Int32) throws {
    guard let strace = try StraceRun.tool() else { return }
    let sources = try ContactSources()
    let world = try CardDAVWorld(accounts: ["home", "work"])
    try world.seedCache()
    let home = world.home
    let run = StraceRun(strace: strace, home: home)
    let arguments = [
      "--config", world.config.path, "--account", "home", "--account", "work", "--contacts", sources.file,
      "--contacts", sources.folder,
    ]
    let tmux = try TmuxSession(
      home.arguments + arguments, environment: sources.environment.merging(world.environment()) { $1 },
      wrapper: run.wrapper)
    try tmux.waitFor(Self.promptTitle, timeout: 30)
    Pause.pastArmingDelay()
    try tmux.send(key)
    if exitCode == 1 {
      try tmux.waitFor("does not have access", timeout: 30)
      try tmux.send("x")
    }
    #expect(try tmux.exitStatus(timeout: 30) == exitCode)
    let trace = try run.trace()
    #expect(trace.contains { $0.contains("execve(") }, "the trace is empty")
    let touched = trace.filter { sources.touchesContactPath($0, dataDirectory: home.url) }
    #expect(touched.isEmpty, "\(touched)")
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path), "the sync agent was started")
  }

  @Test("with CardDAV accounts configured, list, query and status touch no contact path while undecided or denied")
  func commandsWithAccountsTouchNothing() throws {
    guard let strace = try StraceRun.tool() else { return }
    let sources = try ContactSources()
    let world = try CardDAVWorld(accounts: ["home", "work"])
    try world.seedCache()
    let home = world.home
    let run = StraceRun(strace: strace, home: home)
    let accounts = ["--config", world.config.path, "--account", "home", "--account", "work"]
    let contacts = accounts + ["--contacts", sources.file, "--contacts", sources.folder]
    let environment = sources.environment.merging(world.environment()) { $1 }
    for decision in [nil, "deny"] {
      if let decision {
        #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", decision]).status == 0)
      }
      for command in [
        ["list"] + accounts, ["list"] + contacts, ["query", "ann"] + accounts, ["query", "ann"] + contacts,
        ["status"] + accounts, ["status"] + contacts,
      ] {
        let output = try Shell.capture(
          strace, run.straceArguments + command + home.arguments, environment: environment, newSession: true)
        #expect(output.status != 0, "\(command): \(output.stderr)")
        if decision != nil { #expect(output.status == 1, "\(command): \(output.stderr)") }
        #expect(output.stdout.isEmpty || command[0] == "status", "\(command): \(output.stdout)")
        let trace = try run.trace()
        #expect(trace.contains { $0.contains("execve(") }, "the trace is empty")
        let touched = trace.filter { sources.touchesContactPath($0, dataDirectory: home.url) }
        #expect(touched.isEmpty, "\(command) with \(decision ?? "no decision"): \(touched)")
      }
    }
  }
}

/// Contact sources for a test: one `.vcf` file and one vdir folder, in a scratch folder, and the
/// cache their snapshots go to (`XDG_CACHE_HOME`), which holds contact data too.
private final class ContactSources {
  let root: URL
  let file: String
  let folder: String
  let cache: String

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("ct-sources-\(UUID().uuidString)")
    let vdir = root.appendingPathComponent("vdir")
    try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
    file = root.appendingPathComponent("private.vcf").path
    folder = vdir.path
    cache = root.appendingPathComponent("cache").path
    let card = { (uid: String, name: String) in
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:\(name);Ann;;;\r\nEND:VCARD\r\n"
    }
    try Data((card("a", "Alpha") + card("b", "Beta")).utf8).write(to: URL(fileURLWithPath: file))
    try Data(card("c", "Gamma").utf8).write(to: vdir.appendingPathComponent("c.vcf"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// The environment that sends snapshots to `cache`.
  var environment: [String: String] { ["XDG_CACHE_HOME": cache] }

  /// Whether a trace line names the snapshot cache or anything in it (any call: even a look),
  /// or a snapshot file (created and renamed relative to the cache folder's descriptor).
  func mentionsCache(_ line: String) -> Bool { line.contains("\"\(cache)") || line.contains(".snapshot") }

  /// Whether a trace line names any contact path at all, by any syscall (a look, an `lstat`, an
  /// `access`, not only an open): the file, the folder and anything in it, the snapshot cache,
  /// and the CardDAV accounts' copies under `dataDirectory/carddav` (their folders, and the
  /// files a cache opens relative to its folder's descriptor). The `execve` of the binary names
  /// the sources among its arguments, which touches none of them, so it does not count.
  func touchesContactPath(_ line: String, dataDirectory: URL) -> Bool {
    guard !line.contains("execve(") else { return false }
    let carddav = dataDirectory.appendingPathComponent("carddav", isDirectory: true).path
    let prefixes = [file, folder, cache, carddav].map { "\"\($0)" }
    let cacheFiles = [".snapshot", "\".index.sqlite", "\".synced", "\".conflicts"]
    return prefixes.contains { line.contains($0) } || cacheFiles.contains { line.contains($0) }
  }

  /// Whether a trace line opens the file, the folder or anything in it.
  func isOpened(by line: String) -> Bool {
    Self.isOpen(line)
      && (line.contains("\"\(file)\"") || line.contains("\"\(folder)\"") || line.contains("\"\(folder)/"))
  }

  /// Whether a trace line opens the bundled sample address book. (Finding the resource folder
  /// may look at the file's metadata, which holds no contact; opening it is what reads one.)
  static func opensSample(_ line: String) -> Bool {
    isOpen(line) && (line.contains("/Sample/contacts.vcf\"") || line.contains("/Sample\""))
  }

  /// Whether a trace line is an open of any kind: `open`, `openat`, `openat2` or `creat` (an
  /// `execve` names the sources among its arguments). Lines are `PID syscall(args…`, the pid
  /// padded with spaces to the widest one seen (`9964  openat(` once a pid has five digits).
  static func isOpen(_ line: String) -> Bool {
    let call = line.drop { $0 != " " }.drop { $0 == " " }.prefix { $0 != "(" }
    return ["open", "openat", "openat2", "creat"].contains(String(call))
  }
}

/// One strace'd run: the arguments that trace file syscalls into a scratch file, and its lines.
private struct StraceRun {
  let strace: String
  let home: TestHome
  let output = FileManager.default.temporaryDirectory.appendingPathComponent("ct-trace-\(UUID().uuidString)").path

  /// strace itself, or nil when it is missing (and not required).
  static func tool() throws -> String? {
    let path = "/usr/bin/strace"
    if FileManager.default.isExecutableFile(atPath: path) { return path }
    if ProcessInfo.processInfo.environment["CONTACTS_TUI_REQUIRE_STRACE"] == "1" {
      throw E2EFailure("strace is required (CONTACTS_TUI_REQUIRE_STRACE=1) but \(path) is missing")
    }
    return nil
  }

  /// Every syscall that names a path: the file class (`open`, `stat`, `lstat`, `access`,
  /// `readlink`, `mkdir`, `chdir`, `execve`, `inotify_add_watch`, the `*at` forms…), and the
  /// socket calls that take one (`connect`, `bind`: a Unix socket's address is a path).
  static let traced = "trace=%file,chdir,connect,bind"

  /// Before the binary's own arguments: follow threads and children, path syscalls only.
  var straceArguments: [String] { ["-f", "-qq", "-e", Self.traced, "-o", output, Binary.path] }

  /// The tmux wrapper running the binary (`$CT`) under strace.
  var wrapper: String { "\(strace) -f -qq -e \(Self.traced) -o \(TmuxSession.quote(output)) $CT" }

  /// The trace, one syscall a line (an interrupted one is two lines; the first names the path).
  func trace() throws -> [String] {
    defer { try? FileManager.default.removeItem(atPath: output) }
    return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  var database: String { home.database.path }

  /// Whether a line names the data directory, the permission database or SQLite's files beside it
  /// (the database is created under a temporary name relative to the data directory's descriptor,
  /// `openat(3, "permissions.sqlite3.new", …)`, then renamed into place).
  func isDatabase(_ line: String) -> Bool {
    line.contains("\"\(home.url.path)") || line.contains("\"\(home.database.lastPathComponent)")
  }

  /// Whether a line starts a write to the database: SQLite creates its rollback journal (or
  /// write-ahead log) for every write transaction, or a new file is renamed into place.
  func writesDatabase(_ line: String) -> Bool {
    (line.contains("\"\(database)-journal\", O_RDWR|O_CREAT") || line.contains("\"\(database)-wal\", O_RDWR|O_CREAT"))
      || (line.contains("rename") && line.contains("\"\(database)\""))
  }

  /// Whether a line creates a file (an open with O_CREAT that succeeded, or a mkdir).
  func createsFile(_ line: String) -> Bool {
    (line.contains("O_CREAT") || line.contains(" mkdir(")) && !line.contains("= -1")
  }
}
