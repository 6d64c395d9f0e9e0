import ContactModel
import ContactStore
import ContactsTesting
import Testing

@testable import ContactSearch

@Suite("search index and name predicate")
struct SearchIndexTests {
  static let contacts: [Contact] = {
    var jose = makeContact(
      "0", given: "José", family: "García Márquez", emails: ["jgm@example.com"], phones: ["+1 (555) 010-0199"])
    jose.nickname = "Pepe"
    let nfd = makeContact("1", given: "Jose\u{301}", family: "Nun\u{303}ez", org: "Café Olé")
    let anna = makeContact("2", given: "Anna", family: "Smith", org: "Acme Corp.", emails: ["anna@acme.example"])
    let wang = makeContact("3", given: "伟", family: "王", phones: ["+86 138 5550 2000"])
    let soren = makeContact("4", given: "Søren", family: "Kierkegaard")
    return [jose, nfd, anna, wang, soren]
  }()

  static let index = SearchIndex(contacts)

  /// (query, expected indices).
  static let queries: [(String, [Int])] = [
    ("jose", [0, 1]), ("JOSÉ", [0, 1]), ("Jose\u{301}", [0, 1]), ("nunez", [1]), ("marquez jose", [0]),
    ("jose smith", []), ("acme", [2]), ("cafe", [1]), ("anna@acme", [2]), ("pepe", [0]), ("5550100", [0]),
    ("555-0100", [0]), ("(555) 010-01", [0]), ("5550", [0, 3]), ("王", [3]), ("soren", [4]), ("", [0, 1, 2, 3, 4]),
    ("zzz", []),
  ]

  @Test("search is case- and diacritic-insensitive, multi-word AND, phones by digits", arguments: queries)
  func search(query: String, expected: [Int]) {
    #expect(Self.index.search(query) == expected)
  }

  @Test("a longer query refines the previous result")
  func refinement() {
    let first = Self.index.search("j")
    #expect(first == [0, 1])
    #expect(Self.index.search("jos", within: first) == [0, 1])
    #expect(Self.index.search("jose g", within: first) == [0])
    #expect(Self.index.search("", within: [2]) == [2])
  }

  @Test("a large index, searched on several cores, gives results in input order")
  func large() {
    let many = (0..<50_000).map { makeContact("\($0)", given: $0 % 7 == 0 ? "Émile" : "Bob", family: "N\($0)") }
    let index = SearchIndex(many)
    let found = index.search("emile")
    #expect(found == Array(stride(from: 0, to: 50_000, by: 7)))
    #expect(index.search("emile n49", within: found) == found.filter { String($0).hasPrefix("49") })
    #expect(index.search("n49994 emile") == [49_994])
  }

  @Test("matchingName needs every word to start a name part, ignoring case and diacritics")
  func namePredicate() {
    let predicate = ContactPredicate.matchingName("jose garc")
    #expect(Self.contacts.filter(predicate.evaluate).map(\.identifier) == ["0"])
    #expect(Self.contacts.filter(ContactPredicate.matchingName("márquez").evaluate).map(\.identifier) == ["0"])
    #expect(Self.contacts.filter(ContactPredicate.matchingName("JOSÉ").evaluate).map(\.identifier) == ["0", "1"])
    #expect(Self.contacts.filter(ContactPredicate.matchingName("arquez").evaluate).isEmpty)
    #expect(Self.contacts.filter(ContactPredicate.matchingName("acme").evaluate).isEmpty, "organization is not a name")
  }
}

@Suite("search columns")
struct SearchColumnsTests {
  @Test("one or two letters, one or two digits are decided by the columns alone, and correctly")
  func exactWords() {
    let contacts = [
      makeContact("0", given: "Ann", phones: ["+1 555 0100"]), makeContact("1", given: "Bob", phones: ["42"]),
      makeContact("2", given: "Zoë"),
    ]
    let index = SearchIndex(contacts)
    for word in ["a", "55", "an", "zo"] { #expect(SearchWord.isExact(Array(word.utf8)), "\(word)") }
    for word in ["ann", "555", "a5", "-", "@", "é", "a-"] { #expect(!SearchWord.isExact(Array(word.utf8)), "\(word)") }
    #expect(index.search("a") == [0])
    #expect(index.search("55") == [0])
    #expect(index.search("24") == [])
    #expect(index.search("42") == [1])
    #expect(index.search("z") == [2])
    #expect(index.search("e") == [2], "ë folds to e")
    #expect(index.search("an") == [0])
    #expect(index.search("nn") == [0])
    #expect(index.search("na") == [], "no pair spans two fields")
    #expect(index.search("ob") == [1])
    #expect(index.search("bo") == [1])
  }
}
