import Authorization
import Foundation
import Testing

/// Faults in the permission database, against the real binary: kills during writes, full and
/// read-only disks, damaged and foreign files, files that must not be trusted, racing prompts,
/// and a permissive umask. The tests run as root (chown to `nobody`, tmpfs mounts).
@Suite("Permission database faults, against the real binary", .serialized)
struct DatabaseFaultTests {
  static let demoApp = "com.example.ContactsDemo"
  static let resetAdvice = "permissions reset --all"

  // MARK: - SIGKILL during writes

  @Test(
    "SIGKILL at random points during 200+ decision writes: the database stays sound and holds the old or the new decision"
  )
  func sigkillDuringDecisionWrites() throws {
    let home = try TestHome()
    let client = "com.example.Killed"
    #expect(try home.cli(["permissions", "set", client, "deny"]).status == 0)
    // Spread the kills over a whole run of `permissions set` (start-up, open, write, exit), as
    // measured here, so that some land in the middle of the write's transaction.
    var runs: [Double] = []
    for value in ["allow", "deny", "allow", "deny", "allow", "deny"] {
      let start = Date()
      _ = try home.cli(["permissions", "set", client, value])
      runs.append(Date().timeIntervalSince(start))
    }
    let span = max(0.03, runs.sorted()[runs.count / 2] * 1.2)
    var current = AuthValue.denied
    var tally = (loops: 0, old: 0, new: 0, corrupt: 0, hotJournals: 0)
    let started = Date()
    while tally.loops < 200 || (tally.loops < 400 && Date().timeIntervalSince(started) < 20) {
      if tally.loops >= 200 && Date().timeIntervalSince(started) > 50 { break }
      let target: AuthValue = current == .allowed ? .denied : .allowed
      let words = ["permissions", "set", client, target == .allowed ? "allow" : "deny", "--home", home.url.path]
      let pid = try Shell.spawn([Binary.path] + words)
      Thread.sleep(forTimeInterval: Double.random(in: 0...span))
      kill(pid, SIGKILL)
      Shell.wait(for: pid)
      tally.loops += 1
      if FileManager.default.fileExists(atPath: home.database.path + "-journal") { tally.hotJournals += 1 }
      do {
        let store = try SQLitePermissionStore(directory: home.url)
        let problems = try store.integrityProblems()
        let value = try store.record(for: client)?.value
        if !problems.isEmpty || (value != current && value != target) {
          tally.corrupt += 1
          Issue.record("after kill \(tally.loops): \(problems), value \(String(describing: value))")
        } else if value == target {
          tally.new += 1
          current = target
        } else {
          tally.old += 1
        }
      } catch {
        tally.corrupt += 1
        Issue.record("after kill \(tally.loops) the database could not be opened: \(error)")
      }
    }
    let seconds = Date().timeIntervalSince(started)
    print(
      "SIGKILL during writes: \(tally.loops) kills over 0–\(Int(span * 1000)) ms in \(Int(seconds)) s; "
        + "\(tally.old) kept the old decision, \(tally.new) held the new one, \(tally.hotJournals) left a hot "
        + "journal, \(tally.corrupt) corrupt")
    #expect(tally.loops >= 200)
    #expect(tally.corrupt == 0)
    #expect(tally.old > 0 && tally.new > 0, "the kills did not spread over the write: \(tally)")
  }

  // MARK: - Full and read-only disks

  @Test(
    "a full disk: permissions set and the prompt's answer exit 7 saying the disk is full, and the stored decision is unchanged"
  )
  func fullDisk() throws {
    let run = try TmpfsRun(
      """
      "$B" permissions set com.example.ContactsDemo deny --home "$H" >/dev/null 2>&1 || exit 91
      dd if=/dev/zero of="$MNT/fill" bs=4096 >/dev/null 2>&1
      step set "$B" permissions set com.example.ContactsDemo allow --home "$H"
      step reset "$B" permissions reset com.example.ContactsDemo --home "$H"
      step after "$B" status --home "$H"
      """)
    for name in ["set", "reset"] {
      let step = try run.step(name)
      #expect(step.status == 7, "\(name): \(step.stderr)")
      #expect(step.stderr.contains("the disk is full"), "\(name): \(step.stderr)")
      #expect(step.stderr.contains("Free some space"))
      #expect(step.stderr.contains("Nothing was changed"))
      #expect(!step.stderr.contains(Self.resetAdvice), "\(name): \(step.stderr)")
      #expect(!step.stdout.contains("allowed"))
    }
    let after = try run.step("after")
    #expect(after.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "denied")
    #expect(after.status == 1)
  }

  @Test("a full disk while the prompt is answered: OK exits 7 with the full-disk message, no browser, nothing stored")
  func fullDiskAtThePrompt() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ct-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let mount = scratch.appendingPathComponent("mnt").path
    let err = scratch.appendingPathComponent("err").path
    let after = scratch.appendingPathComponent("after").path
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    let home = mount + "/home"
    let quoted = TmuxSession.quote
    // The app runs in a private mount namespace over a 256 KB tmpfs that is then filled up.
    let inner = """
      mount -t tmpfs -o size=256k tmpfs \(quoted(mount)) || exit 90
      \(quoted(Binary.path)) permissions set com.example.Other deny --home \(quoted(home)) >/dev/null 2>&1 || exit 91
      dd if=/dev/zero of=\(quoted(mount))/fill bs=4096 >/dev/null 2>&1
      $CT --home \(quoted(home)) 2>\(quoted(err)); rc=$?
      \(quoted(Binary.path)) status --home \(quoted(home)) >\(quoted(after)) 2>&1
      exit $rc
      """
    let tmux = try TmuxSession([], wrapper: "unshare -m sh -c \(quoted(inner))")
    try tmux.waitFor(PromptFlowTests.promptTitle, timeout: 20)
    Thread.sleep(forTimeInterval: 1.2)
    try tmux.send("y")
    let status = try tmux.exitStatus(timeout: 20)
    #expect(status == 7)
    let message = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    #expect(message.contains("the disk is full"), "\(message)")
    #expect(message.contains(home + "/permissions.sqlite3"))
    #expect(!message.contains(Self.resetAdvice))
    let stored = (try? String(contentsOfFile: after, encoding: .utf8)) ?? ""
    #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == "notDetermined", "\(stored)")
  }

  @Test(
    "a read-only data directory (a read-only mount): reads work, writes exit 7 saying it is read-only, nothing changes")
  func readOnlyDataDirectory() throws {
    let run = try TmpfsRun(
      """
      "$B" permissions set com.example.ContactsDemo deny --home "$H" >/dev/null 2>&1 || exit 91
      mount -o remount,ro "$MNT" || exit 92
      step set "$B" permissions set com.example.ContactsDemo allow --home "$H"
      step resetall "$B" permissions reset --all --home "$H"
      step fresh "$B" permissions set com.example.ContactsDemo allow --home "$MNT/never-made"
      step after "$B" status --home "$H"
      """)
    for name in ["set", "resetall", "fresh"] {
      let step = try run.step(name)
      #expect(step.status == 7, "\(name): \(step.stderr)")
      #expect(step.stderr.contains("read-only"), "\(name): \(step.stderr)")
      #expect(step.stderr.contains("writable"), "\(name): \(step.stderr)")
      #expect(!step.stderr.contains("reset --all` (every"), "\(name): \(step.stderr)")
    }
    let after = try run.step("after")
    #expect(after.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "denied", "\(after.stderr)")
  }

  @Test(
    "a data directory without write permission (0500, root's override dropped): writes exit 7 saying so, reads work")
  func unwritableDataDirectory() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", Self.demoApp, "deny"]).status == 0)
    #expect(chmod(home.url.path, 0o500) == 0)
    defer { chmod(home.url.path, 0o700) }
    // Root ignores file modes; without CAP_DAC_OVERRIDE and friends it is held to them like anyone.
    func asUser(_ words: [String]) throws -> Shell.Output {
      try Shell.capture(
        "/usr/bin/setpriv",
        ["--bounding-set=-dac_override,-dac_read_search,-fowner", Binary.path] + words + home.arguments)
    }
    for words in [["permissions", "set", Self.demoApp, "allow"], ["permissions", "reset", Self.demoApp]] {
      let output = try asUser(words)
      #expect(output.status == 7, "\(words): \(output.stderr)")
      #expect(output.stderr.contains("cannot be written") || output.stderr.contains("permission denied"))
      #expect(output.stderr.contains("Make sure you can write to \(home.url.path)"), "\(output.stderr)")
      #expect(!output.stderr.contains(Self.resetAdvice), "\(output.stderr)")
    }
    let status = try asUser(["status"])
    #expect(status.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "denied", "\(status.stderr)")
  }

  // MARK: - Damaged and foreign files

  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case randomBytes, truncated, zeroLength, png, foreignSQLite, directory, schemaVersion99
    var testDescription: String { rawValue }
  }

  @Test(
    "a corrupt, truncated, empty or foreign database, a directory in its place, or schema version 99 fails closed: exit 7, naming the file and permissions reset --all",
    arguments: Damage.allCases)
  func damagedDatabase(damage: Damage) throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", Self.demoApp, "allow"]).status == 0)
    let path = home.database.path
    switch damage {
    case .randomBytes:
      try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: home.database)
    case .truncated:
      for index in 0..<150 { _ = try home.cli(["permissions", "set", "com.example.\(index)", "deny"]) }
      let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
      #expect(truncate(path, off_t(size / 2)) == 0)
    case .zeroLength:
      #expect(truncate(path, 0) == 0)
    case .png:
      let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
      try Data(png + [UInt8](repeating: 0, count: 4096)).write(to: home.database)
    case .foreignSQLite:
      try FileManager.default.removeItem(atPath: path)
      try Shell.run(
        "/usr/bin/sqlite3",
        [path, "CREATE TABLE photos (id INTEGER, data BLOB); INSERT INTO photos VALUES (1, x'00');"])
    case .directory:
      try FileManager.default.removeItem(atPath: path)
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case .schemaVersion99:
      try Shell.run("/usr/bin/sqlite3", [path, "PRAGMA user_version = 99;"])
    }
    let before = try? Data(contentsOf: home.database)
    for command in [["status"], ["permissions"], ["permissions", "set", Self.demoApp, "allow"]] {
      let output = try home.cli(command)
      #expect(output.status == 7, "\(command): \(output.stderr)")
      #expect(output.stderr.contains(path), "\(command): \(output.stderr)")
      #expect(output.stderr.contains(Self.resetAdvice), "\(command): \(output.stderr)")
      #expect(!output.stdout.contains("authorized"))
    }
    #expect((try? Data(contentsOf: home.database)) == before, "a damaged database was written to")
    let reset = try home.cli(["permissions", "reset", "--all"])
    #expect(reset.status == 0, "\(reset.stderr)")
    #expect(try home.status().name == "notDetermined")
  }

  // MARK: - Files that must not be trusted

  enum Attack: String, CaseIterable, CustomTestStringConvertible {
    case databaseSymlink, databaseHardLink, databaseOwnedByNobody, databaseWorldWritable, databaseGroupWritable
    case directorySymlink, directoryOwnedByNobody, directoryWorldWritable, directoryGroupWritable
    var testDescription: String { rawValue }
  }

  @Test(
    "a database or data directory that is a symlink, hard-linked, owned by another user or writable by group or others is refused, and never read or written through",
    arguments: Attack.allCases)
  func untrustedFiles(attack: Attack) throws {
    // A planted database that allows the demo app: if it were obeyed, status would say authorized.
    let planted = try TestHome()
    #expect(try planted.cli(["permissions", "set", Self.demoApp, "allow"]).status == 0)
    #expect(chmod(planted.database.path, 0o644) == 0)
    let plantedBytes = try Data(contentsOf: planted.database)
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", Self.demoApp, "deny"]).status == 0)
    let expected: String
    switch attack {
    case .databaseSymlink:
      try FileManager.default.removeItem(at: home.database)
      try FileManager.default.createSymbolicLink(at: home.database, withDestinationURL: planted.database)
      expected = "is a symbolic link"
    case .databaseHardLink:
      try FileManager.default.removeItem(at: home.database)
      #expect(link(planted.database.path, home.database.path) == 0)
      expected = "hard links"
    case .databaseOwnedByNobody:
      try FileManager.default.removeItem(at: home.database)
      try plantedBytes.write(to: home.database)
      #expect(chown(home.database.path, 65534, 65534) == 0)
      #expect(chmod(home.database.path, 0o666) == 0)
      expected = "(uid 65534), not to you"
    case .databaseWorldWritable:
      #expect(chmod(home.database.path, 0o666) == 0)
      expected = "writable by group or others"
    case .databaseGroupWritable:
      #expect(chmod(home.database.path, 0o660) == 0)
      expected = "writable by group or others"
    case .directorySymlink:
      try FileManager.default.removeItem(at: home.url)
      try FileManager.default.createSymbolicLink(at: home.url, withDestinationURL: planted.url)
      expected = "is a symbolic link"
    case .directoryOwnedByNobody:
      #expect(chown(home.url.path, 65534, 65534) == 0)
      expected = "(uid 65534), not to you"
    case .directoryWorldWritable:
      #expect(chmod(home.url.path, 0o777) == 0)
      expected = "writable by group or others"
    case .directoryGroupWritable:
      #expect(chmod(home.url.path, 0o770) == 0)
      expected = "writable by group or others"
    }
    let plantedListing = try FileManager.default.contentsOfDirectory(atPath: planted.url.path)
    for command in [["status"], ["permissions"], ["permissions", "set", Self.demoApp, "allow"], ["list"]] {
      let output = try home.cli(command)
      #expect(output.status == 7, "\(command): \(output.stderr)")
      #expect(output.stderr.contains(expected), "\(command): \(output.stderr)")
      #expect(output.stderr.contains(home.url.path), "\(command): \(output.stderr)")
      #expect(!output.stdout.contains("authorized") && !output.stdout.contains("allowed"))
    }
    // The app itself fails closed before any prompt.
    let errors = home.url.path + ".err"
    let tmux = try TmuxSession(home.arguments, wrapper: "$CT 2> \(TmuxSession.quote(errors))")
    #expect(try tmux.exitStatus() == 7)
    #expect(((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").contains(expected))
    try? FileManager.default.removeItem(atPath: errors)
    // The other file: same bytes, same mode, nothing created beside it.
    #expect(try Data(contentsOf: planted.database) == plantedBytes)
    #expect(permissionBits(planted.database.path) == 0o644)
    #expect(try FileManager.default.contentsOfDirectory(atPath: planted.url.path) == plantedListing)
  }

  // MARK: - Racing prompts

  @Test("two processes prompting for the same app at once: both prompts work, and the stored result is the last answer")
  func twoPromptsAtOnce() throws {
    let home = try TestHome()
    let first = try TmuxSession(home.arguments)
    let second = try TmuxSession(home.arguments)
    try first.waitFor(PromptFlowTests.promptTitle, timeout: 20)
    try second.waitFor(PromptFlowTests.promptTitle, timeout: 20)
    Thread.sleep(forTimeInterval: 1.2)
    try first.send("y")
    try first.waitFor("of 250 contacts", timeout: 20)
    #expect(try home.status().name == "authorized")
    // The second prompt is still up, and still works.
    #expect(try second.screen().contains(PromptFlowTests.promptTitle))
    Thread.sleep(forTimeInterval: 1.2)
    try second.send("n")
    try second.waitFor("does not have access", timeout: 20)
    try second.send("Enter")
    #expect(try second.exitStatus(timeout: 20) == 1)
    try first.send("q")
    #expect(try first.exitStatus(timeout: 20) == 0)
    #expect(try home.status().name == "denied")
  }

  // MARK: - umask

  @Test("under umask 000 the data directory (and the ones made above it) are 0700 and the database 0600")
  func umaskZero() throws {
    let home = try TestHome()
    let nested = home.url.appendingPathComponent("a/b/contacts-tui").path
    let output = try Shell.capture(
      "/bin/sh",
      ["-c", "umask 000; exec \"$0\" permissions set com.example.Umask allow --home \"$1\"", Binary.path, nested])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(permissionBits(nested) == 0o700)
    #expect(permissionBits(home.url.appendingPathComponent("a").path) == 0o700)
    #expect(permissionBits(nested + "/permissions.sqlite3") == 0o600)
    // A later write, with SQLite's journal, under the same umask, leaves the modes as they were.
    let again = try Shell.capture(
      "/bin/sh",
      ["-c", "umask 000; exec \"$0\" permissions set com.example.Umask deny --home \"$1\"", Binary.path, nested])
    #expect(again.status == 0)
    #expect(permissionBits(nested + "/permissions.sqlite3") == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: nested) == ["permissions.sqlite3"])
  }

  private func permissionBits(_ path: String) -> Int? {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int).map { $0 & 0o777 }
  }
}

/// A shell script run in a private mount namespace over a fresh 256 KB tmpfs at `$MNT`, with the
/// binary as `$B` and a data directory path `$H` inside the mount. `step NAME CMD…` records a
/// command's stdout, stderr and status for `step(_:)`. The mount disappears with the namespace.
struct TmpfsRun {
  let scratch: URL

  init(_ body: String) throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ct-tmpfs-\(UUID().uuidString)")
    let mount = scratch.appendingPathComponent("mnt")
    try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
    let script = """
      MNT="$1"; B="$2"; OUT="$3"; H="$MNT/home"
      step() { name="$1"; shift; "$@" >"$OUT/$name.out" 2>"$OUT/$name.err"; echo $? >"$OUT/$name.rc"; }
      mount -t tmpfs -o size=256k tmpfs "$MNT" || exit 90
      \(body)
      """
    let output = try Shell.capture(
      "/usr/bin/unshare", ["-m", "sh", "-c", script, "sh", mount.path, Binary.path, scratch.path])
    guard output.status == 0 else {
      throw E2EFailure("the tmpfs script failed (\(output.status); 90: cannot mount, needs root): \(output.stderr)")
    }
  }

  /// What step `name` printed and how it exited.
  func step(_ name: String) throws -> Shell.Output {
    func read(_ suffix: String) -> String {
      (try? String(contentsOf: scratch.appendingPathComponent("\(name).\(suffix)"), encoding: .utf8)) ?? ""
    }
    guard let status = Int32(read("rc").trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw E2EFailure("step \(name) did not run")
    }
    return Shell.Output(status: status, stdout: read("out"), stderr: read("err"))
  }
}
