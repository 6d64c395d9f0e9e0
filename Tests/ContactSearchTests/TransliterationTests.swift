import ContactModel
import ContactsTesting
import FuzzChecks
import Testing

@testable import ContactSearch

@Suite("search across scripts: a Latin query finds names in other scripts")
struct TransliterationTests {
  static let contacts: [Contact] = [
    makeContact("0", given: "Анна", family: "Каренина"),
    makeContact("1", given: "小明", family: "王"),
    makeContact("2", given: "민준", family: "김"),
    makeContact("3", given: "Σωκράτης"),
    makeContact("4", given: "יוסף", family: "כהן"),
    makeContact("5", given: "محمد"),
    makeContact("6", given: "Karen", family: "Smith", org: "Acme"),
    makeContact("7", given: "José", family: "Núñez"),
  ]

  static let index = SearchIndex(contacts)

  @Test("ICU's own spellings, folded, without the spaces between syllables")
  func spellings() {
    let cases: [(String, String)] = [
      ("Каренина", "karenina"), ("王", "wang"), ("王小明", "wangxiaoming"), ("김", "gim kim"), ("김민준", "gimminjun"),
      ("이", "i lee yi rhee"),
      ("Σωκράτης", "sokrates"), ("יוסף", "ywsp"), ("محمد", "mhmd"), ("Ἀθηνᾶ", "athena"),
    ]
    for (word, latin) in cases {
      #expect(Transliteration.latin(word[...]).map { String(decoding: $0, as: UTF8.self) } == latin, "\(word)")
    }
  }

  @Test("only words with a letter outside Latin are transliterated")
  func onlyOtherScripts() {
    for latin in ["Anna", "José", "Łukasz", "Mạnh", "Straße", "O'Brien", "555-0100", "Zoë"] {
      #expect(!Transliteration.needsTransliteration(latin[...]), "\(latin)")
    }
    for other in ["Анна", "王", "김", "Ωμέγα", "כהן", "محمد", "Annaß王"] {
      #expect(Transliteration.needsTransliteration(other[...]), "\(other)")
    }
    var transliterator = Transliterator()
    #expect(Transliteration.field("José Núñez", using: &transliterator) == nil)
    #expect(Transliteration.field("Анна Smith 王小明", using: &transliterator) == Array("anna wangxiaoming".utf8))
  }

  @Test("a Latin query finds Cyrillic, Han, Hangul, Greek, Hebrew and Arabic names")
  func latinQueries() {
    let cases: [(String, [Int])] = [
      ("karen", [0, 6]), ("karenina", [0]), ("anna karenina", [0]), ("wang", [1]), ("xiaoming", [1]),
      ("wang xiao", [1]), ("gim", [2]), ("minjun", [2]), ("sokrates", [3]), ("Sokrates", [3]), ("ywsp", [4]),
      ("mhmd", [5]), ("jose", [7]), ("nunez", [7]),
    ]
    for (query, expected) in cases {
      #expect(Self.index.search(query) == expected, "\(query)")
    }
  }

  @Test("a Korean family name is also found by its customary spelling: 김 by 'kim' as by 'gim'")
  func koreanSpelling() {
    #expect(Self.index.search("kim") == [2])
    #expect(Self.index.search("kim minjun") == [2])
    // Only a word that is the name alone: 김민준 in one word is ICU's "gimminjun" and nothing more.
    #expect(Transliteration.latin("김민준"[...]).map { String(decoding: $0, as: UTF8.self) } == "gimminjun")
    #expect(Self.index.search("gimk").isEmpty)
  }

  @Test("native-script queries find what they found before, and only that")
  func nativeQueries() {
    let cases: [(String, [Int])] = [
      ("каренина", [0]), ("КАРЕН", [0]), ("王", [1]), ("김", [2]), ("σωκρατης", [3]), ("כהן", [4]), ("محمد", [5]),
    ]
    for (query, expected) in cases {
      #expect(Self.index.search(query) == expected, "\(query)")
    }
  }

  @Test("a Latin query loses no match it had without transliteration")
  func noMatchLost() {
    let contacts = SearchCorpus.contacts(count: 400, seed: 41)
    let index = SearchIndex(contacts)
    let plain = contacts.map { contact in
      ([
        contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
        contact.organizationName,
      ] + contact.nicknames + contact.emailAddresses.map(\.value) + contact.groups).map { SearchIndex.fold($0) }
    }
    for query in ["an", "wang", "jose", "ju", "io", "a b", "sor", "ma"] {
      let found = Set(index.search(query))
      let words = SearchIndex.fold(query).split(separator: " ")
      for (contact, fields) in plain.enumerated()
      where words.allSatisfy({ word in fields.contains { $0.contains(word) } }) {
        #expect(found.contains(contact), "\(query) lost contact \(contact)")
      }
    }
  }

  @Test("the index, a refinement and the snapshot's stored buffers agree with the reference")
  func reference() {
    let reference = ReferenceSearch(Self.contacts)
    let stored = Self.index.storedBuffers
    let padded = Array(stored.text) + [UInt8](repeating: 0x0A, count: SearchIndex.padding)
    let digits = Array(stored.digits) + [UInt8](repeating: 0x0A, count: SearchIndex.padding)
    let parts = [padded, bytes(stored.textOffsets), digits, bytes(stored.digitOffsets), bytes(stored.columns)]
    let owner = Box(parts)
    let reopened =
      owner.parts[0].withUnsafeBytes { text in
        owner.parts[1].withUnsafeBytes { textOffsets in
          owner.parts[2].withUnsafeBytes { digits in
            owner.parts[3].withUnsafeBytes { digitOffsets in
              owner.parts[4].withUnsafeBytes { columns in
                SearchIndex(
                  borrowingText: text, textOffsets: textOffsets, digits: digits, digitOffsets: digitOffsets,
                  columns: columns, owner: owner)
              }
            }
          }
        }
      }
    guard let reopened else {
      Issue.record("the stored buffers did not reopen")
      return
    }
    for query in ["karen", "karenina", "wang", "wangx", "gim", "sokrates", "ywsp", "mhmd", "anna", "a", "n", "王"] {
      let expected = reference.search(query)
      #expect(Self.index.search(query) == expected, "\(query)")
      #expect(reopened.search(query) == expected, "\(query), stored")
      var previous: SearchResult?
      for end in query.indices.dropFirst() + [query.endIndex] {
        previous = Self.index.search(String(query[..<end]), refining: previous)
      }
      #expect(previous?.indices == expected, "\(query), typed")
    }
  }
}

private func bytes<Word: FixedWidthInteger>(_ words: [Word]) -> [UInt8] {
  words.flatMap { word in withUnsafeBytes(of: word.littleEndian) { Array($0) } }
}

/// Keeps the stored parts' memory alive for the index that borrows it.
private final class Box: Sendable {
  let parts: [[UInt8]]
  init(_ parts: [[UInt8]]) { self.parts = parts }
}
