import CardDAVCache
import Foundation
import Testing

/// A CardDAV account's world for one test: a data directory, a configuration with
/// `[account home]`, and a fake sync agent (a shell script) that records the request it was sent
/// and answers as `FAKE_SYNC` says: `ok` (progress, then a card written into the account's copy),
/// `slow` (the same, a second per step), `unauthorized`, `unreachable`.
final class CardDAVWorld {
  let home: TestHome
  let folder: URL
  let config: URL
  let agent: URL
  /// Where the agent writes the request it read.
  let requestFile: URL
  /// Created by the agent when it starts at all.
  let startedFile: URL

  init(passwordCommand: String? = "printf 's3cret-pw\\n'", accounts: [String] = ["home"]) throws {
    home = try TestHome()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-dav-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    config = folder.appendingPathComponent("config")
    agent = folder.appendingPathComponent("agent")
    requestFile = folder.appendingPathComponent("request.json")
    startedFile = folder.appendingPathComponent("started")
    var text = ""
    for account in accounts {
      text += "[account \(account)]\nurl = http://127.0.0.1:9/dav/\nusername = jane\n"
      if let passwordCommand { text += "password_command = \(passwordCommand)\n" }
    }
    try text.write(to: config, atomically: true, encoding: .utf8)
    let script = """
      #!/bin/sh
      touch '\(startedFile.path)'
      cat > '\(requestFile.path)'
      folder=$(sed 's/.*"cacheFolder":"\\([^"]*\\)".*/\\1/; s#\\\\/#/#g' '\(requestFile.path)')
      if [ "$FAKE_SYNC" = work-unreachable ] && grep -q '"name":"work"' '\(requestFile.path)'; then
        echo '{"failed":{"_0":{"unreachable":{"account":"work","reason":"connection refused"}}}}'; exit 7
      fi
      case "$FAKE_SYNC" in
      unauthorized)
        echo '{"failed":{"_0":{"unauthorized":{"account":"home","status":401}}}}'; exit 7 ;;
      unreachable)
        echo '{"failed":{"_0":{"unreachable":{"account":"home","reason":"connection refused"}}}}'; exit 7 ;;
      conflict)
        echo '{"finished":{"_0":{"addressBooks":1,"cards":1,"added":0,"changed":0,"deleted":0,"uploaded":0,"conflicts":[{"href":"/dav/ann.vcf","name":"Ann Conflict","keptAt":"/kept/ann.vcf"}],"skipped":[]}}}'
        exit 0 ;;
      esac
      pause=0; [ "$FAKE_SYNC" = slow ] && pause=1
      for done in 140 420 700; do
        echo "{\\"progress\\":{\\"_0\\":{\\"phase\\":\\"downloading\\",\\"done\\":$done,\\"total\\":1000}}}"
        sleep $pause
      done
      mkdir -p "$folder/book"
      printf 'BEGIN:VCARD\\r\\nVERSION:3.0\\r\\nFN:Zed Fromserver\\r\\nN:Fromserver;Zed;;;\\r\\nUID:zed\\r\\nEND:VCARD\\r\\n' > "$folder/book/zed.vcf.tmp"
      mv "$folder/book/zed.vcf.tmp" "$folder/book/zed.vcf"
      echo '{"finished":{"_0":{"addressBooks":1,"cards":1000,"added":3,"changed":1,"deleted":0,"uploaded":2,"conflicts":[],"skipped":[{"href":"/dav/bad.vcf","reason":"not a vCard"}]}}}'
      """
    try Self.writeExecutable(script, to: agent.path)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Writes an executable file through a descriptor no other process can inherit: tests in
  /// other suites spawn processes meanwhile, and a child holding the file open for writing
  /// makes running it fail with "Text file busy" (ETXTBSY).
  static func writeExecutable(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
  }

  /// The environment of a run: the fake agent, in `mode`.
  func environment(_ mode: String = "ok") -> [String: String] {
    ["CONTACTS_TUI_SYNC_AGENT": agent.path, "FAKE_SYNC": mode]
  }

  /// Lets the bundled demo app read contacts.
  func grant() throws {
    _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
  }

  /// Gives the account a copy as a first sync leaves one: an address book holding one card
  /// (Ann), known to the cache's index, so saves have a book to go to.
  func seedCache() throws {
    let cache = try AccountCache(account: "home", dataDirectory: home.url)
    let book = try cache.addBook("/dav/home/contacts/", displayName: "Contacts")
    let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Cached\r\nN:Cached;Ann;;;\r\nUID:ann\r\nEND:VCARD\r\n"
    _ = try cache.store([(href: "/dav/home/contacts/ann.vcf", etag: "\"1\"", bytes: Array(card.utf8))], in: book)
    try cache.markSynced(at: Date(), pulled: true)
  }

  /// The request the agent read, as JSON.
  func request() throws -> [String: Any] {
    let data = try Data(contentsOf: requestFile)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }
}

@Suite("CardDAV in the app: sync, the password, the browser's background sync", .serialized)
struct CardDAVAppTests {
  @Test("sync without the app's access exits as list does, and starts no agent")
  func syncNeedsAccess() throws {
    let world = try CardDAVWorld()
    let output = try world.home.cli(["sync", "--config", world.config.path], environment: world.environment())
    #expect(output.status == 4)
    #expect(output.stderr.contains("has not been granted access yet"))
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
  }

  @Test(
    "an account the configuration lacks, or a URL CardDAV may not use, is a usage error (exit 2) before the grant as after it",
    arguments: [
      ["sync", "nope"], ["list", "--account", "nope"], ["duplicates", "--account", "nope"],
      ["list", "--contacts", "http://example.com/dav/"],
    ])
  func usageErrorsWhateverTheAccess(arguments: [String]) throws {
    let world = try CardDAVWorld()
    let before = try world.home.cli(arguments + ["--config", world.config.path], environment: world.environment())
    try world.grant()
    let after = try world.home.cli(arguments + ["--config", world.config.path], environment: world.environment())
    for output in [before, after] {
      #expect(output.status == 2)
      #expect(output.stderr.contains("no such account") || output.stderr.contains("must be https://"))
    }
    #expect(before.stderr == after.stderr)
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
  }

  @Test("sync prints the report; the password from password_command reached the agent on its stdin")
  func syncReports() throws {
    let world = try CardDAVWorld()
    try world.grant()
    let before = try world.home.cli(["list", "--config", world.config.path, "--account", "home"])
    #expect(before.status == 0 && before.stdout.isEmpty)
    #expect(before.stderr.contains("account “home” has no local copy yet; 'contacts-tui sync home"))
    let output = try world.home.cli(["sync", "--config", world.config.path], environment: world.environment())
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout
        == "home: 1000 cards, 3 added, 1 changed, 0 deleted, 2 sent; 1 skipped (w in the browser lists them)\n")
    let request = try world.request()
    #expect(request["password"] as? String == "s3cret-pw")
    #expect(request["cacheFolder"] as? String == AccountCache.folder(for: "home", in: world.home.url))
    let listed = try world.home.cli(["list", "--config", world.config.path, "--account", "home", "--offline"])
    #expect(listed.stdout == "Zed Fromserver\n")
    #expect(listed.stderr.isEmpty)
  }

  @Test("a refused password or an unreachable server is exit 7, naming the account")
  func syncFailures() throws {
    let world = try CardDAVWorld()
    try world.grant()
    let refused = try world.home.cli(
      ["sync", "home", "--config", world.config.path], environment: world.environment("unauthorized"))
    #expect(refused.status == 7)
    #expect(
      refused.stderr == "contacts-tui: account “home”: the server refused the user name or password (HTTP 401).\n")
    let offline = try world.home.cli(
      ["sync", "--config", world.config.path], environment: world.environment("unreachable"))
    #expect(offline.status == 7)
    #expect(offline.stderr.contains("account “home”: offline (connection refused); there is no cached copy yet"))
    let unknown = try world.home.cli(["sync", "nope", "--config", world.config.path], environment: world.environment())
    #expect(unknown.status == 2)
    // The name is told as it was given: a word after sync, not an --account option.
    #expect(unknown.stderr == "contacts-tui: sync nope: no such account; the accounts are “home”\n")
  }

  @Test("a failing password_command is no password: exit 7, and no agent started")
  func passwordCommandFails() throws {
    let world = try CardDAVWorld(passwordCommand: "echo 'pass: no such entry' >&2; exit 1")
    try world.grant()
    let output = try world.home.cli(["sync", "--config", world.config.path], environment: world.environment())
    #expect(output.status == 7)
    #expect(output.stderr.contains("pass: no such entry"))
    #expect(output.stderr.contains("account “home”: no password (the password_command exited with status 1)"))
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
  }

  @Test("a save into an account is sent at once (a push-only sync); with --offline it waits, no agent started")
  func pushAfterSave() throws {
    let world = try CardDAVWorld()
    try world.grant()
    try world.seedCache()
    let base = ["--config", world.config.path, "--account", "home"]
    let queued = try world.home.cli(
      ["add", "--name", "Queued Offline", "--offline"] + base, environment: world.environment())
    #expect(queued.status == 0, "\(queued.stderr)")
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
    let sent = try world.home.cli(["add", "--name", "Sent Now"] + base, environment: world.environment())
    #expect(sent.status == 0, "\(sent.stderr)")
    #expect(FileManager.default.fileExists(atPath: world.requestFile.path), "no agent ran: \(sent.stderr)")
    #expect(try world.request()["pushOnly"] as? Bool == true)
    let refused = try world.home.cli(
      ["add", "--name", "Kept Anyway"] + base, environment: world.environment("unreachable"))
    #expect(refused.status == 0)
    #expect(refused.stderr.contains("The change is kept in the local copy and sent at the next sync."))
  }

  @Test("without password_command the password is asked on the tty, never echoed")
  func ttyPrompt() throws {
    let world = try CardDAVWorld(passwordCommand: nil)
    try world.grant()
    let tmux = try TmuxSession(
      ["sync", "--config", world.config.path] + world.home.arguments, environment: world.environment())
    // (tmux drops the question's trailing space.)
    _ = try tmux.waitFor("Password for jane at 127.0.0.1 (account “home”):")
    try tmux.type("hunter2-typed")
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    let screen = try tmux.screen()
    #expect(!screen.contains("hunter2"), "\(screen)")
    #expect(screen.contains("home: 1000 cards"))
    #expect(try world.request()["password"] as? String == "hunter2-typed")
  }

  @Test("Ctrl-C at the password question restores the tty and ends with the signal; no agent starts")
  func ttyPromptInterrupted() throws {
    let world = try CardDAVWorld(passwordCommand: nil)
    try world.grant()
    // The shell keeps going after the Ctrl-C that ends the app, to record its status.
    let tmux = try TmuxSession(
      ["sync", "--config", world.config.path] + world.home.arguments, environment: world.environment(),
      wrapper: "trap 'true' INT; $CT")
    _ = try tmux.waitFor("Password for jane")
    try tmux.type("half")
    try tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
    let stty = try tmux.sttyAfterExit()
    #expect(stty.contains(" icanon") && stty.contains(" echo "), "\(stty)")
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
  }

  @Test("the browser opens from the copy, shows the sync's progress, then the card the sync wrote")
  func browserSync() throws {
    let world = try CardDAVWorld()
    try world.grant()
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments,
      environment: world.environment("slow"))
    _ = try tmux.waitFor("syncing home: ")
    let synced = try tmux.waitFor("home synced", timeout: 15)
    _ = synced
    let screen = try tmux.waitFor("Zed Fromserver")
    #expect(screen.contains("1 of 1 contacts"))
    try tmux.send("w")
    _ = try tmux.waitFor("not a vCard")
    try tmux.send("Escape")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a conflict the sync reports is told on the status line and listed by w")
  func browserConflict() throws {
    let world = try CardDAVWorld()
    try world.grant()
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments,
      environment: world.environment("conflict"))
    _ = try tmux.waitFor("“Ann Conflict” was changed on the server")
    try tmux.send("Escape")
    try tmux.send("w")
    _ = try tmux.waitFor("yours is in /kept/ann.vcf")
    try tmux.send("Escape")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("on a terminal, sync draws a progress bar and removes it, leaving the report")
  func progressBarOnTerminal() throws {
    let world = try CardDAVWorld()
    try world.grant()
    let tmux = try TmuxSession(
      ["sync", "--config", world.config.path] + world.home.arguments, environment: world.environment("slow"))
    _ = try tmux.waitFor("home  ▕")
    #expect(try tmux.exitStatus(timeout: 15) == 0)
    let screen = try tmux.screen()
    #expect(!screen.contains("▕"), "\(screen)")
    #expect(screen.contains("home: 1000 cards, 3 added"))
  }

  @Test("before the grant no password is asked and no agent starts; after OK the sync starts")
  func nothingBeforeTheGrant() throws {
    // The password command leaves a mark when it runs.
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("ct-asked-\(UUID().uuidString)")
    let world = try CardDAVWorld(passwordCommand: "touch '\(marker.path)'; echo pw")
    let dismissed = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments, environment: world.environment())
    _ = try dismissed.waitFor("Would Like to Access Your Contacts")
    Pause.pastArmingDelay()
    try dismissed.send("Escape")
    #expect(try dismissed.exitStatus() == 4)
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    let granted = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments, environment: world.environment())
    _ = try granted.waitFor("Would Like to Access Your Contacts")
    Pause.pastArmingDelay()
    try granted.send("y")
    _ = try granted.waitFor("home synced")
    #expect(FileManager.default.fileExists(atPath: marker.path))
    try? FileManager.default.removeItem(at: marker)
    try granted.send("q")
    #expect(try granted.exitStatus() == 0)
  }

  @Test("the browser asks the password on the terminal before its screen opens, and syncs with it")
  func browserAsksPassword() throws {
    let world = try CardDAVWorld(passwordCommand: nil)
    try world.grant()
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments, environment: world.environment())
    _ = try tmux.waitFor("Password for jane at 127.0.0.1")
    try tmux.type("typed-in-browser")
    try tmux.send("Enter")
    let screen = try tmux.waitFor("home synced")
    #expect(!screen.contains("typed-in-browser"))
    #expect(try world.request()["password"] as? String == "typed-in-browser")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test(
    "a password asked over the full screen, right after the prompt, leaves the screen's emergency restore in place: a crash in the browser then still gives the tty back"
  )
  func passwordOverTheFullScreen() throws {
    let world = try CardDAVWorld(passwordCommand: nil)
    let pidFile = world.home.url.path + ".pid"
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments, environment: world.environment(),
      wrapper: TmuxSession.foregroundWrapper(pidFile: pidFile))
    _ = try tmux.waitFor("Would Like to Access Your Contacts")
    Pause.pastArmingDelay()
    try tmux.send("y")
    // The question is asked with the full screen handed back to the shell's mode.
    _ = try tmux.waitFor("Password for jane at 127.0.0.1")
    try tmux.type("over-the-screen")
    try tmux.send("Enter")
    _ = try tmux.waitFor("home synced")
    let pid = try tmux.appPID(from: pidFile)
    #expect(kill(pid, SIGSEGV) == 0)
    #expect(try tmux.exitStatus(timeout: 20) == 128 + SIGSEGV)
    let stty = try tmux.sttyAfterExit()
    #expect(stty.contains(" echo ") && stty.contains(" icanon "), "\(stty)")
    #expect(try tmux.paneModes() == .restored)
  }

  @Test("with two accounts the status line tells each: the one offline first, then the one synced")
  func twoAccountsOnTheStatusLine() throws {
    let world = try CardDAVWorld(accounts: ["home", "work"])
    try world.grant()
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home", "--account", "work"] + world.home.arguments,
      environment: world.environment("work-unreachable"))
    _ = try tmux.waitUntil(timeout: 15, "no status for both accounts") { $0.contains("work offline · home synced") }
    // The card home's sync wrote is listed.
    _ = try tmux.waitFor("Zed Fromserver")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a save in the browser starts a push-only sync")
  func browserPushAfterSave() throws {
    let world = try CardDAVWorld()
    try world.grant()
    try world.seedCache()
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments, environment: world.environment())
    _ = try tmux.waitFor("home synced")
    #expect(try world.request()["pushOnly"] as? Bool == false)
    try FileManager.default.removeItem(at: world.requestFile)
    try tmux.send("a")
    _ = try tmux.waitFor("New contact")
    try tmux.type("Carla")
    try tmux.send("C-s")
    _ = try tmux.waitFor("Carla")
    let end = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: world.requestFile.path) && Date() < end {
      Thread.sleep(forTimeInterval: 0.1)
    }
    Thread.sleep(forTimeInterval: 0.2)  // the agent has written all of it
    #expect(try world.request()["pushOnly"] as? Bool == true)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("without password_command and without a terminal there is no password: exit 7, naming the account")
  func noTerminalNoPassword() throws {
    let world = try CardDAVWorld(passwordCommand: nil)
    try world.grant()
    let output = try world.home.cli(["sync", "--config", world.config.path], environment: world.environment())
    #expect(output.status == 7)
    #expect(output.stderr.contains("account “home”: no password (no terminal to ask on"))
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
  }

  @Test("completions --account-names prints the configuration's accounts, for --account and sync")
  func accountNames() throws {
    let world = try CardDAVWorld()
    let configHome = world.folder.appendingPathComponent("xdg")
    try FileManager.default.createDirectory(
      at: configHome.appendingPathComponent("contacts-tui"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: world.config, to: configHome.appendingPathComponent("contacts-tui/config"))
    let output = try Shell.capture(
      Binary.path, ["completions", "--account-names"], environment: ["XDG_CONFIG_HOME": configHome.path])
    #expect(output.stdout == "home\n")
    let bash = try Shell.capture(Binary.path, ["completions", "bash"]).stdout
    #expect(bash.contains("completions --account-names"))
  }

  @Test("an unreachable server: the browser says offline; --offline starts no agent at all")
  func browserOffline() throws {
    let world = try CardDAVWorld()
    try world.grant()
    let tmux = try TmuxSession(
      ["--config", world.config.path, "--account", "home"] + world.home.arguments,
      environment: world.environment("unreachable"))
    _ = try tmux.waitFor("offline, last synced never")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    try? FileManager.default.removeItem(at: world.startedFile)
    let offline = try TmuxSession(
      ["--config", world.config.path, "--account", "home", "--offline"] + world.home.arguments,
      environment: world.environment())
    _ = try offline.waitFor("offline (--offline)")
    try offline.send("q")
    #expect(try offline.exitStatus() == 0)
    #expect(!FileManager.default.fileExists(atPath: world.startedFile.path))
  }
}
