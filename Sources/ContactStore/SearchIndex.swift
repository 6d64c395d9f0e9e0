import Dispatch
import Foundation

/// Incremental search over many contacts, fast enough to run on every key press at 1M contacts.
///
/// Each contact's searchable text (name parts, nickname, organization, e-mails, and each phone
/// number as bare digits) is folded once, at build time, into one contiguous byte buffer, one
/// field per line. A query is folded the same way and split into words; a contact matches when
/// every word occurs in its text (multi-word AND; case- and diacritic-insensitive, NFD too). A
/// word of digits and phone punctuation ("555-0100") is searched as its digits. The first word
/// is found with `memchr`/`memcmp` over the whole buffer; the work is split across all cores.
public final class SearchIndex: Sendable {
  private let text: [UInt8]
  /// `offsets[i]..<offsets[i + 1]` is contact i's text.
  private let offsets: [Int]

  /// The number of contacts indexed.
  public var count: Int { offsets.count - 1 }

  /// Builds the index (folds every contact once, in parallel).
  public init(_ contacts: [Contact]) {
    let parts = max(1, min(contacts.count / 4096, ProcessInfo.processInfo.activeProcessorCount * 4))
    var chunks = [(text: [UInt8], ends: [Int])](repeating: ([], []), count: parts)
    chunks.withUnsafeMutableBufferPointer { slots in
      let slots = SendableSlots(base: slots)
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        let range = Self.slice(contacts.count, part, parts)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count * 64)
        var ends: [Int] = []
        ends.reserveCapacity(range.count)
        for index in range {
          Self.appendHaystack(contacts[index], to: &bytes)
          ends.append(bytes.count)
        }
        slots.base[part] = (bytes, ends)
      }
    }
    var text: [UInt8] = []
    text.reserveCapacity(chunks.reduce(0) { $0 + $1.text.count })
    var offsets = [0]
    offsets.reserveCapacity(contacts.count + 1)
    for chunk in chunks {
      let base = text.count
      text += chunk.text
      offsets += chunk.ends.lazy.map { $0 + base }
    }
    self.text = text
    self.offsets = offsets
  }

  /// The indices (into the indexed contacts, ascending) of the contacts matching every word of
  /// `query`. With `previous`, only those are considered: pass the last result when the query
  /// grew, to refine it. An empty query returns `previous`, or everything.
  public func search(_ query: String, within previous: [Int]? = nil) -> [Int] {
    let words = Self.words(query)
    guard let first = words.first else { return previous ?? Array(0..<count) }
    if let previous { return filter(previous, words) }
    let parts = max(1, min(count / 8192, ProcessInfo.processInfo.activeProcessorCount * 2))
    let rest = Array(words.dropFirst())
    return collect(parts) { part in
      let range = Self.slice(self.count, part, parts)
      var found = self.scan(first, range)
      if !rest.isEmpty { found = found.filter { self.matches($0, rest) } }
      return found
    }
  }

  /// The folded query words; digit-and-punctuation words become their digits.
  static func words(_ query: String) -> [[UInt8]] {
    TextFolding.fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { word in
      let bytes = Array(word.utf8)
      let digits = bytes.filter { $0 >= 0x30 && $0 <= 0x39 }
      let phoneLike = !digits.isEmpty && bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || "+-(). /".utf8.contains($0) }
      return phoneLike ? digits : bytes
    }
  }

  private func filter(_ candidates: [Int], _ words: [[UInt8]]) -> [Int] {
    let parts = max(1, min(candidates.count / 8192, ProcessInfo.processInfo.activeProcessorCount * 2))
    return collect(parts) { part in
      Self.slice(candidates.count, part, parts).lazy.map { candidates[$0] }.filter {
        $0 >= 0 && $0 < self.count && self.matches($0, words)
      }
    }
  }

  /// Every contact in `range` whose text contains `word`: one pass of `memchr`/`memcmp` over the
  /// range's bytes, skipping to the next contact after each hit.
  private func scan(_ word: [UInt8], _ range: Range<Int>) -> [Int] {
    var found: [Int] = []
    text.withUnsafeBufferPointer { text in
      word.withUnsafeBufferPointer { needle in
        offsets.withUnsafeBufferPointer { offsets in
          guard let base = text.baseAddress, !range.isEmpty else { return }
          var contact = range.lowerBound
          var position = offsets[contact]
          let end = offsets[range.upperBound]
          while let hit = ByteSearch.find(needle, in: base, from: position, to: end) {
            while offsets[contact + 1] <= hit { contact += 1 }
            found.append(contact)
            contact += 1
            guard contact < range.upperBound else { break }
            position = offsets[contact]
          }
        }
      }
    }
    return found
  }

  private func matches(_ contact: Int, _ words: [[UInt8]]) -> Bool {
    text.withUnsafeBufferPointer { text in
      guard let base = text.baseAddress else { return false }
      let start = offsets[contact]
      let end = offsets[contact + 1]
      for word in words {
        let hit = word.withUnsafeBufferPointer { ByteSearch.find($0, in: base, from: start, to: end) }
        if hit == nil { return false }
      }
      return true
    }
  }

  /// Runs `body` for each part on all cores and concatenates the results in part order.
  private func collect(_ parts: Int, _ body: @Sendable (Int) -> [Int]) -> [Int] {
    if parts == 1 { return body(0) }
    var results = [[Int]](repeating: [], count: parts)
    results.withUnsafeMutableBufferPointer { slots in
      let slots = SendableSlots(base: slots)
      DispatchQueue.concurrentPerform(iterations: parts) { slots.base[$0] = body($0) }
    }
    return Array(results.joined())
  }

  private static func slice(_ total: Int, _ part: Int, _ parts: Int) -> Range<Int> {
    (total * part / parts)..<(total * (part + 1) / parts)
  }

  /// One field per line, so no word matches across two fields.
  private static func appendHaystack(_ contact: Contact, to bytes: inout [UInt8]) {
    for field in [
      contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
      contact.nickname, contact.organizationName,
    ] where !field.isEmpty {
      TextFolding.append(field, to: &bytes)
      bytes.append(0x0A)
    }
    for email in contact.emailAddresses {
      TextFolding.append(email.value, to: &bytes)
      bytes.append(0x0A)
    }
    for phone in contact.phoneNumbers {
      for byte in phone.value.utf8 where byte >= 0x30 && byte <= 0x39 { bytes.append(byte) }
      bytes.append(0x0A)
    }
    bytes.append(0x0A)
  }
}
