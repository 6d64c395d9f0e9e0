import Foundation
import TestSupport
import Testing

@testable import MailMessage

/// One message under Fixtures/mail/ and the sender `add-email` must find in it.
struct MailSample: CustomStringConvertible, Sendable {
  var file: String
  var name: String
  var address: String
  var given: String
  var family: String
  var header: MailSender.Header = .from

  var description: String { file }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mail")

  func bytes() throws -> [UInt8] {
    Array(try Data(contentsOf: Self.folder.appendingPathComponent(file)))
  }
}

@Suite("The sender of a mail message")
struct MailSenderTests {
  static let samples: [MailSample] = [
    MailSample(
      file: "plain-display-name.eml", name: "Jane Doe", address: "jane@example.com", given: "Jane", family: "Doe"),
    MailSample(
      file: "quoted-family-comma.eml", name: "Doe, Jane", address: "Jane.Doe@Example.COM", given: "Jane",
      family: "Doe"),
    MailSample(file: "comment-name.eml", name: "Jane Doe", address: "jane@example.com", given: "Jane", family: "Doe"),
    MailSample(file: "bare-address.eml", name: "", address: "jane@example.com", given: "", family: ""),
    MailSample(file: "angle-only.eml", name: "", address: "noreply@example.com", given: "", family: ""),
    MailSample(
      file: "encoded-b-utf8.eml", name: "Jörg Müller", address: "joerg@example.de", given: "Jörg", family: "Müller"),
    MailSample(
      file: "encoded-q-latin1.eml", name: "François Lefèvre", address: "francois@example.fr", given: "François",
      family: "Lefèvre"),
    MailSample(
      file: "encoded-adjacent-split.eml", name: "山田太郎", address: "taro@example.jp", given: "山田太郎", family: ""),
    MailSample(
      file: "encoded-split-character.eml", name: "Renée Martin", address: "renee@example.fr", given: "Renée",
      family: "Martin"),
    MailSample(
      file: "encoded-iso-2022-jp.eml", name: "山田 太郎", address: "yamada@example.jp", given: "太郎", family: "山田"),
    MailSample(
      file: "encoded-koi8.eml", name: "Иван Петров", address: "ivan@example.ru", given: "Иван", family: "Петров"),
    MailSample(
      file: "encoded-in-quotes.eml", name: "Zoë Smith", address: "zoe@example.com", given: "Zoë", family: "Smith"),
    MailSample(
      file: "raw-utf8-name.eml", name: "Zoë Ångström", address: "zoe@example.se", given: "Zoë", family: "Ångström"),
    MailSample(
      file: "raw-latin1-name.eml", name: "José García", address: "jose@example.es", given: "José", family: "García"),
    MailSample(
      file: "folded-from.eml", name: "Ludwig van Beethoven", address: "ludwig@example.at", given: "Ludwig",
      family: "van Beethoven"),
    MailSample(
      file: "group-then-mailbox.eml", name: "Anna Bell", address: "anna@example.com", given: "Anna", family: "Bell"),
    MailSample(
      file: "reply-to-only.eml", name: "List Owner", address: "owner@lists.example.org", given: "List",
      family: "Owner", header: .replyTo),
    MailSample(
      file: "sender-only.eml", name: "Mailer Daemon", address: "daemon@example.net", given: "Mailer",
      family: "Daemon", header: .sender),
    MailSample(
      file: "outlook-single-quotes.eml", name: "Jane Doe", address: "jane@example.com", given: "Jane", family: "Doe"),
    MailSample(
      file: "route-address.eml", name: "Old Relay", address: "jane@example.com", given: "Old", family: "Relay"),
    MailSample(
      file: "mbox-from-line.eml", name: "Jane Doe", address: "jane@example.com", given: "Jane", family: "Doe"),
    MailSample(
      file: "escaped-quote.eml", name: "Jane \"JD\" Doe", address: "jane@example.com", given: "Jane \"JD\"",
      family: "Doe"),
    MailSample(file: "name-is-address.eml", name: "", address: "jane@example.com", given: "", family: ""),
    MailSample(
      file: "control-characters.eml", name: "Evil [31mRed", address: "evil@example.com", given: "Evil",
      family: "[31mRed"),
  ]

  @Test("each real-world message gives its sender's name, address and header", arguments: samples)
  func sample(_ sample: MailSample) throws {
    let sender = try #require(MailSender(message: try sample.bytes()))
    #expect(sender.mailbox == Mailbox(name: sample.name, address: sample.address))
    #expect(sender.header == sample.header)
    #expect(sender.personalName.given == sample.given)
    #expect(sender.personalName.family == sample.family)
  }

  @Test("every fixture has a row, and every row a file")
  func fixturesListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: MailSample.folder.path).filter {
      $0.hasSuffix(".eml")
    }
    let listed = Set(Self.samples.map(\.file) + ["no-sender.eml"])
    #expect(Set(files) == listed)
  }

  @Test("a message without From, Reply-To or Sender has no sender, and a From in the body does not count")
  func noSender() throws {
    let bytes = try MailSample(file: "no-sender.eml", name: "", address: "", given: "", family: "").bytes()
    #expect(MailSender(message: bytes) == nil)
    #expect(MailSender(message: [UInt8]()) == nil)
  }

  @Test("headers end at the first empty line, LF or CRLF, and folded lines are unfolded")
  func headerSection() {
    let headers = MailHeaders(Array("A: 1\r\nSubject: one\r\n  two\r\n\tthree\r\n\r\nB: 2\n".utf8))
    #expect(headers.fields.map(\.name) == ["A", "Subject"])
    #expect(headers.value("subject").map { String(decoding: $0, as: UTF8.self) } == "one  two\tthree")
    #expect(headers.value("B") == nil)
    let lf = MailHeaders(Array("From: a@b\nX: y\n\nFrom: c@d\n".utf8))
    #expect(lf.fields.count == 2)
  }

  @Test(
    "address lists in the forms real mail uses",
    arguments: [
      ("a@x, B <b@x>", [Mailbox(name: "", address: "a@x"), Mailbox(name: "B", address: "b@x")]),
      ("undisclosed-recipients:;", []),
      (
        "Team: \"Smith, Al\" <al@x>, (Bea) bea@x;, c@x",
        [
          Mailbox(name: "Smith, Al", address: "al@x"), Mailbox(name: "Bea", address: "bea@x"),
          Mailbox(name: "", address: "c@x"),
        ]
      ),
      ("Jane (the (nested) one) Doe <j@x>", [Mailbox(name: "Jane Doe", address: "j@x")]),
      ("<j@x> (Only A Comment)", [Mailbox(name: "Only A Comment", address: "j@x")]),
      ("\"unterminated <j@x>", []),
      ("no address here", []),
      ("@x, a@, <>", []),
    ])
  func addressLists(value: String, expected: [Mailbox]) {
    #expect(MailAddressList.parse(Array(value.utf8)) == expected)
  }

  @Test(
    "RFC 2047 encoded words, B and Q, any charset, adjacent ones joined without their blank",
    arguments: [
      ("=?UTF-8?B?SsO2cmc=?=", "Jörg"),
      ("=?utf-8?Q?J=C3=B6rg_Smith?=", "Jörg Smith"),
      ("=?ISO-8859-15?Q?=A4uro?=", "€uro"),
      ("=?windows-1252?Q?=93quoted=94?=", "“quoted”"),
      ("=?UTF-8?Q?a?= =?UTF-8?Q?b?=", "ab"),
      ("=?UTF-8?Q?a?=\r\n =?ISO-8859-1?Q?=E9?=", "aé"),
      ("=?UTF-8?Q?a?= plain =?UTF-8?Q?b?=", "a plain b"),
      ("=?utf-8*en?q?Hi?=", "Hi"),
      ("=?UTF-8?X?bad?=", "=?UTF-8?X?bad?="),
      ("=?UTF-8?Q?never closed", "=?UTF-8?Q?never closed"),
      ("=?no-such-charset?Q?caf=E9?=", "café"),
      ("=?UTF-8?B?/w==?=", "\u{FFFD}"),
    ])
  func encodedWords(text: String, expected: String) {
    #expect(EncodedWords.decode(Array(text.utf8)) == expected)
  }

  @Test(
    "names are split into given and family names",
    arguments: [
      ("Jane Doe", "Jane", "Doe"), ("Doe, Jane", "Jane", "Doe"), ("Jane", "Jane", ""),
      ("Mary Ann  Smith", "Mary Ann", "Smith"), ("Vincent van Gogh", "Vincent", "van Gogh"),
      ("Charles de la Fontaine", "Charles", "de la Fontaine"), ("", "", ""), ("Doe,", "Doe", ""),
      ("김 민준", "민준", "김"),
    ])
  func names(name: String, given: String, family: String) {
    let split = PersonalName(name)
    #expect(split.given == given)
    #expect(split.family == family)
  }

  @Test("random bytes and mangled real messages never crash the reader, and an address it finds has an @")
  func randomBytes() throws {
    var random = SeededRandom(seed: 12)
    let seeds = try Self.samples.map { try $0.bytes() }
    let alphabet = Array("=?<>\"()\\,;:@ \t\r\nQBqb__ABCxyz0123".utf8)
    for round in 0..<3000 {
      var bytes: [UInt8]
      if round.isMultiple(of: 2) {
        bytes = (0..<random.int(300)).map { _ in
          random.int(3) == 0 ? UInt8(random.int(256)) : random.pick(alphabet)
        }
        bytes = Array("From: ".utf8) + bytes
      } else {
        bytes = random.pick(seeds)
        for _ in 0..<1 + random.int(8) where !bytes.isEmpty {
          let index = random.int(bytes.count)
          switch random.int(3) {
          case 0: bytes[index] = UInt8(random.int(256))
          case 1: bytes.remove(at: index)
          default: bytes.insert(random.pick(alphabet), at: index)
          }
        }
      }
      if let sender = MailSender(message: bytes) {
        #expect(sender.mailbox.address.contains("@"))
        #expect(!sender.mailbox.name.unicodeScalars.contains { $0.properties.generalCategory == .control })
        _ = sender.personalName
      }
    }
  }

  @Test("a megabyte of header (encoded words in charsets iconv lacks, open comments) is read in bounded time")
  func hostileSize() {
    for unit in ["=?x-none?Q?a=E9?= =?KOI8-R?B?6dfBzg==?= (", "=?x-none?Q?a=E9?= =?KOI8-R?B?6dfBzg==?= b "] {
      let message = Array(("From: " + String(repeating: unit, count: 25_000) + " <a@example.com>\n\n").utf8)
      let elapsed = ContinuousClock().measure { _ = MailSender(message: message) }
      #expect(elapsed < .seconds(10), "took \(elapsed)")
    }
  }
}
