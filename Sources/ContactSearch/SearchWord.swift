/// A query word as the index searches it: its folded bytes, where to look, and which columns of
/// `SearchColumns` a contact needs for it.
struct SearchWord: Equatable, Sendable {
  let bytes: [UInt8]
  /// Only digits: searched in the contacts' digit runs, which is where such a word can occur.
  let isDigits: Bool
  /// The columns of its bytes and pairs, without repeats.
  let features: [Int]
  /// The columns decide alone: one letter or digit, or two letters, or two digits.
  let isExact: Bool

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    isDigits = Self.isDigits(bytes)
    var features: [Int] = []
    for (index, byte) in bytes.enumerated() {
      features.append(SearchColumns.byteFeature(byte))
      if index > 0 { features.append(SearchColumns.pairFeature(bytes[index - 1], byte)) }
    }
    self.features = Array(Set(features)).sorted()
    isExact = Self.isExact(bytes)
  }

  /// True when every byte is an ASCII digit.
  static func isDigits(_ bytes: [UInt8]) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy { ($0 &- 0x30) < 10 }
  }

  /// True when a contact has the word exactly when it has the word's columns: each byte and
  /// each such pair has its own column, and no pair spans two fields.
  static func isExact(_ word: [UInt8]) -> Bool {
    let letters = word.allSatisfy { ($0 &- 0x61) < 26 }
    return (word.count == 1 || word.count == 2) && (letters || isDigits(word))
  }
}
