import ContactModel
import ContactsScreens
import Testing

/// What `edit` and `add-email` print about the name when only the shown name (FN) changes.
@Suite("change summary: the shown name")
struct ContactChangeSummaryTests {
  static var ada: Contact {
    var ada = Contact(identifier: "ada")
    ada.givenName = "Ada"
    ada.familyName = "Lovelace"
    return ada
  }

  @Test("an FN given to a card that showed its composed name is shown against that name")
  func formattedNameAdded() {
    var renamed = Self.ada
    renamed.formattedName = "Ada King"
    #expect(ContactChangeSummary.lines(from: Self.ada, to: renamed) == ["name: Ada Lovelace → Ada King"])
    #expect(ContactChangeSummary.lines(from: renamed, to: Self.ada) == ["name: Ada King → Ada Lovelace"])
  }

  @Test("a card with no name at all still reads (none), and unchanged names print nothing")
  func noName() {
    var named = Contact(identifier: "x")
    named.formattedName = "Acme"
    #expect(ContactChangeSummary.lines(from: Contact(identifier: "x"), to: named) == ["name: (none) → Acme"])
    var moved = Self.ada
    moved.familyName = "King"
    #expect(ContactChangeSummary.lines(from: Self.ada, to: moved) == ["family name: Lovelace → King"])
  }
}
