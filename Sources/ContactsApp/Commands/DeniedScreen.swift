import Authorization
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// After a denial: says so, and names the command that changes it, as iOS points to Settings.
@MainActor
struct DeniedScreen {
  /// What the screen advises after the denial.
  enum Advice: Equatable {
    /// The command that grants access afterwards, pointed at this run's data directory.
    case command(String)
    /// The demo's data directory is gone when it exits: there is nothing to change later, so the
    /// screen says the demo forgets everything and how to be asked again.
    case demo
  }

  /// The app that was refused.
  let manifest: AppManifest
  /// The frame.
  let chrome: ScreenChrome
  /// What to do next.
  let advice: Advice

  /// The lines under the heading: a sentence, then the command on a line of its own.
  var adviceLines: (text: String, command: String) {
    switch advice {
    case .command(let command): ("To allow access, run:", command)
    case .demo: ("This demo forgets every answer when it ends. To be asked again, run:", "contacts-tui demo")
    }
  }

  /// Shows the screen until a key, then returns exit 1 (or 128+N after a signal).
  func show(in session: TerminalSession) -> ExitCode {
    let heading = "“\(manifest.promptName)” does not have access to your contacts."
    let (text, command) = adviceLines
    switch try? session.open() {
    case .full(let terminal)?:
      var screen = MessageScreen(
        chrome: chrome, heading: heading,
        paragraphs: [
          "\(manifest.promptName) cannot show or use your contacts until access is allowed.",
          text, "$ " + command,
        ])
      screen.caption = .denied
      if let signal = screen.run(on: terminal) { return .signal(signal) }
    case .line(let line)?:
      line.write("\n\(heading)\n\(text)\n  \(command)\n")
    case nil:
      Console.error("\(heading) \(text) \(command)")
    }
    return .denied
  }
}
