import ContactsTesting
import Testing

@testable import ContactModel

@Suite("sorting and sections")
struct ContactSortingTests {
  @Test("Émile sorts with E, not after Z; case does not matter")
  func diacriticsFold() {
    let names = ["Zoe", "Émile", "adam", "Eve", "Ødegård", "Bob"].map { makeContact($0, given: $0) }
    let sorted = ContactSorting.sorted(names, by: .givenName).map(\.givenName)
    #expect(sorted == ["adam", "Bob", "Émile", "Eve", "Ødegård", "Zoe"])
  }

  @Test("family-name order sorts by family, then given")
  func familyOrder() {
    let contacts = [
      makeContact("1", given: "Zed", family: "Smith"), makeContact("2", given: "Amy", family: "Smith"),
      makeContact("3", given: "Bo", family: "Adams"), makeContact("4", given: "Al", family: "Smithson"),
    ]
    #expect(ContactSorting.sorted(contacts, by: .familyName).map(\.identifier) == ["3", "2", "1", "4"])
    #expect(ContactSorting.sorted(contacts, by: .givenName).map(\.identifier) == ["4", "2", "3", "1"])
  }

  @Test("names in other scripts, digits and nameless contacts come after A–Z, in a stable order")
  func otherScriptsLast() {
    let contacts = [
      makeContact("cjk", given: "伟", family: "王"), makeContact("cyr", given: "Ольга"),
      makeContact("lat", given: "Zara"),
      makeContact("num", given: "42"), makeContact("org", org: "Acme"), makeContact("grk", given: "Ελένη"),
    ]
    let order = ContactSorting.sorted(contacts, by: .givenName).map(\.identifier)
    #expect(order == ["org", "lat", "num", "grk", "cyr", "cjk"])
  }

  @Test("the sort key is folded: lowercased and without diacritics, NFD input too")
  func sortKey() {
    #expect(
      ContactSorting.sortKey(makeContact("a", given: "Émile", family: "Zola"), order: .familyName) == "zola emile")
    #expect(ContactSorting.sortKey(makeContact("b", given: "E\u{301}mile"), order: .givenName) == "emile")
    #expect(
      ContactSorting.sortKey(makeContact("c", given: "Søren", family: "Straße"), order: .familyName) == "strasse soren")
  }

  /// (sort key, section letter).
  static let sections: [(String, Character)] = [
    ("emile", "E"), ("zola", "Z"), ("adam", "A"), ("王伟", "#"), ("ольга", "#"), ("42", "#"), ("", "#"), ("_x", "#"),
  ]

  @Test("section letters are A–Z from the folded key, else #", arguments: sections)
  func sectionLetter(key: String, letter: Character) {
    #expect(ContactSorting.sectionLetter(forSortKey: key) == letter)
  }

  @Test("areInIncreasingOrder agrees with sorted")
  func comparator() {
    let a = makeContact("a", given: "Émile")
    let b = makeContact("b", given: "Fred")
    #expect(ContactSorting.areInIncreasingOrder(a, b, order: .givenName))
    #expect(!ContactSorting.areInIncreasingOrder(b, a, order: .givenName))
  }
}

@Suite("Sorting many contacts on all cores")
struct ParallelSortingTests {
  @Test("the parallel sort of 20,000 contacts equals a plain stable sort by key", arguments: ContactSortOrder.allCases)
  func parallelEqualsPlain(order: ContactSortOrder) {
    // Long names that agree in their first 15 or 23 folded bytes exercise the packed words and the
    // full-key comparison ("vandenbergh-smithe alexis" and "…alexys" differ at byte 23).
    let given = [
      "Émile", "anna", "Zoë", "Ада", "太郎", "", "Bob", "bob", "Łukasz", "O’Brien", "Alexandrina", "Alexandra", "Alexis",
      "Alexys",
    ]
    let family = [
      "Zola", "Álvarez", "", "Иванова", "山田", "Smith", "smith", "Ng", "de la Cruz", "Vandenbergh-Smithe",
      "Vandenbergh-Smith",
    ]
    let contacts = (0..<20_000).map { index -> Contact in
      var contact = Contact(identifier: "c\(index)")
      contact.givenName = given[index % given.count]
      contact.familyName = family[(index / given.count) % family.count]  // every pair occurs
      if index % 11 == 0 { contact.organizationName = "Org \(index % 5)" }
      return contact
    }
    let keys = contacts.map { ContactSorting.sortKey($0, order: order) }
    let latinFirst = keys.map { key -> Int in
      guard let byte = key.utf8.first, (byte | 0x20) &- 97 < 26 else { return 1 }
      return 0
    }
    let expected = contacts.indices.sorted { left, right in
      if latinFirst[left] != latinFirst[right] { return latinFirst[left] < latinFirst[right] }
      let a = Array(keys[left].utf8)
      let b = Array(keys[right].utf8)
      if a != b { return a.lexicographicallyPrecedes(b) }
      return left < right
    }
    #expect(ContactSorting.sortedIndices(contacts, by: order) == expected)
  }
}
