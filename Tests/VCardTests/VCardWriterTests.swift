import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("vCard writer")
struct VCardWriterTests {
  @Test("a round trip through the writer and reader preserves every field", arguments: [VCardWriter.Version.v3, .v4])
  func roundTrip(version: VCardWriter.Version) {
    let original = fullContact()
    let result = parse(VCardWriter.write([original], version: version))
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts == [original])
  }

  @Test("round trips keep a birthday without a year, an organization card and an empty contact")
  func roundTripEdgeCases() {
    var noYear = makeContact("a", given: "Ann")
    noYear.birthday = Birthday(month: 2, day: 29)
    let company = makeContact("b", org: "Acme Corp.")
    let empty = Contact(identifier: "c")
    let cjk = makeContact("d", given: "民준", family: "김")
    for version in [VCardWriter.Version.v3, .v4] {
      #expect(
        parse(VCardWriter.write([noYear, company, empty, cjk], version: version)).contacts == [
          noYear, company, empty, cjk,
        ])
    }
  }

  @Test("a round trip through the generated corpus is exact")
  func roundTripCorpus() {
    var text = ""
    for index in 0..<50 {
      text += card(
        "FN:x", "N:Fam\(index)\\;ly;Gïven\(index);;;", "ORG:Org\\, \(index);Dept", "TEL;TYPE=CELL:+1 555 \(index)",
        "item1.EMAIL:e\(index)@example.com", "item1.X-ABLabel:Custom \(index)", "NOTE:Note\\n\(index)",
        "BDAY:--0\(index % 9 + 1)-1\(index % 9)", "UID:id-\(index)")
    }
    let first = parse(text).contacts
    #expect(first.count == 50)
    #expect(parse(VCardWriter.write(first)).contacts == first)
    #expect(parse(VCardWriter.write(first, version: .v4)).contacts == first)
  }

  @Test("lines are folded at 75 octets and never inside a UTF-8 sequence", arguments: [VCardWriter.Version.v3, .v4])
  func folding(version: VCardWriter.Version) {
    var contact = fullContact()
    contact.note = String(repeating: "日本語のメモ、", count: 40) + String(repeating: "é", count: 100)
    let bytes = VCardWriter.bytes([contact], version: version)
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A {
        lines.append(current)
        current = []
        index += 2
      } else {
        current.append(bytes[index])
        index += 1
      }
    }
    #expect(current.isEmpty, "the output ends with CRLF")
    #expect(lines.allSatisfy { $0.count <= 75 })
    for line in lines {
      let content = line.first == 0x20 ? Array(line.dropFirst()) : line
      #expect(String(validating: content, as: UTF8.self) != nil, "every physical line is valid UTF-8 by itself")
    }
    #expect(parse(bytes: bytes).contacts.first?.note == contact.note)
  }

  @Test("labels are written as TYPE parameters, custom ones as itemN.X-ABLabel")
  func labels() {
    var contact = makeContact("x", given: "A")
    contact.phoneNumbers = [
      LabeledValue(label: ContactLabel.mobile, value: "1"), LabeledValue(label: ContactLabel.homeFax, value: "2"),
      LabeledValue(label: "Boat", value: "3"),
    ]
    let text = VCardWriter.write([contact])
    #expect(text.contains("\r\nTEL;TYPE=CELL:1\r\n"))
    #expect(text.contains("\r\nTEL;TYPE=HOME,FAX:2\r\n"))
    #expect(text.contains("\r\nitem1.TEL:3\r\nitem1.X-ABLabel:Boat\r\n"))
    #expect(VCardWriter.write([contact], version: .v4).contains("\r\nTEL;TYPE=cell:1\r\n"))
  }

  @Test("text values are escaped and the photo is written as kept")
  func escapingAndPhoto() {
    var contact = makeContact("x", given: "A,B;C\\D")
    contact.note = "one\ntwo"
    contact.photo = ContactPhoto(base64: Array("AAEC".utf8), mediaType: "PNG")
    let v3 = VCardWriter.write([contact])
    #expect(v3.contains("\r\nN:;A\\,B\\;C\\\\D;;;\r\n"))
    #expect(v3.contains("\r\nNOTE:one\\ntwo\r\n"))
    #expect(v3.contains("\r\nPHOTO;ENCODING=b;TYPE=PNG:AAEC\r\n"))
    #expect(VCardWriter.write([contact], version: .v4).contains("\r\nPHOTO:data:image/png;base64,AAEC\r\n"))
  }

  @Test("the card has BEGIN, VERSION, FN, N, UID and END")
  func requiredProperties() {
    let text = VCardWriter.write([makeContact("id-1", given: "Ann", family: "Lee")], version: .v4)
    #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
    #expect(text.contains("\r\nFN:Ann Lee\r\n"))
    #expect(text.contains("\r\nN:Lee;Ann;;;\r\n"))
    #expect(text.hasSuffix("\r\nUID:id-1\r\nEND:VCARD\r\n"))
  }

  /// Found by the vCard fuzzer (Fuzz/Regressions/vcard/): 4.0 wrote an untyped photo as
  /// `application/octet-stream`, read it back as type OCTET-STREAM, then wrote `image/octet-stream`.
  @Test("a photo of unknown type stays untyped through a 4.0 round trip")
  func untypedPhotoRoundTrip() {
    var contact = makeContact("x", given: "Ann")
    contact.photo = ContactPhoto(base64: Array("AAEC".utf8))
    let written = VCardWriter.write([contact], version: .v4)
    #expect(written.contains("\r\nPHOTO:data:application/octet-stream;base64,AAEC\r\n"))
    #expect(parse(written).contacts == [contact])
  }

  /// Found by fuzz-vcard (Fuzz/Regressions/vcard/photo-type-with-comma): a `TYPE=` holding a
  /// comma ended the 4.0 `data:` header early, and the photo was lost when read back.
  @Test(
    "a photo whose type is no MIME token is written untyped, and survives a round trip",
    arguments: [
      "PNG,CELL", "JP EG", "X;Y", "A:B", "IMAGE/PNG", "QUOTED-PRINTABLE", "EQUOTED-PRINTABLE",
    ])
  func oddPhotoTypeRoundTrip(type: String) {
    var contact = makeContact("x", given: "Ann")
    contact.photo = ContactPhoto(base64: Array("AAEC".utf8), mediaType: type)
    for version in [VCardWriter.Version.v3, .v4] {
      let read = parse(VCardWriter.write([contact], version: version)).contacts
      #expect(read.first?.photo?.base64 == Array("AAEC".utf8), "\(version)")
      #expect(read.first?.photo?.mediaType == "", "\(version)")
    }
  }
}
