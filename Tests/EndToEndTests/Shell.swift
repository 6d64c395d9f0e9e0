import Foundation

/// Runs programs for the end-to-end tests and captures what they print.
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

  /// Runs `path` with `arguments`, `environment` added, and standard input from /dev/null.
  static func capture(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], newSession: Bool = false
  ) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: newSession ? "/usr/bin/setsid" : path)
    process.arguments = newSession ? ["-w", path] + arguments : arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// Where the binary under test is: `$CONTACTS_TUI_BIN`, else beside the test bundle.
enum Binary {
  static let path: String = {
    if let override = ProcessInfo.processInfo.environment["CONTACTS_TUI_BIN"] { return override }
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = me.deletingLastPathComponent()
    // The xctest bundle may be a directory; walk up until the executable is found.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("contacts-tui")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory = directory.deletingLastPathComponent()
    }
    return "contacts-tui"
  }()
}
