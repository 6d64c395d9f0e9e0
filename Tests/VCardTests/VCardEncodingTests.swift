import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("vCard reader: encodings and charsets")
struct VCardEncodingTests {
  @Test("2.1 quoted-printable with soft line breaks and CHARSET=UTF-8")
  func quotedPrintableUTF8() {
    let text =
      "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\r\n"
      + "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:First line=0D=0ASecond =\r\nline continues=\r\n here\r\n"
      + "END:VCARD\r\n"
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.first?.familyName == "Müller")
    #expect(result.contacts.first?.givenName == "Jürgen")
    // `=0D=0A` is one line break, LF, as `\n` reads in 3.0: the note written back reads the same.
    #expect(result.contacts.first?.note == "First line\nSecond line continues here")
  }

  /// Found by fuzz-vcard (Fuzz/Regressions/vcard/quoted-printable-nul): a decoded NUL was kept,
  /// written back as a NUL byte, and that line was then ignored, so the name was lost.
  @Test("a quoted-printable =00 is dropped, so the value survives a write and a read")
  func quotedPrintableNul() {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Ab=00cd;Ef\r\nEND:VCARD\r\n"
    let contact = single(text)
    #expect(contact.familyName == "Abcd")
    #expect(parse(VCardWriter.write([contact], version: .v3)).contacts.first?.familyName == "Abcd")
  }

  /// Found by fuzz-vcard (Fuzz/Regressions/vcard/qp-inside-a-type): a photo whose TYPE held the
  /// word and whose base64 ended in `=` swallowed the next line, the UID, as a soft break.
  @Test("QUOTED-PRINTABLE counts only as a whole parameter word, not inside another")
  func quotedPrintableWholeWord() {
    let text =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nPHOTO;ENCODING=b;TYPE=XQUOTED-PRINTABLE:AAE=\r\nUID:ann-1\r\nEND:VCARD\r\n"
    #expect(single(text).identifier == "ann-1")
    let bare = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;QUOTED-PRINTABLE:Gar=\r\n=E7on\r\nEND:VCARD\r\n"
    #expect(single(bare).familyName == "Garçon")  // the soft break joined the two lines
  }

  @Test("bare QUOTED-PRINTABLE with CHARSET=ISO-8859-1")
  func quotedPrintableLatin1() {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Gar=E7on;Ren=E9e\r\nEND:VCARD\r\n"
    #expect(single(text).familyName == "Garçon")
    #expect(single(text).givenName == "Renée")
  }

  @Test("CHARSET=windows-1252 maps 0x80–0x9F to their characters")
  func windows1252() {
    let bytes =
      Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=WINDOWS-1252:".utf8) + [0x93, 0x51, 0x94, 0x80]
      + Array(";;;;\r\nEND:VCARD\r\n".utf8)
    #expect(parse(bytes: bytes).contacts.first?.familyName == "\u{201C}Q\u{201D}€")
  }

  @Test("a soft break never swallows END:VCARD")
  func softBreakBeforeEnd() {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE:broken=\r\nEND:VCARD\r\n" + card("FN:Next")
    let result = parse(text)
    #expect(result.contacts.count == 2)
    #expect(result.contacts.first?.note == "broken=")
  }

  @Test(
    "a soft break followed by an empty line ends the value there: the next property stays a property",
    arguments: ["\r\n", "\n", "\r", "\r\r\n"])
  func softBreakBeforeEmptyLine(lineEnd: String) {
    let lines = [
      "BEGIN:VCARD", "VERSION:2.1", "N:A;B", "NOTE;ENCODING=QUOTED-PRINTABLE:abc=", "", "TEL:1", "END:VCARD",
    ]
    let contact = single(lines.joined(separator: lineEnd) + lineEnd)
    #expect(contact.note == "abc")
    #expect(contact.phoneNumbers.map(\.value) == ["1"])
  }

  @Test("a UTF-8 byte order mark is skipped, at the start and before a later card")
  func byteOrderMark() {
    let bytes = [0xEF, 0xBB, 0xBF] + Array(card("N:A;;;;").utf8) + [0xEF, 0xBB, 0xBF] + Array(card("N:B;;;;").utf8)
    let result = parse(bytes: bytes)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.familyName) == ["A", "B"])
  }

  @Test("a UTF-16 file (with its byte order mark) is read")
  func utf16() {
    var data = Data([0xFF, 0xFE])
    data.append(card("N:Łęcki;Zoë;;;").data(using: .utf16LittleEndian) ?? Data())
    let result = VCardReader.read(data, source: "utf16.vcf")
    #expect(result.contacts.first?.familyName == "Łęcki")
  }

  @Test("bytes that are not UTF-8 fall back to Windows-1252, which has Latin-1's letters, instead of failing")
  func latin1Fallback() {
    let bytes =
      Array("BEGIN:VCARD\r\nVERSION:3.0\r\nN:M".utf8) + [0xFC] + Array("ller;Jos".utf8) + [0xE9]
      + Array(";;;\r\nNOTE:ok ünicode\r\nEND:VCARD\r\n".utf8)
    let result = parse(bytes: bytes)
    #expect(result.contacts.first?.familyName == "Müller")
    #expect(result.contacts.first?.givenName == "José")
    #expect(result.contacts.first?.note == "ok ünicode")
  }
}
