import Authorization
import Foundation
import TerminalUI

/// The prompt in line mode (`TERM=dumb`, `--plain`, screen readers): `Allow? [y/N]` on the tty,
/// with the same protections as the box: typeahead flushed, and nothing accepted until the
/// question has been up for half a second with no input.
@MainActor
struct LinePrompt {
  /// The tty in line mode.
  let line: LineTerminal
  /// When the request times out, on `MonotonicClock`.
  let deadline: Double?
  /// How long the question must stand before an answer counts.
  var armingDelay = 0.5

  /// Asks, and returns the answer. With `limitedAccess`, a yes is followed by iOS 18's second
  /// question; picking single contacts needs the full-screen picker.
  func ask(_ manifest: AppManifest, limitedAccess: Bool = false) -> PromptAnswer {
    line.write("\n\(PromptText.title(for: manifest))\n\n")
    if let description = manifest.contactsUsageDescription { line.write(description + "\n\n") }
    let first = question("Allow? [y/N] ")
    guard limitedAccess, first == .allow else { return first }
    line.write("\nShare all of your contacts, now and in the future? (n selects contacts)\n")
    let second = question("Allow Full Access? [y/N] ")
    guard second == .deny else { return second }
    line.write("Selecting contacts needs the full-screen picker: run without --plain. Nothing was stored.\n")
    return .dismissed(.cancelled)
  }

  /// Puts one yes/no question, with the arming delay, and returns its answer.
  private func question(_ prompt: String) -> PromptAnswer {
    line.flushTypeahead()
    var armedAt = MonotonicClock.now + armingDelay
    var asked = false
    while true {
      let now = MonotonicClock.now
      if let deadline, now >= deadline {
        line.write("\nNo answer in time; nothing was stored.\n")
        return .dismissed(.timedOut)
      }
      if now >= armedAt && !asked {
        line.flushTypeahead()  // drops a line half-typed during the delay
        line.write(prompt)
        asked = true
      }
      var wait = asked ? 0.25 : armedAt - now
      if let deadline { wait = min(wait, deadline - now) }
      switch line.readLine(timeout: max(0, wait)) {
      case .timedOut:
        continue
      case .endOfInput:
        line.write("\n")
        return .dismissed(.endOfInput)
      case .interrupted(let signal):
        line.write("\n")
        return .dismissed(.interrupted(signal))
      case .line(let text):
        guard asked else {
          armedAt = MonotonicClock.now + armingDelay  // typed too early: ignored, and the wait restarts
          continue
        }
        if let answer = Self.answer(text) { return answer }
        line.write("Please answer y or n, or q to decide later. " + prompt)
      }
    }
  }

  /// What a typed line means: y/yes allow, n/no/empty deny (the default, as the box's focus), q dismiss.
  static func answer(_ text: String) -> PromptAnswer? {
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "y", "yes", "ok", "allow": .allow
    case "", "n", "no", "deny": .deny
    case "q", "quit": .dismissed(.cancelled)
    default: nil
    }
  }
}
