import Foundation
import Testing

@testable import Contacts

@Suite("CNContactVCardSerialization writes back what it read")
struct CNContactVCardSerializationOriginalTests {
  @Test("contacts read with contacts(with:) are written by data(with:) with every property of their card")
  func readThenWrite() throws {
    let text =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Dr. Jane Doe\r\nitem1.X-ABDATE:2001-01-01\r\n"
      + "item1.X-ABLabel:_$!<Anniversary>!$_\r\nIMPP;X-SERVICE-TYPE=Skype:skype:jane\r\nUID:jane\r\nEND:VCARD\r\n"
    let contacts = try CNContactVCardSerialization.contacts(with: Data(text.utf8))
    let written = String(decoding: try CNContactVCardSerialization.data(with: contacts), as: UTF8.self)
    for line in [
      "FN:Dr. Jane Doe", "item1.X-ABDATE:2001-01-01", "item1.X-ABLabel:_$!<Anniversary>!$_",
      "IMPP;X-SERVICE-TYPE=Skype:skype:jane", "UID:jane",
    ] {
      #expect(written.contains(line + "\r\n"), "\(written)")
    }
    let again = try CNContactVCardSerialization.contacts(with: Data(written.utf8))
    #expect(again.map(\.givenName) == ["Jane"])
  }
}
