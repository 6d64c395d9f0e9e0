import ContactModel
import ContactsTesting
import Testing

@testable import VCard

@Suite("vCard FN")
struct VCardFormattedNameTests {
  /// (card lines, formattedName kept, given name, what the formatter shows given-first).
  static let cases: [([String], String, String, String)] = [
    // The FN the parts compose is not kept, whichever comes first.
    (["N:Public;Jane;Q.;;", "FN:Jane Q. Public"], "", "Jane", "Jane Q. Public"),
    (["FN:Jane Q. Public", "N:Public;Jane;Q.;;"], "", "Jane", "Jane Q. Public"),
    (["N:Public;Jane;Q.;Dr.;Esq.", "FN:Dr. Jane Q. Public Esq."], "", "Jane", "Dr. Jane Q. Public Esq."),
    // An FN that says more is kept and shown.
    (
      ["N:Public;Jane;Q.;Dr.;Esq.", "FN:Dr. Jane Q. Public\\, Esq."], "Dr. Jane Q. Public, Esq.", "Jane",
      "Dr. Jane Q. Public, Esq."
    ),
    (
      ["FN:Dr. Jane Q. Public\\, Esq.", "N:Public;Jane;Q.;Dr.;Esq."], "Dr. Jane Q. Public, Esq.", "Jane",
      "Dr. Jane Q. Public, Esq."
    ),
    (["N:Smith;John;;;", "FN:Johnny Smith"], "Johnny Smith", "John", "Johnny Smith"),
    (["N:Smith;John;;;", "FN:  John Smith  "], "", "John", "John Smith"),
    (["N:Smith;John;;;", "FN:\\ John Smith"], "", "John", "John Smith"),
    // CJK: the parts compose without a space, so an FN with one is kept.
    (["N:山田;太郎;;;", "FN:山田太郎"], "", "太郎", "山田太郎"),
    (["N:山田;太郎;;;", "FN:山田 太郎"], "山田 太郎", "太郎", "山田 太郎"),
    // An FN-only card takes it as its given name; an organization card keeps its names empty.
    (["FN:Cher"], "", "Cher", "Cher"),
    (["N:;;;;", "FN:Prince"], "", "Prince", "Prince"),
    (["N:;;;;", "FN:Acme Inc.", "ORG:Acme Inc."], "", "", "Acme Inc."),
    // The first non-empty FN counts.
    (["FN:", "FN:Jo Doe", "N:Doe;Jane;;;"], "Jo Doe", "Jane", "Jo Doe"),
    (["N:Doe;Jane;;;", "FN:Jane Doe", "FN:Other"], "", "Jane", "Jane Doe"),
  ]

  @Test("FN is kept only when it differs from what the name parts compose given-first", arguments: cases)
  func formattedName(lines: [String], kept: String, given: String, shown: String) {
    let contact = single((["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n"))
    #expect(contact.formattedName == kept)
    #expect(contact.givenName == given)
    #expect(ContactFormatter().string(from: contact) == shown)
  }

  @Test("an FN in a declared charset is compared after decoding, and kept as decoded")
  func latin1() {
    func read(_ fn: [UInt8]) -> Contact? {
      let name = Array("N;CHARSET=ISO-8859-1:Dupont;J".utf8) + [0xE9] + Array("r".utf8) + [0xF4] + Array("me;;;".utf8)
      let bytes =
        Array("BEGIN:VCARD\r\nVERSION:2.1\r\n".utf8) + name + [0x0D, 0x0A]
        + Array("FN;CHARSET=ISO-8859-1:".utf8) + fn + Array("\r\nEND:VCARD\r\n".utf8)
      return parse(bytes: bytes).contacts.first
    }
    let same = read([0x4A, 0xE9, 0x72, 0xF4] + Array("me Dupont".utf8))
    #expect(same?.givenName == "J\u{E9}r\u{F4}me")
    #expect(same?.formattedName == "")
    let more = read([0x4A, 0xE9, 0x72, 0xF4] + Array("me Dupont, Sr.".utf8))  // 2.1 escapes no ','

    #expect(more?.formattedName == "J\u{E9}r\u{F4}me Dupont, Sr.")
  }

  @Test("a partial fetch without formattedName leaves it empty but still names an FN-only card")
  func partialFetch() {
    let text = card("N:Smith;John;;;", "FN:Johnny Smith") + card("FN:Cher")
    let stream = ContactStream<[Contact]>(
      keysToFetch: [.givenName, .familyName], makeBatch: { _ in [] }, consume: { $0.append($1) })
    let contacts = Array(text.utf8).withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: "t.vcf", into: stream).batches.flatMap { $0 }
    }
    #expect(contacts.map(\.formattedName) == ["", ""])
    #expect(contacts.map(\.givenName) == ["John", "Cher"])
  }

  @Test("the writer writes the kept FN, and a round trip keeps it", arguments: [VCardWriter.Version.v3, .v4])
  func write(version: VCardWriter.Version) {
    var contact = makeContact("x", given: "Jane", family: "Public")
    contact.namePrefix = "Dr."
    contact.formattedName = "Dr. Jane Q. Public, Esq."
    let written = VCardWriter.write([contact], version: version)
    #expect(written.contains("\r\nFN:Dr. Jane Q. Public\\, Esq.\r\n"))
    #expect(parse(written).contacts == [contact])
    var plain = contact
    plain.formattedName = ""
    #expect(VCardWriter.write([plain], version: version).contains("\r\nFN:Dr. Jane Public\r\n"))
  }
}
