import Authorization
import Foundation
import TerminalUI

/// The prompt in line mode (`TERM=dumb`, `--plain`, screen readers): `Allow? [y/N]` on the tty,
/// answered with one key, with the box's protections: typeahead is flushed, keys are not echoed,
/// and no key counts until the question has stood for half a second with no input (any key, or
/// a stop and continue, starts that wait again).
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
    line.setKeyMode(true)
    defer { line.setKeyMode(false) }
    say("\n" + PromptText.title(for: manifest) + "\n\n")
    if let description = manifest.contactsUsageDescription { say(description + "\n\n") }
    let first = question("Allow? [y/N] ")
    guard limitedAccess, first == .allow else { return first }
    say("\nShare all of your contacts, now and in the future? (n selects contacts)\n")
    let second = question("Allow Full Access? [y/N] ")
    guard second == .deny else { return second }
    say("Selecting contacts needs the full-screen picker: run without --plain. Nothing was stored.\n")
    return .dismissed(.cancelled)
  }

  /// Writes untrusted text made printable, wrapped to the terminal's width.
  private func say(_ text: String) {
    let width = max(20, (line.size?.cols ?? 80) - 1)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      DisplayWidth.wrap(TerminalText.printable(String(paragraph)), width: width).joined(separator: "\n")
    }
    line.write(lines.joined(separator: "\n"))
  }

  /// Puts one yes/no question and returns its answer.
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
        line.flushTypeahead()
        line.write(prompt)
        asked = true
      }
      var wait = asked ? 0.25 : armedAt - now
      if let deadline { wait = min(wait, deadline - now) }
      switch line.readKey(timeout: max(0, wait)) {
      case .timedOut:
        continue
      case .resumed:
        armedAt = MonotonicClock.now + armingDelay  // after `fg`, the question is asked again
        if asked { line.write("\n") }
        asked = false
      case .endOfInput:
        line.write("\n")
        return .dismissed(.endOfInput)
      case .interrupted(let signal):
        line.write("\n")
        return .dismissed(.interrupted(signal))
      case .key(let key):
        guard asked else {
          armedAt = MonotonicClock.now + armingDelay  // typed too early: ignored, and the wait restarts
          continue
        }
        guard let answer = Self.answer(key) else { continue }
        line.write(Self.echo(answer) + "\n")
        return answer
      }
    }
  }

  /// What a key means: y allows; n or Enter denies (the default, as the box's focus); q or Esc
  /// decides later; anything else is ignored.
  static func answer(_ key: Character) -> PromptAnswer? {
    switch key {
    case "y", "Y": .allow
    case "n", "N", "\n": .deny
    case "q", "Q", "\u{1B}": .dismissed(.cancelled)
    default: nil
    }
  }

  /// The answer, written after the question once it is taken.
  private static func echo(_ answer: PromptAnswer) -> String {
    switch answer {
    case .allow: "y"
    case .deny: "n"
    default: "(no answer; nothing was stored)"
    }
  }
}
