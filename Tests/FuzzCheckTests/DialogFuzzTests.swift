import Foundation
import TerminalUI
import Testing

@testable import FuzzChecks

/// Builds dialog fuzz inputs by hand: the same layout the fuzzer explores (see `DialogFuzz`).
struct DialogScript {
  /// Size byte 24: 24 rows × 80 columns.
  static let fullScreen: UInt8 = 24
  var bytes: [UInt8]

  init(size: UInt8 = fullScreen, lineQuestion: Bool = false) {
    bytes = [size, lineQuestion ? 1 : 0]
  }

  /// Text arriving `delayMs` after the previous input (under 64, a multiple of 10 under 640, or
  /// a multiple of 50 up to 1.5 s), then all at once.
  mutating func send(_ text: String, after delayMs: Int = 0) {
    send(Array(text.utf8), after: delayMs)
  }

  mutating func send(_ raw: [UInt8], after delayMs: Int = 0) {
    for (index, byte) in raw.enumerated() {
      bytes += [index == 0 ? Self.timing(delayMs) : 0, byte]
    }
  }

  /// A resize to the size `sizeByte` picks.
  mutating func resize(to sizeByte: UInt8) {
    bytes += [0xFF, sizeByte]
  }

  static func timing(_ ms: Int) -> UInt8 {
    if ms == 0 { return 0 }
    if ms < 64 { return UInt8(96 + ms) }
    if ms < 640 && ms % 10 == 0 { return UInt8(160 + ms / 10) }
    return UInt8(224 + min(31, ms / 50))
  }

  /// The middle of `button` in the fuzz dialog at 80×24, as an SGR cell (1-based x, y).
  static func cell(of button: Int) -> (x: Int, y: Int) {
    let layout = DialogLayout.compute(for: DialogOracle.dialog(lineQuestion: false), in: Size(rows: 24, cols: 80))
    let rect = layout.buttonRects[button]
    return (rect.col + rect.width / 2 + 1, rect.row + 1)
  }

  static func sgr(_ code: Int, button: Int, released: Bool = false) -> String {
    let at = cell(of: button)
    return "\u{1B}[<\(code);\(at.x);\(at.y)\(released ? "m" : "M")"
  }
}

/// Runs `script` the way the fuzz check does and returns how the prompt ended.
func outcome(of script: DialogScript) -> DialogOutcome? {
  DialogFuzz.check(script.bytes)  // traps if the oracle objects
  var run = DialogSimulation(size: DialogOracle.size(script.bytes[0]), lineQuestion: script.bytes[1] & 1 == 1)
  var index = 2
  while index + 1 < script.bytes.count {
    let (timing, byte) = (script.bytes[index], script.bytes[index + 1])
    index += 2
    if timing == 0xFF {
      run.resize(to: DialogOracle.size(byte))
    } else {
      run.byte(byte, after: DialogFuzz.delay(timing))
    }
  }
  run.finish()
  return run.outcome
}

@Suite("The dialog fuzz check: decoder, key table and dialog state on raw bytes")
struct DialogFuzzTests {
  static func script(_ build: (inout DialogScript) -> Void, size: UInt8 = DialogScript.fullScreen, line: Bool = false)
    -> DialogScript
  {
    var script = DialogScript(size: size, lineQuestion: line)
    build(&script)
    return script
  }

  static let scenarios: [(String, DialogScript, DialogOutcome?)] = [
    ("y after the wait allows", script { $0.send("y", after: 600) }, .pressed(1)),
    ("n after the wait denies", script { $0.send("n", after: 600) }, .pressed(0)),
    ("Enter on Don’t Allow denies", script { $0.send("\r", after: 600) }, .pressed(0)),
    ("keypad Enter is Enter", script { $0.send("\u{1B}OM", after: 600) }, .pressed(0)),
    (
      "Tab, a pause, Enter allows",
      script {
        $0.send("\t", after: 600)
        $0.send("\r", after: 600)
      }, .pressed(1)
    ),
    (
      "a click on OK allows",
      script {
        $0.send(DialogScript.sgr(0, button: 1), after: 600)
        $0.send(DialogScript.sgr(0, button: 1, released: true), after: 50)
      }, .pressed(1)
    ),
    (
      "an X10 click on OK allows",
      script {
        let at = DialogScript.cell(of: 1)
        $0.send([0x1B, 0x5B, 0x4D, 32, UInt8(at.x + 32), UInt8(at.y + 32)], after: 600)
        $0.send([0x1B, 0x5B, 0x4D, 35, UInt8(at.x + 32), UInt8(at.y + 32)], after: 50)
      }, .pressed(1)
    ),
    ("ls⏎ answers nothing", script { $0.send("ls\r", after: 600) }, nil),
    ("history⏎ answers nothing", script { $0.send("history\r", after: 600) }, nil),
    ("cd /tmp⏎ answers nothing", script { $0.send("cd /tmp\r", after: 600) }, nil),
    ("y⏎ at once answers nothing", script { $0.send("y\r", after: 600) }, nil),
    (
      "y, then a key 40 ms later, answers nothing",
      script {
        $0.send("y", after: 600); $0.send("x", after: 40)
      }, nil
    ),
    ("a pasted y⏎ answers nothing", script { $0.send("\u{1B}[200~y\r\u{1B}[201~", after: 600) }, nil),
    (
      "y after a paste that never ends",
      script {
        $0.send("\u{1B}[200~x", after: 600); $0.send("y", after: 1000)
      }, nil
    ),
    ("Alt-y is no answer and no Esc", script { $0.send("\u{1B}y", after: 600) }, nil),
    (
      "y, then Esc while the answer waits its quiet period, dismisses: a key still being decoded is not quiet",
      script {
        $0.send("y", after: 600); $0.send("\u{1B}", after: 120)
      }, .dismissed
    ),
    (
      "y, then the first byte of a character just before the quiet period ends, answers nothing",
      script {
        $0.send("y", after: 600); $0.send([0xE3], after: 120)
      }, nil
    ),
    ("the wheel over OK answers nothing", script { $0.send(DialogScript.sgr(64, button: 1), after: 600) }, nil),
    ("a press on OK alone answers nothing", script { $0.send(DialogScript.sgr(0, button: 1), after: 600) }, nil),
    (
      "a press on OK released on Don’t Allow answers nothing",
      script {
        $0.send(DialogScript.sgr(0, button: 1), after: 600)
        $0.send(DialogScript.sgr(0, button: 0, released: true), after: 50)
      }, nil
    ),
    (
      "y right after a resize answers nothing",
      script {
        $0.resize(to: 23); $0.send("y", after: 5)
      }, nil
    ),
    ("y at 1×1 answers nothing", script({ $0.send("y", after: 1000) }, size: 0), nil),
    ("Esc dismisses", script { $0.send("\u{1B}", after: 100) }, .dismissed),
    ("the line question: y allows", script({ $0.send("y", after: 600) }, line: true), .pressed(1)),
    ("the line question: Enter denies", script({ $0.send("\r", after: 600) }, line: true), .pressed(0)),
    ("the line question: ly⏎ answers nothing", script({ $0.send("ly\r", after: 600) }, line: true), nil),
    (
      "the line question: a click answers nothing (found by fuzz-dialog in the harness)",
      script(
        {
          $0.send(DialogScript.sgr(0, button: 1), after: 600)
          $0.send(DialogScript.sgr(0, button: 1, released: true), after: 50)
        }, line: true), nil
    ),
  ]

  @Test("hand-written byte streams end as the input rules say", arguments: scenarios)
  func scenario(name: String, script: DialogScript, expected: DialogOutcome?) {
    #expect(outcome(of: script) == expected, "\(name)")
  }

  @Test("the oracle objects to what a broken prompt would do: pressed with no deliberate key")
  func oracleObjects() {
    var run = DialogSimulation(size: DialogOracle.size(DialogScript.fullScreen), lineQuestion: false)
    for byte in Array("ls".utf8) { run.byte(byte, after: 600) }
    run.outcome = .pressed(1)  // what the old prompt did with `ls⏎`
    run.outcomeMs = run.now + 200
    run.eventsBeforeOutcome = run.events.count
    #expect(DialogOracle(run: run).violation != nil)
    var fine = DialogSimulation(size: DialogOracle.size(DialogScript.fullScreen), lineQuestion: false)
    fine.byte(UInt8(ascii: "y"), after: 600)
    fine.finish()
    #expect(fine.outcome == .pressed(1))
    #expect(DialogOracle(run: fine).violation == nil)
  }
}
