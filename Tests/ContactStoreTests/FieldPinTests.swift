import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

/// Exact outputs that a change to how a consumer walks the contact's fields must keep: the
/// snapshot's format id (a new id would throw every cache away) and the JSON of a full contact,
/// byte for byte (its key order is a contract, docs/DECISIONS.md).
@Suite("pinned outputs of the field consumers")
struct FieldPinTests {
  @Test("the snapshot format id is the one today's caches were written with")
  func formatID() {
    #expect(SnapshotFormat.formatID == 0x2481_af00_167b_ddf3)
  }

  @Test("the JSON of a full contact is byte for byte what it was")
  func json() {
    let output = ContactExport.render([fullContact()], format: .json, formatter: ContactFormatter())
    #expect(output == Self.fullJSON)
  }

  static let fullJSON =
    #"""
    [
    {"identifier":"full-1","givenName":"Zoë","familyName":"Brontë-Müller","middleName":"Anne","namePrefix":"Dr.","nameSuffix":"PhD","nickname":"Zo, the 🦊","organizationName":"Müller & Söhne; GmbH","departmentName":"R&D, Europe","jobTitle":"Head of Product, Mobile","phoneNumbers":[{"label":"mobile","value":"+1 (555) 010-0199"},{"label":"iPhone","value":"+44 20 7946 0000"},{"label":"home fax","value":"+49 30 1234567"},{"label":"work fax","value":"+49 30 7654321"},{"label":"main","value":"0800 123"},{"label":"pager","value":"555-PAGE"},{"label":"Boat phone","value":"+1 555 0100"},{"label":null,"value":"12345"}],"emailAddresses":[{"label":"work","value":"zoe@example.com"},{"label":"other","value":"z@example.org"},{"label":"Schul-Adresse","value":"zoe@school.example"}],"urlAddresses":[{"label":"homepage","value":"https://example.com/~zoe?x=1,2;3"},{"label":"work","value":"https://work.example.com"}],"postalAddresses":[{"label":"home","street":"5 rue de l'Église, Bâtiment C\nEscalier 2","city":"Paris","state":"Île-de-France","postalCode":"75004","country":"France"},{"label":"work","street":"千代田区丸の内1-1-1","city":"東京都","state":"","postalCode":"100-0005","country":"日本"}],"birthday":"1985-04-12","note":"Line one; with semicolon\nLine two, with comma\\backslash\n日本語 and a very long line that must be folded because it is far longer than seventy-five octets.","formattedName":"","nicknames":["Zo, the 🦊"],"groups":[]}]
    """#
    + "\n"
}
