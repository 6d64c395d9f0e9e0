import ContactModel
import ContactsTesting
import FuzzChecks
import Testing

@testable import ContactSearch

@Suite("search over group names and every nickname")
struct SearchGroupTests {
  static let contacts: [Contact] = {
    var ann = makeContact("0", given: "Ann", family: "Lee")
    ann.groups = ["Family", "Book Club"]
    var bob = makeContact("1", given: "Bob", family: "Ray")
    bob.nicknames = ["Bobby", "Rob"]
    bob.groups = ["FAMILY"]
    var cem = makeContact("2", given: "Cem", family: "Öz")
    cem.groups = ["Équipe 5"]
    cem.nicknames = ["Bo", "Bby"]
    let dee = makeContact("3", given: "Dee", family: "Fam")
    return [ann, bob, cem, dee]
  }()

  static let index = SearchIndex(contacts)

  @Test(
    "a group name is found as any other field, case- and accent-insensitively; each nickname is a field",
    arguments: [
      ("fam", [0, 1, 3]), ("family", [0, 1]), ("/book", []), ("club ann", [0]), ("equipe", [2]), ("équipe 5", [2]),
      ("rob", [1]), ("bobby", [1]), ("bby", [1, 2]), ("bob rob", [1]), ("book family", [0]),
    ])
  func search(query: String, expected: [Int]) {
    #expect(Self.index.search(query) == expected)
    #expect(ReferenceSearch(Self.contacts).search(query) == expected)
  }

  @Test("no word matches across two nicknames or two groups (each is a line of its own)")
  func fieldsApart() {
    #expect(Self.index.search("bobby").contains(2) == false)  // "Bo" and "Bby" are two nicknames
    #expect(Self.index.search("familybook").isEmpty)
    #expect(Self.index.search("club5").isEmpty)
  }

  @Test("a group many contacts share, folded once per part, finds every member on every core")
  func shared() {
    let many = (0..<40_000).map { index -> Contact in
      var contact = makeContact("\(index)", given: "P\(index)", family: "N")
      if index % 3 == 0 { contact.groups = ["Ünïcode Team", "Work"] }
      if index % 5 == 0 { contact.groups.append("work") }
      return contact
    }
    let index = SearchIndex(many)
    #expect(index.search("unicode team") == Array(stride(from: 0, to: 40_000, by: 3)))
    let work = Set(stride(from: 0, to: 40_000, by: 3)).union(stride(from: 0, to: 40_000, by: 5)).sorted()
    #expect(index.search("wor") == work)
  }
}
