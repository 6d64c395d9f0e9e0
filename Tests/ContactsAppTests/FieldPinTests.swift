import ContactModel
import ContactsScreens
import ContactsTesting
import Foundation
import Testing

@testable import ContactsApp

/// The change summary's exact lines for a contact that gains every field, in their order: what a
/// change to how the summary walks the fields must keep.
@Suite("pinned change summary")
struct ChangeSummaryPinTests {
  @Test("an empty contact becoming a full one is summed up in the same lines, in the same order")
  func emptyToFull() {
    var full = fullContact()
    full.formattedName = "Zoë B.-M."
    #expect(ContactChangeSummary.lines(from: Contact(identifier: "full-1"), to: full) == Self.lines)
  }

  static let lines = [
    "name: (none) → Zoë B.-M.",
    "name prefix: (none) → Dr.",
    "given name: (none) → Zoë",
    "middle name: (none) → Anne",
    "family name: (none) → Brontë-Müller",
    "name suffix: (none) → PhD",
    "nickname: (none) → Zo, the 🦊",
    "organization: (none) → Müller & Söhne; GmbH",
    "department: (none) → R&D, Europe",
    "job title: (none) → Head of Product, Mobile",
    "phone: (none) → +1 (555) 010-0199 (mobile), +44 20 7946 0000 (iPhone), +49 30 1234567 (home fax), +49 30 7654321 (work fax), 0800 123 (main), 555-PAGE (pager), +1 555 0100 (Boat phone), 12345",
    "email: (none) → zoe@example.com (work), z@example.org (other), zoe@school.example (Schul-Adresse)",
    "url: (none) → https://example.com/~zoe?x=1,2;3 (homepage), https://work.example.com (work)",
    "address: (none) → 5 rue de l'Église, Bâtiment C Escalier 2 75004 Paris Île-de-France France (home), 千代田区丸の内1-1-1 100-0005 東京都 日本 (work)",
    "birthday: (none) → 1985-04-12",
    "note: (none) → Line one; with semicolon\nLine two, with comma\\backslash\n日本語 and a very long line that must be folded because it is far longer than seventy-five octets.",
    "photo: changed",
  ]
}
