import TerminalUI

/// What `demo --autoplay` presses, as plain data: a list of keys, each with the pause before it.
/// The keys go through the terminal as typed keys (`ScriptedKeys`), so every screen takes them
/// through its own key table and rules; nothing here touches a screen's state.
///
/// The tour: the prompt (Tab to OK, Enter), the list scrolled, a card opened and closed, a search,
/// the found contact's form with its job title changed and saved, the list left with `q`, then
/// the privacy screen the demo shows after the browser (an app's page opened and closed), left
/// with `q`. Under `--limited-access` the prompt's two stages and the picker come first, and the
/// tour of the list stops short of the search and the form (the few shared contacts may not match).
enum DemoScript {
  /// One key of the tour.
  struct Step: Equatable, Sendable {
    /// The key.
    var key: KeyPress
    /// Seconds before it at speed 1.
    var pause: Double
    /// Seconds before it at any speed: a prompt takes an answer only after its arming delay
    /// (0.5 s with no input) and drops it when a key follows within its quiet period (0.15 s).
    var floor: Double = 0.05
  }

  /// Seconds after the tour's last key at which a round still waiting for keys ends: the tour
  /// went astray (a sample where the search finds no one, say), and an unattended screen must not
  /// stay stuck. A tour that went as planned has ended long before.
  static let runOutAfter = 8.0

  /// The least pause before a key a prompt or the picker must take.
  static let dialogFloor = 1.0
  /// The least pause after a prompt's answer, so it is not typing that cancels it.
  static let afterAnswer = 0.6

  /// The classic prompt: the focus to OK, then Enter.
  static let prompt: [Step] = [
    Step(key: .special(.tab), pause: 2.5, floor: dialogFloor),
    Step(key: .special(.enter), pause: 1.5, floor: dialogFloor),
  ]

  /// The limited-access prompt: Continue, Select Contacts…, three contacts ticked, Done, Share.
  static let limitedPrompt: [Step] = [
    Step(key: .special(.tab), pause: 2.5, floor: dialogFloor),
    Step(key: .special(.enter), pause: 1.5, floor: dialogFloor),
    Step(key: .special(.enter), pause: 2.5, floor: dialogFloor),
    Step(key: .char(" "), pause: 2.0, floor: dialogFloor),
    Step(key: .char("j"), pause: 0.5),
    Step(key: .char("j"), pause: 0.5),
    Step(key: .char(" "), pause: 0.6),
    Step(key: .char("j"), pause: 0.5),
    Step(key: .char(" "), pause: 0.6),
    Step(key: .special(.enter), pause: 1.5),
    Step(key: .special(.enter), pause: 2.0, floor: dialogFloor),
  ]

  /// The list scrolled, and a card opened and closed.
  static let browse: [Step] =
    [Step(key: .char("j"), pause: 2.0, floor: afterAnswer)]
    + Array(repeating: Step(key: .char("j"), pause: 0.35), count: 6)
    + [
      Step(key: .special(.enter), pause: 1.0),
      Step(key: .special(.escape), pause: 3.0),
    ]

  /// A search, the found contact's form, its job title replaced and saved.
  static let searchAndEdit: [Step] =
    [
      Step(key: .char("/"), pause: 1.0),
      Step(key: .char("m"), pause: 0.6),
      Step(key: .char("a"), pause: 0.4),
      Step(key: .char("r"), pause: 0.4),
      Step(key: .special(.down), pause: 1.5),
      Step(key: .special(.enter), pause: 1.2),
      Step(key: .char("e"), pause: 1.5),
      Step(key: .special(.tab), pause: 1.5),
      Step(key: .special(.tab), pause: 0.5),
      Step(key: .special(.tab), pause: 0.5),
      Step(key: .ctrl("u"), pause: 1.0),
    ]
    + typing("Head of Demos", pause: 0.15, first: 0.6)
    + [
      Step(key: .ctrl("s"), pause: 1.5),
      Step(key: .special(.escape), pause: 2.5),
    ]

  /// The browser left, and the privacy screen: the app's page opened, closed, and the screen left.
  static let settings: [Step] = [
    Step(key: .char("q"), pause: 1.5),
    Step(key: .special(.enter), pause: 2.5),
    Step(key: .special(.escape), pause: 3.0),
    Step(key: .char("q"), pause: 2.0),
  ]

  /// The tour for a demo with or without `--limited-access`.
  static func tour(limitedAccess: Bool) -> [Step] {
    limitedAccess
      ? limitedPrompt + browse + settings
      : prompt + browse + searchAndEdit + settings
  }

  /// The tour's keys at `speed` (2 is twice as fast), each pause at least its floor.
  static func keys(limitedAccess: Bool, speed: Double) -> [ScriptedKeys.Step] {
    let speed = speed.isFinite && speed > 0 ? speed : 1
    return tour(limitedAccess: limitedAccess).map { step in
      ScriptedKeys.Step(step.key, after: max(step.pause / speed, step.floor))
    }
  }

  /// `text` typed one character at a time.
  private static func typing(_ text: String, pause: Double, first: Double) -> [Step] {
    text.enumerated().map { offset, character in
      Step(key: .char(character), pause: offset == 0 ? first : pause)
    }
  }
}
