import Dispatch
import Foundation

/// Incremental search over many contacts, fast enough to run on every key press at 1M contacts.
///
/// Each contact's searchable text (name parts, nickname, organization, e-mails, and each phone
/// number as bare digits) is folded once, at build time, into one contiguous byte buffer, one
/// field per line. A query is folded the same way and split into words; a contact matches when
/// every word occurs in its text (multi-word AND; case- and diacritic-insensitive, NFD too). A
/// word of digits and phone punctuation ("555-0100") is searched as its digits.
///
/// Each contact also has a `SearchSignature` (which bytes and byte pairs occur), so a key press
/// rejects most contacts with two AND instructions and a one-letter query needs no text at all;
/// only the remaining candidates are searched with `memchr`/`memcmp`. The work is split across
/// all cores, and a refinement looks only at the previous result.
public final class SearchIndex: Sendable {
  private let text: [UInt8]
  /// `offsets[i]..<offsets[i + 1]` is contact i's text.
  private let offsets: [Int]
  private let signatures: [SearchSignature]

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
    var signatures: [SearchSignature] = []
    signatures.reserveCapacity(contacts.count)
    text.withUnsafeBufferPointer { buffer in
      for index in 0..<contacts.count {
        signatures.append(SearchSignature(buffer, offsets[index]..<offsets[index + 1]))
      }
    }
    self.text = text
    self.offsets = offsets
    self.signatures = signatures
  }

  /// The indices (into the indexed contacts, ascending) of the contacts matching every word of
  /// `query`. With `previous`, only those are considered: pass the last result when the query
  /// grew, to refine it. An empty query returns `previous`, or everything.
  public func search(_ query: String, within previous: [Int]? = nil) -> [Int] {
    let words = Self.words(query).map(QueryWord.init)
    guard !words.isEmpty else { return previous ?? Array(0..<count) }
    if let previous { return filter(previous, words) }
    let parts = max(1, min(count / 16_384, ProcessInfo.processInfo.activeProcessorCount * 2))
    return collect(parts) { part in
      self.withMatcher(words) { matcher in Self.slice(self.count, part, parts).filter { matcher.matches($0) } }
    }
  }

  /// A query word with its signature.
  struct QueryWord: Sendable {
    let bytes: [UInt8]
    let signature: SearchSignature
    /// The signature decides alone (a one-letter or one-digit word).
    let exact: Bool

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      signature = bytes.withUnsafeBufferPointer { SearchSignature($0, 0..<$0.count) }
      exact = SearchSignature.isExact(bytes)
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

  private func filter(_ candidates: [Int], _ words: [QueryWord]) -> [Int] {
    let parts = max(1, min(candidates.count / 16_384, ProcessInfo.processInfo.activeProcessorCount * 2))
    return collect(parts) { part in
      candidates.withUnsafeBufferPointer { candidates in
        self.withMatcher(words) { matcher in
          var found: [Int] = []
          for slot in Self.slice(candidates.count, part, parts) {
            let contact = candidates[slot]
            if contact >= 0 && contact < self.count && matcher.matches(contact) { found.append(contact) }
          }
          return found
        }
      }
    }
  }

  /// Runs `body` with a matcher over raw pointers: the hot loop then touches no reference
  /// counts, which two cores would otherwise fight over on every contact.
  private func withMatcher(_ words: [QueryWord], _ body: (SearchMatcher) -> [Int]) -> [Int] {
    var bytes: [UInt8] = []
    var spans: [SearchMatcher.Word] = []
    for word in words {
      spans.append(.init(start: bytes.count, count: word.bytes.count, signature: word.signature, exact: word.exact))
      bytes += word.bytes
    }
    return text.withUnsafeBufferPointer { text in
      offsets.withUnsafeBufferPointer { offsets in
        signatures.withUnsafeBufferPointer { signatures in
          bytes.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
              body(SearchMatcher(text: text, offsets: offsets, signatures: signatures, wordBytes: bytes, words: spans))
            }
          }
        }
      }
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
    var joined: [Int] = []
    joined.reserveCapacity(results.reduce(0) { $0 + $1.count })
    for part in results { joined.append(contentsOf: part) }
    return joined
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
