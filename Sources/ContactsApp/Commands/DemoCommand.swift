import ContactsPrompt
import Foundation
import TerminalUI

/// How the demo shows the flow: captions on each stage's status line, and the keys it presses
/// itself. Given to the flow and the privacy screen of one round of the demo.
@MainActor
struct DemoPresentation {
  /// Whether each screen shows its caption (`--step`).
  var captions = false
  /// The keys of `--autoplay`; nil: the keyboard.
  var script: ScriptedKeys?
  /// The title bar's name for the contacts: "Sample address book" for the demo's copy of it.
  var sourceTitle: String?
}

/// `contacts-tui demo`: the main flow on a fresh, throw-away data directory, so every demo
/// starts at the prompt, then the privacy screen (as iOS Settings shows the answer just given).
///
/// The data directory, and a copy of the bundled sample so an edit can be saved, live in one
/// folder under `$TMPDIR`, removed when the round ends; no snapshot is cached for the copy. With
/// `--autoplay` the demo presses its keys itself (`DemoScript`), and with `--loop` starts a new
/// round in a new folder after each, until a real key is pressed: that key stops the round
/// (input ends, so it never answers anything) and the demo exits 0.
@MainActor
struct DemoCommand {
  /// The demo's options; `--home` is refused by the parser.
  let options: DemoOptions
  /// The process environment.
  let environment: [String: String]

  /// Runs rounds of the demo to an exit code.
  func run() async throws(ContactsAppError) -> ExitCode {
    while true {
      let script =
        options.autoplay
        ? ScriptedKeys(steps: DemoScript.keys(limitedAccess: options.run.limitedAccess, speed: options.speed)) : nil
      script?.runOutAfter = DemoScript.runOutAfter
      let code = try await round(DemoPresentation(captions: options.captions, script: script))
      guard let script else { return code }
      if script.stoppedByUser { return .success }
      // A round the script played to its end starts over, even one that went astray and ran out.
      if case .signal = code { return code }
      guard options.loop, script.isFinished else { return code }
    }
  }

  /// One round: the flow, then the privacy screen, in a folder removed afterwards.
  private func round(_ presentation: DemoPresentation) async throws(ContactsAppError) -> ExitCode {
    var presentation = presentation
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("contacts-tui-demo-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var run = options.run
    run.common.home = folder.appendingPathComponent("home").path
    var environment = self.environment
    if run.common.contacts.isEmpty {
      run.common.contacts = [try copySample(into: folder).path]
      presentation.sourceTitle = "Sample address book"
      environment["CONTACTS_TUI_NO_CACHE"] = "1"  // the copy is gone after the round: cache nothing for it
    }
    let code = try await RunCommand(options: run, environment: environment, demo: presentation).run()
    let plain = run.plain || environment["TERM"] == "dumb"
    guard code == .success || code == .denied, presentation.script?.stoppedByUser != true, !plain else { return code }
    var settings = SettingsCommand(options: SettingsOptions(common: run.common), environment: environment)
    settings.demo = presentation
    let after = try await settings.run()
    return after == .success ? code : after
  }

  /// Writes the bundled sample into `folder`, a file the demo may change (the bundled one is
  /// read-only), and returns where.
  private func copySample(into folder: URL) throws(ContactsAppError) -> URL {
    let sample = try AppSetup(common: options.run.common, environment: environment).resources().sampleContacts
    let copy = folder.appendingPathComponent("sample.vcf")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try Data(contentsOf: sample).write(to: copy)
    } catch {
      throw ContactsAppError(.dataError, "could not prepare the demo in \(folder.path): \(error.localizedDescription)")
    }
    return copy
  }
}
