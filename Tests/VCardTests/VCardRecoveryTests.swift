import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

/// `lines` joined with CRLF, ending with one.
private func crlf(_ lines: [String]) -> String { lines.joined(separator: "\r\n") + "\r\n" }

@Suite("vCard reader: grouped BEGIN and END lines")
struct VCardGroupedBoundaryTests {
  /// (case, the card's BEGIN line, its END line).
  static let boundaries: [(String, String, String)] = [
    ("lowercase, grouped", "home.begin:vcard", "home.end:vcard"),
    ("uppercase, grouped", "item1.BEGIN:VCARD", "item1.END:VCARD"),
    ("grouped BEGIN, plain END", "A.Begin:VCard", "END:VCARD"),
    ("plain BEGIN, grouped END", "BEGIN:VCARD", "x-g.END:vcard"),
    ("grouped, with blanks", "work.BEGIN: VCARD ", "work.END:VCARD\t"),
  ]

  @Test("a grouped BEGIN or END (RFC 2426's grammar) bounds a card like a plain one", arguments: boundaries)
  func grouped(name: String, begin: String, end: String) {
    let middle = crlf([begin, "VERSION:3.0", "N:Grouped;Gina;;;", "TEL:1", end])
    let text = card("N:Before;;;;") + middle + card("N:After;;;;")
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.familyName) == ["Before", "Grouped", "After"])
    #expect(result.contacts[1].phoneNumbers.map(\.value) == ["1"])
  }

  @Test("a blank-led line after a grouped END starts what follows; it does not swallow the END")
  func groupedEndNotFolded() {
    let text = crlf(["home.BEGIN:VCARD", "N:One;;;;", "home.END:VCARD", " garbage"]) + card("N:Two;;;;")
    #expect(parse(text).contacts.map(\.familyName) == ["One", "Two"])
  }

  @Test("a quoted-printable soft break never swallows a grouped END")
  func groupedEndAfterSoftBreak() {
    let text = crlf(["BEGIN:VCARD", "VERSION:2.1", "N:One;;;;", "NOTE;QUOTED-PRINTABLE:broken=", "home.END:VCARD"])
    let result = parse(text + card("N:Two;;;;"))
    #expect(result.contacts.map(\.familyName) == ["One", "Two"])
  }

  @Test("an END in another group than its BEGIN still ends the card")
  func mismatchedGroups() {
    let text = crlf(["a.BEGIN:VCARD", "N:One;;;;", "b.END:VCARD"])
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.familyName) == ["One"])
  }
}

@Suite("vCard reader: a value continued over lines that end in a backslash")
struct VCardBackslashContinuationTests {
  /// (case, the lines of a 2.1 card after N, the street and city expected, the diagnostics).
  static let cases: [(String, [String], String, String, [String])] = [
    (
      "an ADR over two lines", ["ADR;HOME:;;123 Main St\\", "Apt 4;Springfield;IL;62701;USA"], "123 Main St\nApt 4",
      "Springfield",
      [
        "test.vcf:4: ADR value ends in '\\' and goes on over 1 more line (a vCard 2.1 continuation); joined with line breaks"
      ]
    ),
    (
      "an ADR over three lines", ["ADR:;;Main St\\", "Building B\\", "Floor 2;Springfield;IL;;"],
      "Main St\nBuilding B\nFloor 2", "Springfield",
      [
        "test.vcf:4: ADR value ends in '\\' and goes on over 2 more lines (a vCard 2.1 continuation); joined with line breaks"
      ]
    ),
    (
      "a grouped ADR, its next line a property", ["item1.ADR:;;Main St\\", "Springfield;IL;;", "TEL:1"],
      "Main St\nSpringfield", "IL",
      [
        "test.vcf:4: ADR value ends in '\\' and goes on over 1 more line (a vCard 2.1 continuation); joined with "
          + "line breaks"
      ]
    ),
    ("a line after it that is a property", ["ADR:;;Main St\\", "TEL;HOME:1"], "Main St\\", "", []),
    ("a grouped property after it", ["ADR:;;Main St\\", "item2.TEL:1"], "Main St\\", "", []),
    ("an extension property after it", ["ADR:;;Main St\\", "X-CUSTOM;TYPE=a:1"], "Main St\\", "", []),
    ("END after it", ["ADR:;;Main St\\"], "Main St\\", "", []),
    (
      // 2.1 escapes only ';': both backslashes are text, and an even run continues nothing.
      "an escaped backslash at the end", ["ADR:;;Main St\\\\", "Springfield;IL;;"], "Main St\\\\", "",
      ["test.vcf:5: line has no ':' so it is not a vCard property; ignored"]
    ),
    ("a fold after it", ["ADR:;;Main St\\", " Springfield;IL;;"], "Main St\\Springfield", "IL", []),
    (
      "a blank line after it", ["ADR:;;Main St\\", "", "Springfield;IL;;"], "Main St\\", "",
      ["test.vcf:6: line has no ':' so it is not a vCard property; ignored"]
    ),
  ]

  @Test("a final unescaped backslash joins a next line that cannot stand alone, with a line break", arguments: cases)
  func continuation(name: String, lines: [String], street: String, city: String, diagnostics: [String]) {
    for lineEnd in ["\r\n", "\n"] {
      let text = (["BEGIN:VCARD", "VERSION:2.1", "N:Doe;Jane;;;"] + lines + ["END:VCARD"]).joined(separator: lineEnd)
      let result = parse(text + lineEnd)
      #expect(result.contacts.count == 1, "\(name)")
      #expect(result.contacts.first?.postalAddresses.first?.value.street == street, "\(name)")
      #expect(result.contacts.first?.postalAddresses.first?.value.city == city, "\(name)")
      #expect(result.diagnostics.map(\.description) == diagnostics, "\(name)")
    }
  }

  @Test("a NOTE continued with a backslash keeps its line break and the lines after it keep their numbers")
  func note() {
    let text = crlf(["BEGIN:VCARD", "VERSION:2.1", "N:Doe;;;;", "NOTE:first\\", "second", "bad line", "END:VCARD"])
    let result = parse(text)
    #expect(result.contacts.first?.note == "first\nsecond")
    #expect(
      result.diagnostics.map(\.description) == [
        "test.vcf:4: NOTE value ends in '\\' and goes on over 1 more line (a vCard 2.1 continuation); joined with "
          + "line breaks",
        "test.vcf:6: line has no ':' so it is not a vCard property; ignored",
      ])
  }
}

@Suite("vCard reader: nested cards and cards cut off")
struct VCardRecoveryTests {
  static let nested = crlf([
    "BEGIN:VCARD", "VERSION:3.0", "N:Outer;Olive;;;", "TEL:1",  // lines 1-4
    "BEGIN:VCARD", "VERSION:3.0", "N:Inner;Ian;;;", "TEL:2", "END:VCARD",  // lines 5-9
    "EMAIL:olive@example.com", "END:VCARD",  // lines 10-11
  ])

  @Test("a card nested in another is a contact of its own, and the outer keeps its lines before and after it")
  func nestedCard() {
    let result = parse(Self.nested)
    #expect(result.contacts.map(\.familyName) == ["Outer", "Inner"])
    #expect(result.contacts.first?.phoneNumbers.map(\.value) == ["1"])
    #expect(result.contacts.first?.emailAddresses.map(\.value) == ["olive@example.com"])
    #expect(result.contacts.last?.phoneNumbers.map(\.value) == ["2"])
    #expect(result.contacts.last?.emailAddresses.isEmpty == true)
    #expect(
      result.diagnostics.map(\.description) == [
        "test.vcf:5: vCard begins inside the vCard of line 1 (which has no END:VCARD before it); each is read as a "
          + "contact of its own"
      ])
  }

  @Test("the outer card's identifier and fingerprint hash its own bytes, not the nested card's")
  func nestedIdentity() {
    let result = parse(Self.nested)
    let outerAlone = crlf([
      "BEGIN:VCARD", "VERSION:3.0", "N:Outer;Olive;;;", "TEL:1", "EMAIL:olive@example.com", "END:VCARD",
    ])
    let innerAlone = crlf(["BEGIN:VCARD", "VERSION:3.0", "N:Inner;Ian;;;", "TEL:2", "END:VCARD"])
    let outer = parse(outerAlone).contacts.first
    let inner = parse(innerAlone).contacts.first
    #expect(result.contacts.first?.identifier == outer?.identifier)
    #expect(result.contacts.first?.fingerprint.value == outer?.fingerprint.value)
    #expect(result.contacts.last?.identifier == inner?.identifier)
    #expect(result.contacts.last?.fingerprint.value == inner?.fingerprint.value)
    #expect(outer?.identifier != inner?.identifier)
  }

  @Test("three levels of nesting give three contacts, in the order of their BEGIN lines")
  func threeLevels() {
    let text = crlf([
      "BEGIN:VCARD", "N:A;;;;", "BEGIN:VCARD", "N:B;;;;", "BEGIN:VCARD", "N:C;;;;", "END:VCARD", "TEL:2", "END:VCARD",
      "TEL:1", "END:VCARD",
    ])
    let result = parse(text + card("N:D;;;;"))
    #expect(result.contacts.map(\.familyName) == ["A", "B", "C", "D"])
    #expect(result.contacts.map { $0.phoneNumbers.map(\.value) } == [["1"], ["2"], [], []])
    #expect(result.diagnostics.map(\.line) == [3, 5])
  }

  @Test("two cards nested side by side in one are both read, and reported once")
  func siblings() {
    let text = crlf([
      "BEGIN:VCARD", "N:Outer;;;;", "BEGIN:VCARD", "N:First;;;;", "END:VCARD", "BEGIN:VCARD", "N:Second;;;;",
      "END:VCARD", "NOTE:outer note", "END:VCARD",
    ])
    let result = parse(text)
    #expect(result.contacts.map(\.familyName) == ["Outer", "First", "Second"])
    #expect(result.contacts.first?.note == "outer note")
    #expect(result.diagnostics.map(\.line) == [3])
  }

  @Test("a 2.1 AGENT's embedded card is still part of its card, not a contact")
  func agentIsNotNesting() {
    let text = crlf([
      "BEGIN:VCARD", "VERSION:2.1", "N:Boss;;;;", "AGENT:", "BEGIN:VCARD", "VERSION:2.1", "N:Assistant;;;;",
      "END:VCARD", "TEL:1", "END:VCARD",
    ])
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.familyName) == ["Boss"])
    #expect(result.contacts.first?.phoneNumbers.map(\.value) == ["1"])
  }

  @Test("a last card cut off at the end of the file is kept, with a warning at its BEGIN")
  func cutOffAtEnd() {
    let text = card("N:Whole;;;;") + crlf(["BEGIN:VCARD", "VERSION:3.0", "N:Cut;Carl;;;", "TEL:5"])
    let result = parse(text, source: "cut.vcf")
    #expect(result.contacts.map(\.familyName) == ["Whole", "Cut"])
    #expect(result.contacts.last?.phoneNumbers.map(\.value) == ["5"])
    #expect(
      result.diagnostics.map(\.description) == [
        "cut.vcf:5: vCard has no END:VCARD before the end of the data at line 8; read as it is"
      ])
    #expect(!result.diagnostics[0].skipsCard, "nothing was lost")
  }

  @Test("a file cut off inside a nest keeps every open card, each with its warning, innermost first")
  func cutOffInsideNest() {
    let text = crlf(["BEGIN:VCARD", "N:Outer;;;;", "BEGIN:VCARD", "N:Inner;;;;", "TEL:1"])
    let result = parse(text)
    #expect(result.contacts.map(\.familyName) == ["Outer", "Inner"])
    #expect(
      result.diagnostics.map(\.description) == [
        "test.vcf:3: vCard begins inside the vCard of line 1 (which has no END:VCARD before it); each is read as a "
          + "contact of its own",
        "test.vcf:3: vCard has no END:VCARD before the end of the data at line 5; read as it is",
        "test.vcf:1: vCard has no END:VCARD before the end of the data at line 5; read as it is",
      ])
  }

  @Test("a card without END before the next card is read like a nest: every card is kept")
  func missingEndBetweenCards() {
    let text = crlf(["BEGIN:VCARD", "N:NoEnd;;;;"]) + card("N:Next;;;;") + card("N:Last;;;;")
    let result = parse(text)
    #expect(result.contacts.map(\.familyName) == ["NoEnd", "Next", "Last"])
    #expect(
      result.diagnostics.map(\.description) == [
        "test.vcf:3: vCard begins inside the vCard of line 1 (which has no END:VCARD before it); each is read as a "
          + "contact of its own",
        "test.vcf:1: vCard has no END:VCARD before the end of the data at line 10; read as it is",
      ])
  }

  @Test("cards nested deeper than the limit end where the next begins: memory stays bounded, no card is lost")
  func nestingLimit() {
    var limits = VCardLimits.standard
    limits.maxCardNesting = 3
    let text = String(repeating: "BEGIN:VCARD\r\nN:Open;;;;\r\n", count: 5) + card("N:Last;;;;")
    let result = VCardReader.read(bytes: Array(text.utf8), source: "deep.vcf", limits: limits)
    #expect(result.contacts.map(\.familyName) == ["Open", "Open", "Open", "Open", "Open", "Last"])
    #expect(
      result.diagnostics.map(\.description) == [
        "deep.vcf:3: vCard begins inside the vCard of line 1 (which has no END:VCARD before it); each is read as a "
          + "contact of its own",
        "deep.vcf:5: vCard begins inside the vCard of line 3 (which has no END:VCARD before it); each is read as a "
          + "contact of its own",
        "deep.vcf:5: vCard has no END:VCARD before the BEGIN:VCARD at line 7 (cards nested 3 deep); read up to there",
        "deep.vcf:7: vCard has no END:VCARD before the BEGIN:VCARD at line 9 (cards nested 3 deep); read up to there",
        "deep.vcf:9: vCard has no END:VCARD before the BEGIN:VCARD at line 11 (cards nested 3 deep); read up to there",
        "deep.vcf:3: vCard has no END:VCARD before the end of the data at line 14; read as it is",
        "deep.vcf:1: vCard has no END:VCARD before the end of the data at line 14; read as it is",
      ])
  }

  @Test("a card without END before thousands of cards keeps its own bytes: the gaps between them, not the cards")
  func missingEndBeforeManyCards() {
    let head = crlf(["BEGIN:VCARD", "N:NoEnd;;;;"])
    var text = head
    // Every other card follows a blank line: the outer card's own bytes are those blank lines.
    for index in 0..<2_000 { text += card("N:Card\(index);;;;") + (index % 2 == 1 ? "\r\n" : "") }
    let result = parse(text)
    #expect(result.contacts.count == 2_001)
    #expect(result.contacts.first?.familyName == "NoEnd")
    #expect(result.contacts.last?.familyName == "Card1999")
    let alone = parse(head + String(repeating: "\r\n", count: 1_000)).contacts.first
    #expect(result.contacts.first?.identifier == alone?.identifier)
    #expect(result.contacts.first?.fingerprint.value == alone?.fingerprint.value)
  }

  @Test("five thousand cards without END are all kept, with the diagnostics capped")
  func manyWithoutEnd() {
    let text = String(repeating: "BEGIN:VCARD\r\nN:Broken;;;;\r\n", count: 5_000) + card("N:Good;;;;", "UID:good")
    let result = parse(text)
    #expect(result.contacts.count == 5_001)
    #expect(result.contacts.last?.identifier == "good")
    #expect(result.diagnostics.count == VCardLimits.standard.maxDiagnostics + 1)
    #expect(Diagnostic.tally(result.diagnostics).cards == 0, "no card was skipped")
  }

  /// A damaged card of each kind, and whether its diagnostic is a repair (the card read whole).
  static let repairs: [(String, [UInt8], Bool)] = [
    ("nested", Array(("BEGIN:VCARD\r\nN:Outer;;;;\r\n" + card("N:Inner;;;;") + "END:VCARD\r\n").utf8), true),
    ("cut off", Array("BEGIN:VCARD\r\nN:Cut;;;;\r\n".utf8), true),
    ("continued", Array(card("VERSION:2.1", "ADR:;;1 Main St\\", "Springfield;IL;;;").utf8), true),
    // "René" in Latin-1, in a file that declares no charset: read as Windows-1252.
    ("not UTF-8", Array(card("N:Ren#;;;;").utf8).map { $0 == UInt8(ascii: "#") ? 0xE9 : $0 }, true),
    ("no colon", Array(card("N:Kept;;;;", "garbage").utf8), false),
  ]

  @Test(
    "a repair is listed and counted as one, apart from lines left out; the card is still read",
    arguments: repairs)
  func repairsCounted(_ repair: (name: String, bytes: [UInt8], isRepair: Bool)) {
    let result = parse(bytes: repair.bytes)
    #expect(!result.diagnostics.isEmpty, "\(repair.name)")
    #expect(result.diagnostics.allSatisfy { $0.isRepair == repair.isRepair }, "\(repair.name)")
    let tally = Diagnostic.tally(result.diagnostics)
    #expect(tally.repairs == (repair.isRepair ? result.diagnostics.count : 0), "\(repair.name)")
    #expect(tally.cards == 0 && tally.files == 0, "\(repair.name)")
  }

  @Test("a large file of nests parsed in parallel pieces gives the same result as one piece")
  func parallelNests() {
    var text = ""
    for index in 0..<3000 {
      text += crlf([
        "BEGIN:VCARD", "N:Outer\(index);;;;", "BEGIN:VCARD", "N:First\(index);;;;", "END:VCARD", "BEGIN:VCARD",
        "N:Second\(index);;;;", "END:VCARD", "TEL:\(index)", "END:VCARD",
      ])
    }
    let bytes = Array(text.utf8)
    #expect(bytes.count > VCardReader.parallelThreshold)
    let parallel = bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "p", parallel: true) }
    let sequential = bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "p", parallel: false) }
    #expect(parallel.contacts.count == 9000)
    #expect(parallel.contacts == sequential.contacts)
    #expect(parallel.diagnostics == sequential.diagnostics)
    #expect(parallel.contacts.prefix(3).map(\.familyName) == ["Outer0", "First0", "Second0"])
  }
}
