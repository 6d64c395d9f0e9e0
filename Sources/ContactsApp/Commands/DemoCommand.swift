import Foundation

/// `contacts-tui demo`: the main flow on a fresh, throw-away data directory, so every demo
/// starts at the prompt.
@MainActor
struct DemoCommand {
  /// The run's options; `--home` is replaced.
  let options: RunOptions
  /// The process environment.
  let environment: [String: String]

  /// Runs the flow in a temporary data directory and removes it afterwards.
  func run() async throws(ContactsAppError) -> ExitCode {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("contacts-tui-demo-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = options
    options.common.home = directory.path
    return try await RunCommand(options: options, environment: environment).run()
  }
}
