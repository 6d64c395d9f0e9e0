import ContactsSupport

/// Group names as the search index folds them, each folded once: a few names repeat over many
/// contacts ("Family", "Work"), so a part of the index build folds each distinct name the first
/// time it sees it and copies the folded bytes after that.
struct FoldedGroups {
  /// Each name seen, to its folded UTF-8 and a line break (one field of the haystack).
  private var folded: [String: [UInt8]] = [:]

  /// Appends each of `names` (a contact's groups), folded and as a field of its own, to `text`.
  mutating func append(_ names: [String], to text: inout [UInt8]) {
    for name in names where !name.isEmpty {
      if let known = folded[name] {
        text += known
        continue
      }
      var field: [UInt8] = []
      TextFolding.append(name, to: &field)
      field.append(0x0A)
      folded[name] = field
      text += field
    }
  }
}
