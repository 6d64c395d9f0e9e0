import ContactsSupport

extension SearchIndex {
  /// `text` folded as the index folds it: lowercase, without diacritics ("José" and "Jose\u{301}"
  /// both become "jose", "Straße" "strasse"). For highlighting what a query matched.
  package static func fold(_ text: String) -> String { TextFolding.fold(text) }
}
