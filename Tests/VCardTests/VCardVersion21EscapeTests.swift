import ContactModel
import Testing

@testable import VCard

/// vCard 2.1 escapes only `;` (its section 2.1.3): every other backslash is text. Android's own
/// fixture `FN:A;B\C\;D:E\\` reads as `A;B\C;D:E\\`; 3.0 and 4.0 keep their escapes.
@Suite("vCard 2.1: only \\; is an escape")
struct VCardVersion21EscapeTests {
  static let android = vcard(
    [
      "N:O\\;Brien;C:\\dir\\", "FN:A;B\\C\\;D:E\\\\", "NOTE:a\\nb\\,c\\\\d", "TEL;CELL:\\ 555\\1",
      "EMAIL:a\\b@example.com",
    ],
    version: "2.1")

  @Test("a 2.1 value keeps every backslash that does not stand before ';'")
  func backslashesKept() {
    let contact = single(Self.android)
    #expect(contact.formattedName == "A;B\\C;D:E\\\\")
    #expect(contact.familyName == "O;Brien")
    #expect(contact.givenName == "C:\\dir\\")
    #expect(contact.note == "a\\nb\\,c\\\\d")
  }

  @Test("3.0 and 4.0 values still resolve \\n \\, \\; \\: \\\\", arguments: ["3.0", "4.0"])
  func laterVersionsUnchanged(version: String) {
    let contact = single(vcard(["N:Doe;Jo", "FN:A;B\\C\\;D:E\\\\", "NOTE:a\\nb\\,c\\\\d"], version: version))
    #expect(contact.formattedName == "A;BC;D:E\\")
    #expect(contact.note == "a\nb,c\\d")
  }

  @Test("a 2.1 card after a 3.0 one in the same file is read by 2.1's rule, and the other way round")
  func perCard() {
    let text =
      vcard(["N:Doe;Jo", "FN:x\\\\y"], version: "3.0") + vcard(["N:Doe;Jo", "FN:x\\\\y"], version: "2.1")
      + vcard(["N:Doe;Jo", "FN:x\\\\y"])
    #expect(parse(text).contacts.map(\.formattedName) == ["x\\y", "x\\\\y", "x\\y"])
  }

  @Test(
    "a 2.1 card written as 3.0 or 4.0 (from its original or from the model) reads back the same",
    arguments: [VCardWriter.Version.v3, .v4], [true, false])
  func roundTrip(version: VCardWriter.Version, keepingOriginal: Bool) {
    let contact = keepingOriginal ? readKeeping(Self.android)[0] : single(Self.android)
    #expect(contact.originalCard.bytes.isEmpty != keepingOriginal)
    let again = single(VCardWriter.write([contact], version: version))
    #expect(again.formattedName == contact.formattedName)
    #expect(again.familyName == contact.familyName)
    #expect(again.givenName == contact.givenName)
    #expect(again.note == contact.note)
    #expect(again.phoneNumbers.map(\.value) == ["\\ 555\\1"])
    #expect(again.emailAddresses.map(\.value) == ["a\\b@example.com"])
  }
}
