import Foundation

/// Runs programs for the end-to-end tests and captures what they print.
///
/// It spawns with `posix_spawn` rather than `Process`: test threads run with signals blocked, and
/// a child that inherits that mask (tmux's client waits for signals) would hang. Output goes to
/// files, so a daemon that keeps our descriptors (the tmux server) cannot stall the read.
enum Shell {
  /// The result of one run.
  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `path` with `arguments`; throws when it exits non-zero. Returns standard output.
  @discardableResult
  static func run(_ path: String, _ arguments: [String]) throws -> String {
    let output = try capture(path, arguments)
    guard output.status == 0 else {
      throw E2EFailure("\(path) \(arguments.joined(separator: " ")) exited \(output.status): \(output.stderr)")
    }
    return output.stdout
  }

  /// An `XDG_CONFIG_HOME` that never exists, so no run reads the tester's own configuration
  /// file (`~/.config/contacts-tui/config`); a test that wants one sets its own.
  static let noConfigHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "ct-no-config-\(UUID().uuidString)"
  ).path

  /// Runs `path` with `arguments` and `environment` added, standard input from /dev/null.
  /// `newSession` starts it in a new session, with no controlling terminal.
  static func capture(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], newSession: Bool = false
  ) throws -> Output {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ct-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outPath = directory.appendingPathComponent("out").path
    let errPath = directory.appendingPathComponent("err").path

    // No snapshots in the tester's own cache: a run that names no cache folder makes none.
    var base = ProcessInfo.processInfo.environment
    if environment["XDG_CACHE_HOME"] == nil && environment["CONTACTS_TUI_NO_CACHE"] == nil {
      base["CONTACTS_TUI_NO_CACHE"] = "1"
    }
    // Nor the tester's own configuration file: a run that names no config folder reads none.
    base["XDG_CONFIG_HOME"] = Shell.noConfigHome
    let env = base.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
    // setsid(1) -w: a new session, so /dev/tty cannot be opened; it waits and passes the status on.
    let words = newSession ? ["/usr/bin/setsid", "-w", path] + arguments : [path] + arguments
    let pid = try spawn(words, stdout: outPath, stderr: errPath, environment: env)
    let code = wait(for: pid)
    return Output(
      status: code, stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// Starts `words` (a path and its arguments) with all signals unblocked and at their default
  /// action, standard input from /dev/null and the outputs to the files named; `environment`
  /// (`NAME=value` strings) replaces ours when given. Returns at once with the child's pid.
  static func spawn(
    _ words: [String], stdout: String = "/dev/null", stderr: String = "/dev/null", environment: [String]? = nil
  ) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = words.map { strdup($0) } + [nil]
    // Without an environment given, ours, but never the tester's configuration file.
    let inherited = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": noConfigHome]) { $1 }
    let envp = (environment ?? inherited.map { "\($0.key)=\($0.value)" }).map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, words[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw E2EFailure("cannot run \(words[0]): \(String(cString: strerror(spawned)))") }
    return pid
  }

  /// Waits for `pid` to end; its exit status, or 128+N when a signal ended it.
  @discardableResult
  static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}

/// Where the binary under test is: `$CONTACTS_TUI_BIN`, else beside the test bundle.
enum Binary {
  static let path: String = {
    if let override = ProcessInfo.processInfo.environment["CONTACTS_TUI_BIN"] { return override }
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    // The test bundle may sit inside a folder; walk up until the executable is found.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("contacts-tui")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory = directory.deletingLastPathComponent()
    }
    return "contacts-tui"
  }()
}

extension Binary {
  /// The example app, built beside contacts-tui (`$CONTACTS_EXAMPLE_BIN` overrides).
  static let example: String = {
    if let override = ProcessInfo.processInfo.environment["CONTACTS_EXAMPLE_BIN"] { return override }
    return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("contacts-example").path
  }()
}
