import Foundation
import Testing

@testable import ContactsApp
@testable import ContactsScreens

@Suite("Browser: underlining what the search matched")
struct BrowserHighlightTests {
  /// The matched parts of `text` for `query`, as strings.
  func marks(_ query: String, in text: String) -> [String] {
    MatchHighlighter.ranges(of: MatchHighlighter.words(of: query), in: text).map { String(text[$0]) }
  }

  @Test(
    "matches ignore case and accents and map back to whole characters",
    arguments: [
      ("jose", "José Álvarez", ["José"]),
      ("ALV", "José Álvarez", ["Álv"]),
      ("renee", "Rene\u{301}e Dubois", ["Rene\u{301}e"]),
      ("strasse", "Hans Straße", ["Straße"]),
      ("田太", "山田太郎", ["田太"]),
      ("anna smith", "Anna Maria Smith", ["Anna", "Smith"]),
      ("pizza", "Acme Pizza 🍕", ["Pizza"]),
      ("zzz", "Acme Pizza 🍕", []),
      ("555-0100", "Acme Pizza 🍕", []),
    ])
  func marks(query: String, text: String, expected: [String]) {
    #expect(marks(query, in: text) == expected)
  }

  @Test(
    "a match through a name's Latin spelling marks the whole native word, never a part of it",
    arguments: [
      ("karen", "Анна Каренина", ["Каренина"]),
      ("anna karen", "Анна Каренина", ["Анна", "Каренина"]),
      ("wang", "王小明", ["王小明"]),
      ("xiao", "王 小明", ["小明"]),
      ("sokrates", "Σωκράτης", ["Σωκράτης"]),
      ("ann", "Анна Ann", ["Ann"]),
      ("zzz", "Анна Каренина", []),
    ])
  func spelledMarks(query: String, text: String, expected: [String]) {
    #expect(marks(query, in: text) == expected)
  }

  @Test("phone-like words are not looked for in names")
  func phoneWords() {
    #expect(MatchHighlighter.words(of: "anna +1 (555)").count == 1)
    #expect(MatchHighlighter.words(of: "  ").isEmpty)
  }
}
