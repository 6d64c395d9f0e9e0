/// Every contact's searchable text in one buffer, one field per line: contact i's is
/// `bytes[offsets[i]..<offsets[i + 1]]`.
struct SearchText: Sendable {
  var bytes: [UInt8] = []
  var offsets: [Int] = [0]

  /// Line breaks after the last contact: `SearchMatcher` reads up to 9 bytes past a text's end.
  static let padding = [UInt8](repeating: 0x0A, count: 16)

  /// The number of contacts.
  var count: Int { offsets.count - 1 }

  /// Appends the texts of `other`'s contacts after this one's.
  mutating func append(_ other: SearchText) {
    let base = bytes.count
    bytes += other.bytes
    offsets += other.offsets.dropFirst().lazy.map { $0 + base }
  }

  /// Ends the current contact's text.
  mutating func endContact() { offsets.append(bytes.count) }
}
