import Testing

@testable import TerminalUI

/// Decodes `text`'s bytes as one read, then decides whatever waits after the escape delay.
func decodeAll(_ text: String) -> [DecodedInput] {
  var decoder = KeyDecoder()
  return decoder.feed(Array(text.utf8), at: 0) + decoder.flush(at: 1)
}

let unrecognized = DecodedInput.key(.special(.unrecognized))

@Suite("Decoding the terminal's bytes")
struct KeyDecoderTests {
  @Test(
    "single bytes become characters, named keys or Ctrl chords",
    arguments: [
      ("\u{08}", KeyPress.special(.backspace)), ("\u{7F}", .special(.backspace)), ("\t", .special(.tab)),
      ("\n", .special(.enter)), ("\r", .special(.enter)), ("\u{1B}", .special(.escape)), ("\u{01}", .ctrl("a")),
      ("\u{0E}", .ctrl("n")), ("\u{10}", .ctrl("p")), ("\u{1A}", .ctrl("z")), ("\u{00}", .ctrl("@")),
      ("\u{1C}", .ctrl("\\")), (" ", .char(" ")), ("q", .char("q")), ("é", .char("é")), ("李", .char("李")),
      ("😀", .char("😀")),
    ])
  func singleKeys(text: String, key: KeyPress) {
    #expect(decodeAll(text) == [.key(key)])
  }

  @Test(
    "escape sequences are one named key each",
    arguments: [
      ("\u{1B}[A", KeyPress.special(.up)), ("\u{1B}OA", .special(.up)), ("\u{1B}[B", .special(.down)),
      ("\u{1B}[C", .special(.right)), ("\u{1B}[D", .special(.left)), ("\u{1B}[H", .special(.home)),
      ("\u{1B}[F", .special(.end)), ("\u{1B}[1~", .special(.home)), ("\u{1B}[4~", .special(.end)),
      ("\u{1B}[5~", .special(.pageUp)), ("\u{1B}[6~", .special(.pageDown)), ("\u{1B}[3~", .special(.delete)),
      ("\u{1B}[2~", .special(.insert)), ("\u{1B}[Z", .special(.backTab)), ("\u{1B}OM", .special(.enter)),
      ("\u{1B}OP", .special(.function(1))), ("\u{1B}[15~", .special(.function(5))),
      ("\u{1B}[24~", .special(.function(12))), ("\u{1B}[200~", .special(.pasteStart)),
      ("\u{1B}[201~", .special(.pasteEnd)),
    ])
  func sequences(text: String, key: KeyPress) {
    #expect(decodeAll(text) == [.key(key)])
  }

  @Test(
    "an Alt chord is one key, never Esc and then the key",
    arguments: [
      ("\u{1B}y", [DecodedInput.key(.alt("y"))]), ("\u{1B}q", [.key(.alt("q"))]), ("\u{1B}\r", [unrecognized]),
      ("\u{1B}é", [unrecognized]), ("\u{1B}O", [.key(.alt("O"))]), ("\u{1B}[", [unrecognized]),
    ])
  func altChords(text: String, decoded: [DecodedInput]) {
    #expect(decodeAll(text) == decoded)
  }

  @Test(
    "keys with modifiers, unknown sequences and bytes that are not UTF-8 are unrecognized keys, not nothing",
    arguments: [
      Array("\u{1B}[1;5A".utf8), Array("\u{1B}[99~".utf8), Array("\u{1B}Ox".utf8), Array("\u{1B}[?1;2c".utf8),
      [0xFF], [0xC3], [0x85], [0xE6, 0x9D], [0xC0, 0x80],
    ])
  func unknown(bytes: [UInt8]) {
    var decoder = KeyDecoder()
    let decoded = decoder.feed(bytes, at: 0) + decoder.flush(at: 1)
    #expect(!decoded.isEmpty)
    #expect(decoded.allSatisfy { $0 == unrecognized })
  }

  @Test("a C1 control character, well-formed in UTF-8, is not a character")
  func c1Controls() {
    #expect(decodeAll("\u{85}") == [unrecognized])
    #expect(decodeAll("\u{9B}") == [unrecognized])
  }

  @Test(
    "mouse reports in SGR and X10 form are read with 0-based cells",
    arguments: [
      ("\u{1B}[<0;10;5M", MouseReport(code: 0, row: 4, col: 9, released: false)),
      ("\u{1B}[<0;10;5m", MouseReport(code: 0, row: 4, col: 9, released: true)),
      ("\u{1B}[<64;1;1M", MouseReport(code: 64, row: 0, col: 0, released: false)),
      ("\u{1B}[<65;300;200M", MouseReport(code: 65, row: 199, col: 299, released: false)),
      ("\u{1B}[M !!", MouseReport(code: 0, row: 0, col: 0, released: false)),
      ("\u{1B}[M#+&", MouseReport(code: 0, row: 5, col: 10, released: true)),
      ("\u{1B}[M`!!", MouseReport(code: 64, row: 0, col: 0, released: false)),
    ])
  func mouse(text: String, report: MouseReport) {
    #expect(decodeAll(text) == [.mouse(report)])
  }

  @Test(
    "a malformed SGR report is one unrecognized key", arguments: ["\u{1B}[<0;1M", "\u{1B}[<0;1;2;3M", "\u{1B}[<;1;1M"])
  func badMouse(text: String) {
    #expect(decodeAll(text) == [unrecognized])
  }

  @Test("every Esc starts a new sequence, even inside another, so a paste marker is never swallowed")
  func escapeRestarts() {
    let pasteStart = DecodedInput.key(.special(.pasteStart))
    #expect(decodeAll("\u{1B}[<0;1\u{1B}[200~") == [unrecognized, pasteStart])
    #expect(decodeAll("\u{1B}[M\u{1B}[200~") == [unrecognized, pasteStart])
    #expect(decodeAll("\u{1B}\u{1B}[200~") == [unrecognized, pasteStart])
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xC3] + Array("\u{1B}[200~".utf8), at: 0) == [unrecognized, pasteStart])
    #expect(decodeAll("\u{1B}O\u{1B}[200~") == [.key(.alt("O")), pasteStart])
  }

  @Test("a sequence split across reads is joined when the rest follows within the escape delay")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8), at: 0).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush(at: 0.01).isEmpty)
    #expect(decoder.feed(Array("20".utf8), at: 0.02).isEmpty)
    #expect(decoder.feed(Array("0~y".utf8), at: 0.03) == [.key(.special(.pasteStart)), .key(.char("y"))])
    #expect(!decoder.isWaiting)
  }

  @Test("Esc with nothing after it is Esc once the escape delay passes; a late key is its own key")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B], at: 0).isEmpty)
    #expect(decoder.decisionTime == KeyDecoder.escapeDelay)
    #expect(decoder.flush(at: 0.01).isEmpty)
    #expect(decoder.flush(at: KeyDecoder.escapeDelay) == [.key(.special(.escape))])
    #expect(decoder.feed([0x1B], at: 1) == [])
    #expect(decoder.feed(Array("y".utf8), at: 1.2) == [.key(.special(.escape)), .key(.char("y"))])
  }

  @Test("UTF-8 split across reads is joined")
  func splitCharacter() {
    var decoder = KeyDecoder()
    let bytes = Array("李".utf8)
    #expect(decoder.feed(bytes.prefix(1), at: 0).isEmpty)
    #expect(decoder.feed(bytes.dropFirst(), at: 0.001) == [.key(.char("李"))])
  }

  @Test("an endless sequence is cut at a bounded length rather than buffered for ever")
  func boundedSequence() {
    var decoder = KeyDecoder()
    var decoded = decoder.feed(Array("\u{1B}[".utf8), at: 0)
    for _ in 0..<100 { decoded += decoder.feed([UInt8(ascii: "1")], at: 0) }
    #expect(decoded.first == unrecognized)
    #expect(decoded.dropFirst().allSatisfy { $0 == .key(.char("1")) })
    #expect(decoded.count == 1 + 100 - (KeyDecoder.maximumSequence - 2))
    #expect(!decoder.isWaiting)
  }

  @Test("typeahead flushed forgets an unfinished sequence")
  func reset() {
    var decoder = KeyDecoder()
    _ = decoder.feed(Array("\u{1B}[20".utf8), at: 0)
    decoder.reset()
    #expect(!decoder.isWaiting)
    #expect(decoder.feed(Array("0~".utf8), at: 0.01) == [.key(.char("0")), .key(.char("~"))])
  }
}

@Suite("Mouse reports to events")
struct MouseReportTests {
  @Test(
    "only the plain left button presses and clicks; the wheel scrolls; anything else is other",
    arguments: [
      (MouseReport(code: 64, row: 1, col: 1, released: false), MouseEvent.Kind.wheelUp),
      (MouseReport(code: 65, row: 1, col: 1, released: false), .wheelDown),
      (MouseReport(code: 0, row: 1, col: 1, released: false), .press),
      (MouseReport(code: 32, row: 1, col: 1, released: false), .other),
      (MouseReport(code: 2, row: 1, col: 1, released: false), .other),
      (MouseReport(code: 16, row: 1, col: 1, released: false), .other),
      (MouseReport(code: 66, row: 1, col: 1, released: false), .other),
      (MouseReport(code: 96, row: 1, col: 1, released: false), .other),
    ])
  func kinds(report: MouseReport, kind: MouseEvent.Kind) {
    var tracker = MouseTracker()
    #expect(tracker.event(for: report, at: 0).kind == kind)
  }

  @Test("a release is a click only where the press was; without a press it is a plain release")
  func releases() {
    var tracker = MouseTracker()
    #expect(tracker.event(for: MouseReport(code: 0, row: 2, col: 2, released: true), at: 0).kind == .release)
    _ = tracker.event(for: MouseReport(code: 0, row: 2, col: 2, released: false), at: 1)
    #expect(tracker.event(for: MouseReport(code: 0, row: 2, col: 2, released: true), at: 1.1).kind == .click)
    _ = tracker.event(for: MouseReport(code: 0, row: 2, col: 2, released: false), at: 2)
    #expect(
      tracker.event(for: MouseReport(code: 3, row: 2, col: 2, released: true), at: 2.1).kind == .other,
      "SGR's release of button 3 is not the left button's")
    _ = tracker.event(for: MouseReport(code: 0, row: 2, col: 2, released: false), at: 3)
    _ = tracker.event(for: MouseReport(code: 64, row: 2, col: 2, released: false), at: 3.1)
    #expect(
      tracker.event(for: MouseReport(code: 0, row: 2, col: 2, released: true), at: 3.2).kind == .release,
      "another report between press and release breaks the click")
  }
}
