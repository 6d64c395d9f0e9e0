import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("vCard round trip: written cards keep what the model does not show")
struct VCardRoundTripTests {
  static let base = ["N:Doe;Jane;;;", "FN:Jane Doe", "TEL;TYPE=CELL:+1 555 0100", "UID:jane-1"]

  @Test(
    "a property the model does not show is written back with its group, parameters and value",
    arguments: [
      "REV:2024-01-02T03:04:05Z", "PRODID:-//Apple Inc.//iPhone OS 17.0//EN",
      "IMPP;X-SERVICE-TYPE=Skype:skype:jane.doe",
      "RELATED;TYPE=friend:urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af", "GEO:37.386013;-122.082932",
      "TZ:-05:00", "KEY;ENCODING=b;TYPE=PGP:mQINBFzV", "SOUND;ENCODING=b;TYPE=WAVE:UklGRg==",
      "LOGO;VALUE=uri:https://example.com/logo.png", "LABEL;TYPE=HOME:1 Main St\\nSpringfield",
      "X-ABShowAs:COMPANY", "item3.X-ABDATE;type=pref:2001-01-01", "item3.X-ABLabel:_$!<Anniversary>!$_",
      "X-CUSTOM;FOO=\"a;b:c\";BAR=1,2:v;w,x\\,y", "x-lower-case:kept as written", "NOTE:a second note",
      "ORG:Second Org;Unit", "TITLE:Second Title", "NICKNAME:Janie,JD", "CATEGORIES:Friends,Work",
      "X-SOCIALPROFILE;type=twitter:https://twitter.com/jane", "BDAY:1980-01-02", "NOTE:first\\, note",
      "AGENT;VALUE=uri:CID:jqpublic.part3.960129T083020.xyzMail@host3.com",
    ])
  func unknownPropertyKept(line: String) {
    let text = vcard(Self.base + [line])
    for version in [VCardWriter.Version.v3, .v4] {
      let read = readKeeping(text)
      let written = VCardWriter.bytes(read, version: version)
      // A binary value becomes a data: URI in 4.0 (`binaryConverted`).
      let converts = version == .v4 && line.contains("ENCODING=b")
      #expect(converts || unfoldedLines(written).contains(line), "\(version): \(unfoldedLines(written))")
      #expect(parse(bytes: written).contacts == read)
    }
  }

  @Test("the original's properties keep their order, and nothing but the required ones is added")
  func orderKept() {
    let lines = [
      "PRODID:-//Google Inc//Google Contacts//EN", "X-A:1", "N:Doe;Jane;;;", "item1.TEL:+1", "X-B:2",
      "item1.X-ABLabel:Boat", "EMAIL;TYPE=INTERNET:j@example.com", "X-C;P=1:3", "FN:Jane", "NOTE:n", "X-D:4",
    ]
    let read = readKeeping(vcard(lines))
    let written = unfoldedLines(VCardWriter.bytes(read))
    #expect(
      written.filter { !["BEGIN:VCARD", "END:VCARD", "VERSION:3.0"].contains($0) && !$0.hasPrefix("UID:") } == lines)
    #expect(written.first { $0.hasPrefix("UID:") } == "UID:" + read[0].identifier)
  }

  /// A 2.1 line, and what is written for it as 3.0 and as 4.0.
  static let conversions: [(String, String, String)] = [
    ("TEL;CELL;PREF:+1 555 0101", "TEL;TYPE=CELL,PREF:+1 555 0101", "TEL;TYPE=cell,pref:+1 555 0101"),
    ("EMAIL;INTERNET;HOME:a@b.example", "EMAIL;TYPE=INTERNET,HOME:a@b.example", "EMAIL;TYPE=internet,home:a@b.example"),
    (
      "N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;J=F6rg;;;", "N:Müller;Jörg;;;", "N:Müller;Jörg;;;"
    ),
    ("NOTE;ENCODING=QUOTED-PRINTABLE:one=0Atwo, three", "NOTE:one\\ntwo\\, three", "NOTE:one\\ntwo\\, three"),
    (
      "X-CUSTOM;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE;X-P=q:caf=E9;x,y", "X-CUSTOM;X-P=q:café;x,y",
      "X-CUSTOM;X-P=q:café;x,y"
    ),
    (
      "ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;Stra=C3=9Fe 1;Berlin;;10115;DE",
      "ADR;TYPE=HOME:;;Straße 1;Berlin;;10115;DE", "ADR;TYPE=home:;;Straße 1;Berlin;;10115;DE"
    ),
    (
      "PHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQSkZJRg==", "PHOTO;TYPE=JPEG;ENCODING=b:/9j/4AAQSkZJRg==",
      "PHOTO:data:image/jpeg;base64,/9j/4AAQSkZJRg=="
    ),
    ("PHOTO;BASE64;GIF:R0lGODlh", "PHOTO;TYPE=GIF;ENCODING=b:R0lGODlh", "PHOTO:data:image/gif;base64,R0lGODlh"),
    (
      "LABEL;ENCODING=QUOTED-PRINTABLE;HOME:1 Main=0D=0ATown", "LABEL;TYPE=HOME:1 Main\\nTown",
      "LABEL;TYPE=home:1 Main\\nTown"
    ),
    ("X-IRMC-LUID;7BIT:0000001", "X-IRMC-LUID:0000001", "X-IRMC-LUID:0000001"),
  ]

  @Test("a 2.1 line is written as 3.0 and 4.0: decoded to UTF-8, parameters named", arguments: conversions)
  func version21Converted(conversion: (String, String, String)) {
    let text = vcard(["N:Doe;Jane;;;", conversion.0], version: "2.1")
    let read = readKeeping(text)
    for (version, expected) in [(VCardWriter.Version.v3, conversion.1), (.v4, conversion.2)] {
      let written = VCardWriter.bytes(read, version: version)
      #expect(unfoldedLines(written).contains(expected), "\(version): \(unfoldedLines(written))")
      #expect(!unfoldedLines(written).contains("VERSION:2.1"))
      #expect(parse(bytes: written).contacts == read)
    }
  }

  @Test("a quoted-printable CRLF in a value is one line break, LF, written as \\n, and reads back the same")
  func crlfBecomesLineFeed() {
    let read = readKeeping(vcard(["N:Doe;Jane;;;", "NOTE;ENCODING=QUOTED-PRINTABLE:one=0D=0Atwo"], version: "2.1"))
    #expect(read[0].note == "one\ntwo")
    let written = VCardWriter.bytes(read)
    #expect(unfoldedLines(written).contains("NOTE:one\\ntwo"))
    #expect(parse(bytes: written).contacts[0].note == "one\ntwo")
  }

  /// A line of one version, and what is written for it in the other.
  static let binaries: [(String, String, String)] = [
    ("3.0", "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0K", "PHOTO:data:image/png;base64,iVBORw0K"),
    ("3.0", "KEY;ENCODING=b;TYPE=PGP:mQINBFzV", "KEY:data:application/pgp;base64,mQINBFzV"),
    ("4.0", "LOGO:data:image/gif;base64,R0lGODlh", "LOGO;TYPE=GIF;ENCODING=b:R0lGODlh"),
    ("4.0", "PHOTO:data:image/jpeg;base64,/9j/4AAQ", "PHOTO;TYPE=JPEG;ENCODING=b:/9j/4AAQ"),
    ("4.0", "PHOTO:https://example.com/jane.jpg", "PHOTO:https://example.com/jane.jpg"),
    ("4.0", "LOGO:data:;base64,R0lGODlh", "LOGO;ENCODING=b:R0lGODlh"),
  ]

  @Test("binary values move between ENCODING=b (3.0) and data: URIs (4.0)", arguments: binaries)
  func binaryConverted(binary: (String, String, String)) {
    let read = readKeeping(vcard(["N:Doe;Jane;;;", "FN:Jane", binary.1], version: binary.0))
    let version: VCardWriter.Version = binary.0 == "3.0" ? .v4 : .v3
    let written = VCardWriter.bytes(read, version: version)
    #expect(unfoldedLines(written).contains(binary.2), "\(unfoldedLines(written))")
    #expect(parse(bytes: written).contacts == read)
  }

  /// A 2.1 line marked BASE64 on a property that is no image, sound or key, and its 4.0 line.
  static let textInBase64: [(String, String)] = [
    ("NOTE;ENCODING=BASE64:aGVsbG8=", "NOTE;ENCODING=b:aGVsbG8="),
    ("X-BIN;ENCODING=BASE64:/wD+AQ==", "X-BIN;ENCODING=b:/wD+AQ=="),
  ]

  @Test(
    "a 2.1 text property marked BASE64 is not made a data: URI in 4.0: it reads back the same",
    arguments: textInBase64)
  func base64TextTo4(line: String, expected: String) {
    let read = readKeeping(vcard(["N:Doe;Jane;;;", "FN:Jane", line], version: "2.1"))
    let written = VCardWriter.bytes(read, version: .v4)
    #expect(unfoldedLines(written).contains(expected), "\(unfoldedLines(written))")
    #expect(parse(bytes: written).contacts == read)
  }

  @Test("a card with an original and the same card read again are written alike (the writer is stable)")
  func stable() {
    let text = vcard(
      ["N;ENCODING=QUOTED-PRINTABLE:D=C3=B6e;Jane;;;", "TEL;CELL:+1", "X-A;B:c", "NOTE;QUOTED-PRINTABLE:a=0Ab"],
      version: "2.1")
    let once = VCardWriter.bytes(readKeeping(text))
    let twice = VCardWriter.bytes(readKeeping(bytes: once).contacts)
    #expect(String(decoding: twice, as: UTF8.self) == String(decoding: once, as: UTF8.self))
  }

  @Test("a card inside the card (a 2.1 AGENT's) is left out, and the lines after it are kept")
  func embeddedCard() {
    let text = vcard(
      [
        "N:Doe;Jane;;;", "AGENT:", "BEGIN:VCARD", "VERSION:2.1", "N:Agent;Al;;;", "X-INNER:1", "END:VCARD", "X-AFTER:2",
      ],
      version: "2.1")
    let read = readKeeping(text)
    #expect(read.map(\.familyName) == ["Doe"])
    let lines = unfoldedLines(VCardWriter.bytes(read))
    #expect(lines.contains("AGENT:"))
    #expect(lines.contains("X-AFTER:2"))
    #expect(!lines.contains("X-INNER:1"))
    #expect(lines.filter { $0 == "BEGIN:VCARD" }.count == 1)
    #expect(parse(bytes: VCardWriter.bytes(read)).contacts == read)
  }

  @Test("a contact made in code is written by the model alone, as before")
  func madeInCode() {
    var contact = makeContact("code-1", given: "Ann", family: "Lee", phones: ["+1 555"])
    contact.note = "Hi"
    let expected = [
      "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//contacts-tui//ContactStore//EN", "N:Lee;Ann;;;", "FN:Ann Lee",
      "TEL;TYPE=CELL:+1 555", "NOTE:Hi", "UID:code-1", "END:VCARD",
    ]
    #expect(unfoldedLines(VCardWriter.bytes([contact])) == expected)
    // Read without keeping the card, a contact is also written by the model alone.
    let reread = parse(VCardWriter.write([contact])).contacts
    #expect(reread[0].originalCard.isEmpty)
    #expect(unfoldedLines(VCardWriter.bytes(reread)) == expected)
  }

  @Test("a kept original card takes no part in equality")
  func originalCardIsProvenance() {
    let kept = readKeeping(vcard(Self.base + ["X-A:1"]))
    let plain = parse(vcard(Self.base + ["X-A:1"])).contacts
    #expect(!kept[0].originalCard.isEmpty)
    #expect(plain[0].originalCard.isEmpty)
    #expect(kept == plain)
    #expect(Set(kept) == Set(plain))
  }

  /// A card with labelled values in groups, and edits made to the contact read from it.
  static let editable = [
    "N:Doe;Jane;;;", "FN:Jane Doe", "TEL;TYPE=CELL;TYPE=pref:+1 555 0100", "X-A;P=1:keep me",
    "item1.TEL;X-SERVICE-TYPE=sat:+1 555 0101", "item1.X-ABLabel:Boat", "EMAIL;TYPE=INTERNET,HOME:j@example.com",
    "item2.EMAIL:old@example.com", "item2.X-ABLabel:School", "NOTE;LANGUAGE=en:old note", "UID:jane-1",
  ]

  enum Edit: String, CaseIterable, CustomTestStringConvertible {
    case secondPhone, firstPhoneLabel, removeSchoolEmail, addEmail, note, familyName

    var testDescription: String { rawValue }

    func apply(to contact: inout Contact) {
      switch self {
      case .secondPhone: contact.phoneNumbers[1].value = "+1 555 9999"
      case .firstPhoneLabel: contact.phoneNumbers[0].label = "Satellite"
      case .removeSchoolEmail: contact.emailAddresses.removeLast()
      case .addEmail: contact.emailAddresses.append(LabeledValue(label: ContactLabel.work, value: "w@example.com"))
      case .note: contact.note = "new note"
      case .familyName: contact.familyName = "Roe"
      }
    }

    /// The card's lines after the edit (BEGIN, VERSION, PRODID, END aside).
    var expected: [String] {
      var lines = VCardRoundTripTests.editable
      switch self {
      case .secondPhone: lines[4] = "item1.TEL;X-SERVICE-TYPE=sat:+1 555 9999"
      case .firstPhoneLabel:
        lines[2] = "item3.TEL;TYPE=pref:+1 555 0100"
        lines.insert("item3.X-ABLabel:Satellite", at: 3)
      case .removeSchoolEmail: lines.removeSubrange(7...8)
      case .addEmail: lines.insert("EMAIL;TYPE=INTERNET,WORK:w@example.com", at: 9)
      case .note: lines[9] = "NOTE;LANGUAGE=en:new note"
      case .familyName:
        // The FN only repeated the name parts, so it follows them.
        lines[0] = "N:Roe;Jane;;;"
        lines[1] = "FN:Jane Roe"
      }
      return lines
    }
  }

  @Test(
    "an edited field is written in its lines' place, and every other line stays byte for byte", arguments: Edit.allCases
  )
  func editedField(edit: Edit) {
    var contact = readKeeping(vcard(Self.editable))[0]
    edit.apply(to: &contact)
    let written = VCardWriter.bytes([contact])
    let lines = unfoldedLines(written).filter {
      !["BEGIN:VCARD", "END:VCARD", "VERSION:3.0"].contains($0) && !$0.hasPrefix("PRODID:")
    }
    #expect(lines == edit.expected)
    #expect(parse(bytes: written).contacts == [contact])
  }
}
