import Testing

@testable import MailMessage

/// A mail cannot plant an address: what `add-email` stores, and what `query` prints, is exactly
/// one valid address (`MailAddress`), and a name carries no character that reorders or hides text.
@Suite("mail: one valid address, or refused")
struct MailAddressTests {
  static let valid = [
    "jane@example.com", "a.b+tag@sub.example.org", "o'brien@example.ie", "x_y-z{1}|~@a-b.example",
    "jörg@bücher.example", "用户@例子.广告", "KIM@EXAMPLE.ORG",
  ]

  @Test("ordinary, tagged, RFC 6532 UTF-8 and IDN addresses are valid", arguments: valid)
  func validAddresses(address: String) {
    #expect(MailAddress.problem(address) == nil)
  }

  static let invalid: [(String, MailAddress.Problem)] = [
    ("alice@corp.example,spy@evil.example", .separator(",")),
    ("alice@corp.example;spy@evil.example", .separator(";")),
    ("alice@corp.example spy@evil.example", .separator(" ")),
    ("alice@corp.example>,<spy@evil.example", .separator(">")),
    ("\"a,b\"@example.com", .separator("\"")),
    ("a(comment)@example.com", .separator("(")),
    ("a@[192.0.2.1]", .separator("[")),
    ("@relay:a@example.com", .separator(":")),
    ("a@b@example.com", .severalAt),
    ("=?utf-8?q?spy?=@example.com", .encodedWord),
    ("ali\u{202E}moc.live@example.com", .invisible("\u{202E}")),
    ("alice@\u{2066}corp.example", .invisible("\u{2066}")),
    ("ali\u{200B}ce@corp.example", .invisible("\u{200B}")),
    ("alice@corp.example\u{0}", .invisible("\u{0}")),
    ("alice@corp.example\r", .invisible("\r")),
    ("alice\u{85}@corp.example", .invisible("\u{85}")),
    ("alice@corp\u{3000}example", .separator("\u{3000}")),
    ("a\u{FFFD}@example.com", .invisible("\u{FFFD}")),
    (".alice@example.com", .misplacedDot), ("alice@example..com", .misplacedDot), ("alice@example.com.", .misplacedDot),
    ("alice@-example.com", .badDomain), ("alice@exa_mple.com", .badDomain),
    ("alice", .notLocalAtDomain), ("@example.com", .notLocalAtDomain), ("alice@", .notLocalAtDomain),
    ("", .notLocalAtDomain),
    (String(repeating: "a", count: 65) + "@example.com", .tooLong),
    ("a@" + String(repeating: "b", count: 260) + ".com", .tooLong),
  ]

  @Test("anything but one addr-spec is refused, with the reason", arguments: invalid)
  func invalidAddresses(address: String, problem: MailAddress.Problem) {
    #expect(MailAddress.problem(address) == problem)
  }

  @Test("a From whose <…> holds two addresses is refused, not stored as one, nor replaced by Reply-To")
  func plantedRecipient() {
    let message = """
      From: "Alice Boss" <alice@corp.example,spy@evil.example>
      Reply-To: other@example.com

      hi
      """
    #expect(
      MailSender.read(Array(message.utf8))
        == .refused(.from, "alice@corp.example,spy@evil.example", .separator(",")))
    #expect(MailSender(message: Array(message.utf8)) == nil)
  }

  static let hostileFroms: [(String, MailAddress.Problem)] = [
    ("<alice@corp.example;spy@evil.example>", .separator(";")),
    ("<=?utf-8?q?spy=40evil.example?=@corp.example>", .encodedWord),
    ("<\"spy@evil.example\"@corp.example>", .separator("\"")),
    ("Alice <ali\u{202E}ec@corp.example>", .invisible("\u{202E}")),
    ("Alice <alice@corp.example\u{0}spy@evil.example>", .invisible("\u{0}")),
    ("Alice <alice@[10.0.0.1]>", .separator("[")),
    ("Alice <spy@evil.example,:alice@corp.example>", .separator(",")),
    ("alice@corp.example\u{200B}", .invisible("\u{200B}")),
  ]

  @Test("hostile From addresses are each refused with their reason", arguments: hostileFroms)
  func hostileFrom(from: String, problem: MailAddress.Problem) {
    guard case .refused(.from, _, let found) = MailSender.read(Array("From: \(from)\n\n".utf8)) else {
      Issue.record("not refused: \(from.debugDescription)")
      return
    }
    #expect(found == problem)
  }

  static let acceptedFroms: [(String, String, String)] = [
    ("<@relay1.example,@relay2.example:jane@example.com>", "jane@example.com", ""),
    ("undisclosed-recipients:;, Jane <jane@example.com>", "jane@example.com", "Jane"),
    ("Team: (lead) Jane Doe <jane@example.com> (work), bob@example.com;", "jane@example.com", "Jane Doe"),
    ("\"Al\u{202E}ice\u{200B} Boss\" <alice@corp.example>", "alice@corp.example", "Alice Boss"),
    ("=?utf-8?q?Al=E2=80=AEice?= <alice@corp.example>", "alice@corp.example", "Alice"),
    ("\"Zoë \u{1F469}\u{200D}\u{1F4BB}\" <zoe@example.com>", "zoe@example.com", "Zoë \u{1F469}\u{200D}\u{1F4BB}"),
    ("jörg@bücher.example (Jörg)", "jörg@bücher.example", "Jörg"),
  ]

  @Test(
    "routes, groups and comments give the one mailbox; bidi controls and zero-width spaces leave names, joiners stay",
    arguments: acceptedFroms)
  func acceptedFrom(from: String, address: String, name: String) {
    let sender = MailSender(message: Array("From: \(from)\n\n".utf8))
    #expect(sender?.mailbox == Mailbox(name: name, address: address))
  }

  @Test("an empty group in From falls through to Reply-To")
  func emptyGroup() {
    let sender = MailSender(message: Array("From: undisclosed:;\nReply-To: jane@example.com\n\n".utf8))
    #expect(sender == MailSender(mailbox: Mailbox(name: "", address: "jane@example.com"), header: .replyTo))
  }
}
