import Authorization
import TerminalUI

/// After a denial: says so, and names the command that changes it, as iOS points to Settings.
@MainActor
struct DeniedScreen {
  /// The app that was refused.
  let manifest: AppManifest
  /// The frame.
  let chrome: ScreenChrome
  /// The command that grants access afterwards.
  let command: String

  /// Shows the screen until a key, then returns exit 1 (or 128+N after a signal).
  func show(in session: TerminalSession) -> ExitCode {
    let heading = "“\(manifest.promptName)” does not have access to your contacts."
    let advice = "To allow access, run:"
    switch try? session.open() {
    case .full(let terminal)?:
      let screen = MessageScreen(
        chrome: chrome, heading: heading,
        paragraphs: [
          "\(manifest.promptName) cannot show or use your contacts until access is allowed.",
          advice, "$ " + command,
        ])
      if let signal = screen.run(on: terminal) { return .signal(signal) }
    case .line(let line)?:
      line.write("\n\(heading)\n\(advice)\n  \(command)\n")
    case nil:
      Console.error("\(heading) \(advice) \(command)")
    }
    return .denied
  }
}
