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

  @Test("Han names sort by pinyin among A–Z; other scripts follow A–Z; digits and nameless come last")
  func otherScriptsLast() {
    let contacts = [
      makeContact("cjk", given: "伟", family: "王"), makeContact("cyr", given: "Ольга"),
      makeContact("lat", given: "Zara"), makeContact("hng", given: "민준", family: "김"),
      makeContact("num", given: "42"), makeContact("org", org: "Acme"), makeContact("grk", given: "Ελένη"),
      makeContact("none"),
    ]
    let order = ContactSorting.sorted(contacts, by: .givenName).map(\.identifier)
    #expect(order == ["org", "cjk", "lat", "grk", "cyr", "hng", "none", "num"])
    #expect(ContactSorting.sortKey(contacts[0], order: .familyName) == "w王 w伟")
  }

  @Test("the generated pinyin letters are ICU's (a sample across both blocks)")
  func pinyinTable() {
    for value in stride(from: UInt32(0x3400), through: 0x9FFF, by: 97) {
      guard Transliteration.isHan(value), let scalar = Unicode.Scalar(value) else { continue }
      let icu = Transliteration.latin(String(Character(scalar))[...])?.first.flatMap { ($0 &- 0x61) < 26 ? $0 : nil }
      #expect(Transliteration.pinyinInitial(value) == icu, "U+\(String(value, radix: 16))")
    }
    #expect(Transliteration.pinyinInitial(0x738B) == UInt8(ascii: "w"))  // 王
    #expect(Transliteration.pinyinInitial(0x674E) == UInt8(ascii: "l"))  // 李
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
    ("emile", "E"), ("zola", "Z"), ("adam", "A"), ("ольга", "О"), ("ελενη", "Ε"), ("יוסף", "י"), ("محمد", "م"),
    ("김민준", "ㄱ"), ("까치", "ㄱ"), ("박", "ㅂ"), ("하나", "ㅎ"), ("42", "#"), ("", "#"), ("_x", "#"), ("«x»", "#"),
    ("🙂", "#"),
  ]

  @Test(
    "section letters: A–Z, another script's first letter (Hangul's initial consonant), else #",
    arguments: sections)
  func sectionLetter(key: String, letter: Character) {
    #expect(ContactSorting.sectionLetter(forSortKey: key) == letter)
  }

  @Test("each section is one run of the sorted list, and the quick section letter is the key's")
  func contiguousSections() {
    let given = [
      "Anna", "Émile", "Zoë", "Ольга", "Юлия", "Ёлка", "Ελένη", "Ωρίων", "דוד", "אבי", "محمد", "أحمد", "علي", "민준",
      "김", "까치", "박", "하나", "王", "李", "伟", "欧阳", "さくら", "प्रिया", "42", "«Пример»", "🙂", "",
    ]
    let contacts = (0..<(given.count * given.count)).map { index -> Contact in
      makeContact("\(index)", given: given[index % given.count], family: given[index / given.count])
    }
    for order in ContactSortOrder.allCases {
      let sorted = ContactSorting.sorted(contacts, by: order)
      let letters = sorted.map { ContactSorting.sectionLetter(for: $0, order: order) }
      for (contact, letter) in zip(sorted, letters) {
        #expect(letter == ContactSorting.sectionLetter(forSortKey: ContactSorting.sortKey(contact, order: order)))
      }
      var seen: [Character] = []
      for letter in letters where letter != seen.last {
        #expect(!seen.contains(letter), "\(letter) is split (\(order))")
        seen.append(letter)
      }
      #expect(seen.last == "#")
      let latin = seen.prefix { $0.isASCII && $0.isLetter }
      #expect(latin.contains("W") && latin.contains("L"), "王 and 李 are under W and L")
      #expect(seen.contains("Ω") && seen.contains("О") && seen.contains("א") && seen.contains("م"))
      #expect(seen.contains("ㄱ") && seen.contains("ㅂ") && seen.contains("ㅎ") && !seen.contains("ㄲ"))
    }
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
    let latinFirst = keys.map { ContactSorting.sortClass(Array($0.utf8)) }
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
