import TerminalUI

/// Judges a `DialogSimulation` from its raw timeline of bytes and resizes, independently of the
/// state machine: a pressed button must be explained by a deliberate press at the end of the
/// timeline (see `DialogFuzz`). It reads only the bytes, their times, the screen size and the
/// dialog's geometry (where the buttons are drawn, and which one was focused).
struct DialogOracle {
  /// Milliseconds with no input before an answer may count (the prompt's arming delay).
  static let armingMs = 500
  /// Milliseconds with no input after an answer before it may be taken.
  static let quietMs = 150
  /// Milliseconds within which the bytes of one escape sequence arrive.
  static let escapeMs = 50

  let run: DialogSimulation

  /// The dialog the fuzz runs: the classic prompt (Don’t Allow focused, OK), or the line question.
  static func dialog(lineQuestion: Bool) -> DialogState {
    var state = DialogState(
      title: "“Fuzz” Would Like to Access Your Contacts", body: "Fuzz reads your contacts to test them.",
      buttons: ["Don’t Allow", "OK"], focus: 0, acceptButton: 1, refuseButton: 0)
    state.compactTitle = "Allow “Fuzz” to access your contacts?"
    if lineQuestion { state.keyContext = .question }
    return state
  }

  /// A screen size from one byte, from 1×1 to 80×24.
  static func size(_ byte: UInt8) -> Size {
    let rows = [1, 3, 6, 7, 24][Int(byte) % 5]
    let cols = [1, 8, 24, 30, 80][Int(byte) / 5 % 5]
    return Size(rows: rows, cols: cols)
  }

  /// Traps when the run pressed a button that no deliberate press explains.
  func verify() {
    if let violation {
      fatalError("DialogFuzz: a decision without a deliberate key: \(violation)")
    }
  }

  /// Why the run's ending breaks the promise; nil when it keeps it.
  var violation: String? {
    guard case .pressed(let button)? = run.outcome else { return nil }
    let before = Array(run.events.prefix(run.eventsBeforeOutcome))
    guard let last = before.last else { return "a button pressed with no input at all" }
    guard run.outcomeMs - last.ms >= Self.quietMs else {
      return ("pressed \(button) at \(run.outcomeMs) ms, only \(run.outcomeMs - last.ms) ms after the last input")
    }
    guard let start = answerStart(in: before, button: button) else {
      return ("pressed \(button), but the input does not end in a press of it: \(describe(before.suffix(24)))")
    }
    let previous = start > 0 ? before[start - 1].ms : 0
    guard before[start].ms - previous >= Self.armingMs else {
      return ("pressed \(button) by input \(before[start].ms - previous) ms after the one before it")
    }
    guard !pasteOpen(in: before.prefix(start)) else { return "pressed \(button) inside a paste" }
    let size = screenSize(before: start)
    guard run.lineQuestion || (size.rows >= 1 && size.cols >= 9) else {
      return ("pressed \(button) on a \(size) screen, too small to show the question and its buttons")
    }
    return nil
  }

  /// Where the deliberate press that ends `events` starts, if it does end in one of `button`.
  private func answerStart(in events: [(ms: Int, event: DialogSimulation.Event)], button: Int) -> Int? {
    let bytes = events.map { if case .byte(let byte) = $0.event { Int(byte) } else { -1 } }
    let focused = { (index: Int) in run.focusBefore[index] == button }
    let letter = button == 1 ? "y" : "n"
    var keys: [(String, Bool)] = [(letter, true), (letter.uppercased(), true), ("\r", false), ("\n", false)]
    keys.append(("\u{1B}OM", false))
    if !run.lineQuestion { keys.append((" ", false)) }
    for (key, anyFocus) in keys {
      let pattern = key.utf8.map(Int.init)
      let start = bytes.count - pattern.count
      guard start >= 0, Array(bytes[start...]) == pattern, together(events, from: start, count: pattern.count),
        anyFocus || focused(start)
      else { continue }
      return start
    }
    guard !run.lineQuestion, let release = trailingMouse(bytes, end: bytes.count, events),
      release.released, let press = trailingMouse(bytes, end: release.start, events), !press.released,
      onButton(button, press, before: press.start), onButton(button, release, before: press.start)
    else { return nil }
    return press.start
  }

  /// A left-button mouse report ending at `end`: SGR `ESC [ < 0 ; x ; y M/m`, or X10 `ESC [ M`
  /// with button byte 32 (press) or 35 (release), its bytes arriving together.
  private func trailingMouse(_ bytes: [Int], end: Int, _ events: [(ms: Int, event: DialogSimulation.Event)])
    -> (start: Int, row: Int, col: Int, released: Bool)?
  {
    let esc = 0x1B
    let bracket = Int(UInt8(ascii: "["))
    if end >= 6, bytes[end - 6] == esc, bytes[end - 5] == bracket, bytes[end - 4] == Int(UInt8(ascii: "M")),
      bytes[end - 3] == 32 || bytes[end - 3] == 35, bytes[end - 2] >= 33, bytes[end - 1] >= 33,
      together(events, from: end - 6, count: 6)
    {
      return (end - 6, bytes[end - 1] - 33, bytes[end - 2] - 33, bytes[end - 3] == 35)
    }
    guard end >= 1, bytes[end - 1] == Int(UInt8(ascii: "M")) || bytes[end - 1] == Int(UInt8(ascii: "m")) else {
      return nil
    }
    var start = end - 2
    while start >= 0, bytes[start] >= Int(UInt8(ascii: "0")) && bytes[start] <= Int(UInt8(ascii: ";")) { start -= 1 }
    guard start >= 2, bytes[start] == Int(UInt8(ascii: "<")), bytes[start - 1] == bracket, bytes[start - 2] == esc,
      together(events, from: start - 2, count: end - start + 2)
    else { return nil }
    let fields = bytes[(start + 1)..<(end - 1)].split(
      separator: Int(UInt8(ascii: ";")), omittingEmptySubsequences: false)
    guard fields.count == 3,
      fields.allSatisfy({ !$0.isEmpty && $0.count <= 6 && !$0.contains(Int(UInt8(ascii: ":"))) }),
      let numbers = Optional(fields.map { $0.reduce(0) { $0 * 10 + $1 - 48 } }), numbers[0] == 0
    else { return nil }
    return (start - 2, numbers[2] - 1, numbers[1] - 1, bytes[end - 1] == Int(UInt8(ascii: "m")))
  }

  /// Whether a mouse report's cell lies on `button` as the dialog is drawn at that time.
  private func onButton(_ button: Int, _ report: (start: Int, row: Int, col: Int, released: Bool), before index: Int)
    -> Bool
  {
    let layout = DialogLayout.compute(for: Self.dialog(lineQuestion: false), in: screenSize(before: index))
    guard layout.buttonRects.indices.contains(button) else { return false }
    let rect = layout.buttonRects[button]
    return report.row >= rect.row && report.row < rect.row + rect.height && report.col >= rect.col
      && report.col < rect.col + rect.width
  }

  /// Whether `count` events from `start` are all bytes that may arrive as one sequence: gaps
  /// under the escape delay, or at it, where rounding may go either way (so an answer the
  /// decoder could have read is looked for).
  private func together(_ events: [(ms: Int, event: DialogSimulation.Event)], from start: Int, count: Int) -> Bool {
    together(events, from: start, count: count, gapAtMost: Self.escapeMs)
  }

  /// Whether `count` events from `start` are bytes with no gap above `gapAtMost` ms.
  private func together(
    _ events: [(ms: Int, event: DialogSimulation.Event)], from start: Int, count: Int, gapAtMost: Int
  ) -> Bool {
    guard count > 0 else { return true }
    for index in start..<(start + count) {
      guard case .byte = events[index].event else { return false }
      if index > start, events[index].ms - events[index - 1].ms > gapAtMost { return false }
    }
    return true
  }

  /// Whether the last paste marker before the answer opened a paste. The oracle never sees a
  /// paste the decoder could not: a start marker counts only when its six bytes surely arrived as
  /// one sequence (gaps well under the escape delay), and an end marker counts whenever they may
  /// have (gaps up to the escape delay, where rounding may go either way). A resize is not input
  /// to the decoder, so a marker's bytes are read across one (Fuzz/Regressions/dialog/
  /// paste-end-across-resize: `ESC`, a resize, then `[201~` ends the paste).
  private func pasteOpen(in events: ArraySlice<(ms: Int, event: DialogSimulation.Event)>) -> Bool {
    let all = events.filter { if case .byte = $0.event { true } else { false } }
    let bytes = all.map { if case .byte(let byte) = $0.event { Int(byte) } else { -1 } }
    var open = false
    let startMarker = Array("\u{1B}[200~".utf8).map(Int.init)
    let endMarker = Array("\u{1B}[201~".utf8).map(Int.init)
    var index = 0
    while index + 6 <= bytes.count {
      let window = Array(bytes[index..<(index + 6)])
      if window == startMarker && together(all, from: index, count: 6, gapAtMost: Self.escapeMs - 2)
        || window == endMarker && together(all, from: index, count: 6, gapAtMost: Self.escapeMs)
      {
        open = window == startMarker
        index += 6
      } else {
        index += 1
      }
    }
    return open
  }

  /// The screen size when event `index` arrived.
  private func screenSize(before index: Int) -> Size {
    var size = run.initialSize
    for event in run.events.prefix(index) {
      if case .resize(let new) = event.event { size = new }
    }
    return size
  }

  private func describe(_ events: ArraySlice<(ms: Int, event: DialogSimulation.Event)>) -> String {
    events.map { "\($0.ms):\($0.event)" }.joined(separator: " ")
  }

}
