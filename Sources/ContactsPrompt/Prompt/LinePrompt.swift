import Authorization
import Foundation
import TerminalUI

/// The prompt in line mode (`TERM=dumb`, `--plain`, screen readers): `Allow? [y/N]` on the tty,
/// answered with one key, under the box's rules (docs/DECISIONS.md, "Prompt input rules"):
/// typeahead is flushed, keys are not echoed, the question appears once half a second has passed
/// with no input, pasted text is dropped, and an answer is taken only after a short quiet
/// period. The rules are the box's own `DialogState`, not a copy of them.
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
  func ask(_ manifest: AppManifest, limitedAccess: Bool = false, appChanged: Bool = false) -> PromptAnswer {
    line.setKeyMode(true)
    defer { line.setKeyMode(false) }
    var titleLines = say("\n" + PromptText.title(for: manifest) + "\n\n")
    if appChanged { titleLines += say(PromptText.changedNotice(for: manifest) + "\n\n") }
    if let description = manifest.contactsUsageDescription {
      // The title, the description and the question fit on one screen, so the question is never
      // asked with what it asks about scrolled away.
      let room = (line.size?.rows ?? 24) - titleLines - 3
      say(description, maxLines: max(1, min(Self.maxDescriptionLines, room)))
      say("\n\n")
    }
    let first = question("Allow? [y/N] ")
    guard limitedAccess, first == .allow else { return first }
    say("\nShare all of your contacts, now and in the future? (n selects contacts)\n")
    let second = question("Allow Full Access? [y/N] ")
    guard second == .deny else { return second }
    say("Selecting contacts needs the full-screen picker: run without --plain. Nothing was stored.\n")
    return .dismissed(.cancelled)
  }

  /// The most lines of a usage description the line prompt prints. A description is a sentence
  /// or two; a megabyte of one would scroll for seconds before the question could be asked.
  static let maxDescriptionLines = 40

  /// Writes untrusted text made printable, wrapped to the terminal's width, in at most
  /// `maxLines` lines (the rest is cut, and says so); returns how many lines it wrote. Only what
  /// is written is wrapped.
  @discardableResult
  private func say(_ text: String, maxLines: Int = .max) -> Int {
    let width = max(20, (line.size?.cols ?? 80) - 1)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let room = maxLines - lines.count
      let wrapped = DisplayWidth.wrap(
        TerminalText.printable(String(paragraph)), width: width, maxLines: room == .max ? .max : room + 1)
      if wrapped.count > room {
        lines += wrapped.prefix(room)
        lines.append("… (shortened)")
        break
      }
      lines += wrapped.isEmpty ? [""] : wrapped
    }
    line.write(lines.joined(separator: "\n"))
    return lines.count
  }

  /// Puts one yes/no question and returns its answer.
  ///
  /// The question is a `DialogState` with the box's rules, so the two prompts cannot drift
  /// apart: the line is written once the arming delay has passed with no input (only then is it
  /// on screen), every input goes through `DialogState.handle`, and an answer is taken after the
  /// quiet period.
  private func question(_ prompt: String) -> PromptAnswer {
    var state = Self.questionState(prompt, armingDelay: armingDelay)
    line.flushTypeahead()
    line.setBracketedPaste(true)
    defer { line.setBracketedPaste(false) }
    _ = state.handle(.appeared, at: MonotonicClock.now())
    var asked = false
    while true {
      let now = MonotonicClock.now()
      if !asked && state.isSettled(at: now) {
        line.flushTypeahead()
        line.write(prompt)
        asked = true
        state.setOnScreen(true)
      }
      let input: DialogInput
      if let deadline, now >= deadline {
        input = .timedOut
      } else {
        var wait = min(0.25, max(0, (state.nextChange(after: now) ?? .infinity) - now))
        if let deadline { wait = min(wait, deadline - now) }
        input = Self.input(line.readKey(timeout: max(0, wait)))
      }
      if input == .resumed {
        if asked { line.write("\n") }  // after `fg`, the question is asked again
        asked = false
        state.setOnScreen(false)
      }
      guard let outcome = state.handle(input, at: MonotonicClock.now()) else { continue }
      let answer = Self.answer(outcome)
      line.write(Self.echo(answer, asked: asked))
      return answer
    }
  }

  private static let no = 0
  private static let yes = 1

  /// A yes/no question as dialog state: `No` (the default Enter takes) and `Yes`, keys from the
  /// key table's `.question` context.
  static func questionState(_ prompt: String, armingDelay: Double = 0.5) -> DialogState {
    var state = DialogState(
      title: prompt, body: "", buttons: ["No", "Yes"], focus: no, acceptButton: yes, refuseButton: no,
      armingDelay: armingDelay)
    state.keyContext = .question
    return state
  }

  /// What the line terminal reported, as a dialog input.
  private static func input(_ key: LineKey) -> DialogInput {
    switch key {
    case .input(let decoded): DialogInput(decoded)
    case .timedOut: .idle
    case .resumed: .resumed
    case .resized: .resized
    case .endOfInput: .endOfInput
    case .interrupted(let signal): .interrupted(signal)
    }
  }

  /// The answer a question's outcome gives: yes allows, no (or Enter, the default) denies.
  static func answer(_ outcome: DialogOutcome) -> PromptAnswer {
    switch outcome {
    case .pressed(yes): .allow
    case .pressed: .deny
    case .dismissed: .dismissed(.cancelled)
    case .timedOut: .dismissed(.timedOut)
    case .interrupted(let signal): .dismissed(.interrupted(signal))
    case .endOfInput: .dismissed(.endOfInput)
    }
  }

  /// The answer, written after the question once it is taken.
  private static func echo(_ answer: PromptAnswer, asked: Bool) -> String {
    switch answer {
    case .allow: "y\n"
    case .deny: "n\n"
    case .dismissed(.timedOut): "\nNo answer in time; nothing was stored.\n"
    case .dismissed(.cancelled): (asked ? "" : "\n") + "(no answer; nothing was stored)\n"
    default: "\n"
    }
  }
}
