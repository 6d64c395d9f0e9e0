import Testing

@testable import VCard

@Suite("packed vCard tokens")
struct VCardTokenTests {
  /// The token of `text`, placed at `offset` in a buffer padded with `padding` bytes after it
  /// (no padding takes the byte-by-byte path, eight or more the one-load path).
  static func token(_ text: String, padding: Int) -> VCardToken {
    let bytes = Array(text.utf8) + Array(repeating: UInt8(ascii: "x"), count: padding)
    return bytes.withUnsafeBufferPointer { VCardToken($0, 0..<text.utf8.count) }
  }

  @Test(
    "a token equals its uppercase literal whatever its case, on either path",
    arguments: [("tel", "TEL"), ("Email", "EMAIL"), ("x-ablabel", "X-ABLABEL"), ("iPhone", "IPHONE"), ("n", "N")],
    [0, 8])
  func caseInsensitive(pair: (text: String, literal: String), padding: Int) {
    let (text, literal) = pair
    let expected = literal.utf8.withContiguousStorageIfAvailable { VCardToken($0, 0..<$0.count) }
    #expect(Self.token(text, padding: padding) == expected)
  }

  @Test("tokens differ by length and by any byte; only ASCII letters are folded")
  func distinct() {
    #expect(Self.token("HOME", padding: 8) != Self.token("HOMES", padding: 8))
    #expect(Self.token("HOM", padding: 8) != Self.token("HOME", padding: 8))
    #expect(Self.token("WORK", padding: 8) != Self.token("WORD", padding: 8))
    #expect(Self.token("[", padding: 8) != Self.token("{", padding: 8))
    #expect(Self.token("é", padding: 8) != Self.token("É", padding: 8))
    #expect(Self.token("ab@", padding: 8) == Self.token("AB@", padding: 8))
  }

  @Test("tokens longer than fifteen bytes are all 'long' and equal no literal")
  func long() {
    let quoted = Self.token("quoted-printable", padding: 0)
    #expect(quoted.isLong)
    #expect(!Self.token("quoted-printabl", padding: 0).isLong)
    #expect(quoted != VCardToken("QUOTED-PRINTABL"))
  }
}
