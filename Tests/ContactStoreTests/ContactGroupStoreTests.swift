import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

@Suite("Groups (CATEGORIES) through the store")
struct ContactGroupStoreTests {
  /// Four people over three groups, spelled differently on different cards.
  static let people: [Contact] = [
    member("a", "Ann", ["Family", "Work"]), member("b", "Bea", ["work"]), member("c", "Cem", []),
    member("d", "Dré", ["Ésprit", "FAMILY"]),
  ]

  static func member(_ id: String, _ given: String, _ groups: [String]) -> Contact {
    var contact = makeContact(id, given: given, family: "Zed")
    contact.groups = groups
    return contact
  }

  static func store(_ value: AuthValue?, shared: Set<String> = []) throws -> ContactStore {
    ContactStore(center: try ContactStoreTests.center(value, shared: shared), sources: [SpySource(people)])
  }

  @Test("groups are listed once per folded name, sorted by it, named as first spelled")
  func listed() throws {
    let groups = try Self.store(.allowed).groups(matching: nil)
    #expect(groups.map(\.name) == ["Ésprit", "Family", "Work"])
    #expect(groups.map(\.identifier) == ["esprit", "family", "work"])
  }

  @Test(
    "the member predicate keeps the group's members, by identifier or by name in any case",
    arguments: [
      ("family", ["a", "d"]), ("Family", ["a", "d"]), ("WORK", ["a", "b"]), ("esprit", ["d"]),
      ("nobody", []),
    ])
  func members(group: String, expected: [String]) throws {
    let found = try Self.store(.allowed).unifiedContacts(
      matching: .inGroup(withIdentifier: group), keysToFetch: [.givenName])
    #expect(found.map(\.identifier) == expected)
  }

  @Test("the group predicate keeps the groups with the identifiers asked for")
  func groupPredicate() throws {
    let groups = try Self.store(.allowed).groups(matching: .withIdentifiers(["work", "esprit", "none"]))
    #expect(groups.map(\.name) == ["Ésprit", "Work"])
  }

  @Test("under limited access only the shared contacts' groups exist")
  func limited() throws {
    let store = try Self.store(.limited, shared: ["b"])
    #expect(try store.groups(matching: nil).map(\.name) == ["work"])
    #expect(try store.unifiedContacts(matching: .inGroup(withIdentifier: "family"), keysToFetch: []).isEmpty)
  }

  @Test("without a grant, listing groups throws what a contact read throws, and opens no source")
  func refused() throws {
    for value in [AuthValue?.none, .denied] {
      let spy = SpySource(Self.people)
      let store = ContactStore(center: try ContactStoreTests.center(value), sources: [spy])
      #expect { try store.groups(matching: nil) } throws: { ($0 as? ContactsError)?.code == .authorizationDenied }
      #expect(spy.loads == 0)
    }
  }

  @Test("list with a group writes only its members, in every format", arguments: ExportFormat.allCases)
  func listing(format: ExportFormat) throws {
    let listing = ContactListing(
      format: format, formatter: ContactFormatter(order: .givenFirst), sortOrder: .givenName,
      group: ContactGroup.identifier(forName: "FAMILY"))
    let rows = try listing.render(from: Self.store(.allowed))
    #expect(rows.count == 2)
    let text = rows.string()
    #expect(text.contains("Ann") && text.contains("Dré") && !text.contains("Bea") && !text.contains("Cem"))
  }

  @Test("list's JSON gives the FN, every nickname and every group, in the card's order")
  func json() throws {
    var contact = Self.member("j", "Jane", ["Work", "Book \"Club\""])
    contact.nicknames = ["JJ", "Janie"]
    contact.formattedName = "Dr. Jane Q. Public, Esq."
    let output = ContactExport.render([contact, makeContact("e")], format: .json, formatter: ContactFormatter())
    let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(array[0]["groups"] as? [String] == ["Work", "Book \"Club\""])
    #expect(array[0]["nicknames"] as? [String] == ["JJ", "Janie"])
    #expect(array[0]["nickname"] as? String == "JJ, Janie")
    #expect(array[0]["formattedName"] as? String == "Dr. Jane Q. Public, Esq.")
    #expect(array[1]["groups"] as? [String] == [] && array[1]["nicknames"] as? [String] == [])
    #expect(array[1]["formattedName"] as? String == "")
  }
}
