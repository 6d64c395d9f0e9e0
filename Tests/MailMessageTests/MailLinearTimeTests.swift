import Testing

@testable import MailMessage

/// Every reader of a mail's text is linear: the shapes that were quadratic (an encoded word
/// that never ends, in a name or a comment; a run of adjacent encoded words joined one by one;
/// a name of particles) and the other shapes a hostile sender can send, each a megabyte. The
/// old reader took minutes on the first; a linear one takes well under a second, so 10 s is
/// two orders of magnitude of headroom (docs/SECURITY.md, section 9).
@Suite("mail: a megabyte of any shape is read in linear time")
struct MailLinearTimeTests {
  static let megabyte = 1 << 20

  /// `unit` repeated to about a megabyte, between `prefix` and `suffix`.
  static func header(_ prefix: String, _ unit: String, _ suffix: String) -> [UInt8] {
    let count = (megabyte - prefix.utf8.count - suffix.utf8.count - 8) / unit.utf8.count
    return Array((prefix + String(repeating: unit, count: count) + suffix + "\n\n").utf8)
  }

  static let shapes: [(String, [UInt8])] = [
    ("unterminated encoded words in a name", header("From: ", "=?a?q?a", " <a@example.com>")),
    ("unterminated encoded words in a comment", header("From: a@example.com (", "=?a?q?a", ")")),
    ("unterminated encoded words in a quoted name", header("From: \"", "=?a?q?a", "\" <a@example.com>")),
    ("adjacent encoded words in one charset", header("From: ", "=?utf-8?q?a?=", " <a@example.com>")),
    ("adjacent encoded words between blanks", header("From: ", "=?utf-8?b?YQ==?= ", " <a@example.com>")),
    ("a name of particles", header("From: ", "van ", "Gogh <a@example.com>")),
    ("nested comments", header("From: a@example.com ", "(", "")),
    ("many <", header("From: ", "<", "a@example.com")),
    ("many <a@", header("From: ", "<a@", "")),
    ("many unterminated quoted strings in comments", header("From: ", "(\"", "")),
    ("one long folded header", header("From: ", "\n a", " <a@example.com>")),
    ("many empty mailboxes", header("From: ", ",", "a@example.com")),
    ("many group starts", header("From: ", "g:", "a@example.com")),
    ("backslashes", header("From: \"", "\\", "\" <a@example.com>")),
    ("a megabyte address", header("From: <", "a", "@example.com>")),
  ]

  @Test("each hostile megabyte is read within 10 s", arguments: shapes)
  func megabyte(shape: String, message: [UInt8]) {
    let elapsed = ContinuousClock().measure { _ = MailSender.read(message) }
    #expect(elapsed < .seconds(10), "\(shape): took \(elapsed)")
  }

  @Test("an encoded word's end is found by a cursor that only moves forward")
  func scannerIsMonotonic() {
    let text = Array("=?a?q?a?= b =?a?q?c d ?=".utf8)
    var scanner = EncodedWords.Scanner(text)
    #expect(scanner.nextClose(from: 0) == 7)
    #expect(scanner.nextClose(from: 7) == 7)
    #expect(scanner.nextClose(from: 8) == 22)
    #expect(scanner.nextBad(from: 0) == 9)
    #expect(scanner.nextBad(from: 12) == 19)
    #expect(scanner.nextClose(from: 23) == text.count)
  }

  @Test("decoding is unchanged: words decode, blanks between them go, a broken word stays as written")
  func decodingUnchanged() {
    #expect(EncodedWords.decode(Array("=?utf-8?q?J=C3=B6rg?= =?utf-8?b?IERvZQ==?=".utf8)) == "Jörg Doe")
    #expect(EncodedWords.decode(Array("=?a?q?a =?utf-8?q?x?=".utf8)) == "=?a?q?a x")
    #expect(EncodedWords.decode(Array("=?utf-8?q?a b?= c".utf8)) == "=?utf-8?q?a b?= c")
    #expect(EncodedWords.decode(Array("=?utf-8?q?=E2=82?==?utf-8?q?=AC?=".utf8)) == "€")
  }
}
