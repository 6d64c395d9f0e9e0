import Dispatch
import Foundation

extension SearchIndex {
  /// What a scan found: the contacts, and where the last word starts in each when it was looked
  /// for in the text.
  struct Found: Sendable {
    var indices: [Int] = []
    var starts: [Int]?
    /// The bytes read ahead of the search (`SearchMatcher.prefetch`), kept only so that the
    /// optimizer keeps those reads.
    var prefetched: UInt8 = 0
  }

  /// The contacts among `candidates` (nil: all; else valid indices, ascending) that have every
  /// word of `checks`. With `resumeAt` (one per candidate), the first word is looked for from there.
  func scan(_ checks: ArraySlice<SearchWord>, candidates: [Int]?, resumeAt: [Int]?) -> Found {
    let mask = columns.mask(Array(Set(checks.flatMap(\.features))))
    let (pattern, words) = Self.pattern(checks, resumes: resumeAt != nil && resumeAt?.count == candidates?.count)
    let records = checks.last.map { !$0.isExact } ?? false
    let total = candidates?.count ?? mask.count * 64
    let parts = max(1, min(total / 16_384, ProcessInfo.processInfo.activeProcessorCount * 2))
    var results = [Found](repeating: Found(), count: parts)
    results.withUnsafeMutableBufferPointer { slots in
      let slots = SendableSlots(base: slots)
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        slots.base[part] = withMatcher(pattern, words) { matcher in
          mask.withUnsafeBufferPointer { mask in
            if let candidates {
              let slice = Self.slice(candidates.count, part, parts)
              return Self.filter(candidates, slice, mask, matcher, resumeAt, records: records, count: count)
            }
            return Self.collect(Self.slice(mask.count, part, parts), mask, matcher, records: records)
          }
        }
      }
    }
    if parts == 1 { return results[0] }
    var joined = Found(indices: [], starts: records ? [] : nil)
    joined.indices.reserveCapacity(results.reduce(0) { $0 + $1.indices.count })
    joined.starts?.reserveCapacity(joined.indices.capacity)
    for part in results {
      joined.prefetched &+= part.prefetched
      joined.indices += part.indices
      if let starts = part.starts { joined.starts? += starts }
    }
    return joined
  }

  /// The bytes of the words that need looking at in the text, one after another, and where each is.
  private static func pattern(
    _ checks: ArraySlice<SearchWord>, resumes: Bool
  ) -> (bytes: [UInt8], words: [SearchMatcher.Word]) {
    var bytes: [UInt8] = [0]  // never empty, so it has a base address
    var words: [SearchMatcher.Word] = []
    for (offset, word) in checks.enumerated() where !word.isExact {
      let resumes = resumes && offset == 0
      words.append(.init(start: bytes.count, count: word.bytes.count, inDigits: word.isDigits, resumes: resumes))
      bytes += word.bytes
    }
    return (bytes, words)
  }

  /// The candidates in `slots` whose mask bit is set and whose text has the matcher's words.
  private static func filter(
    _ candidates: [Int], _ slots: Range<Int>, _ mask: UnsafeBufferPointer<UInt64>, _ matcher: SearchMatcher,
    _ resumeAt: [Int]?, records: Bool, count: Int
  ) -> Found {
    candidates.withUnsafeBufferPointer { candidates in
      if matcher.words.isEmpty { return Found(indices: masked(candidates[slots], mask, count: count), starts: nil) }
      return (resumeAt ?? []).withUnsafeBufferPointer { resumeAt in
        gather(capacity: slots.count, records: records) { add in
          // Candidates are far apart in a large index: each waits for memory unless its text
          // was asked for a few candidates earlier.
          var prefetched: UInt8 = 0
          for slot in slots {
            let ahead = slot &+ 8
            if ahead < slots.upperBound {
              prefetched &+= matcher.prefetch(candidates[ahead], resumeAt: ahead < resumeAt.count ? resumeAt[ahead] : 0)
            }
            let contact = candidates[slot]
            guard mask[contact >> 6] & (1 << UInt64(contact & 63)) != 0,
              let start = matcher.find(contact, resumeAt: slot < resumeAt.count ? resumeAt[slot] : 0)
            else { continue }
            add(contact, start)
          }
          return prefetched
        }
      }
    }
  }

  /// The candidates whose mask bit is set. Without branches on the bit: about half the
  /// candidates of a short word pass, which no branch predictor can guess.
  private static func masked(
    _ candidates: Slice<UnsafeBufferPointer<Int>>, _ mask: UnsafeBufferPointer<UInt64>, count: Int
  )
    -> [Int]
  {
    [Int](unsafeUninitializedCapacity: candidates.count) { buffer, initialized in
      var next = 0
      for contact in candidates {
        buffer[next] = contact
        next += Int(truncatingIfNeeded: (mask[contact >> 6] >> UInt64(contact & 63)) & 1)
      }
      initialized = next
    }
  }

  /// The contacts of mask words `words` whose bit is set and whose text has the matcher's words.
  private static func collect(
    _ words: Range<Int>, _ mask: UnsafeBufferPointer<UInt64>, _ matcher: SearchMatcher, records: Bool
  ) -> Found {
    let capacity = words.reduce(0) { $0 + mask[$1].nonzeroBitCount }
    return gather(capacity: capacity, records: records && !matcher.words.isEmpty) { add in
      for word in words {
        var bits = mask[word]
        while bits != 0 {
          let contact = word << 6 | bits.trailingZeroBitCount
          bits &= bits - 1
          if matcher.words.isEmpty {
            add(contact, 0)
          } else if let start = matcher.find(contact, resumeAt: 0) {
            add(contact, start)
          }
        }
      }
      return 0
    }
  }

  /// The matches that `body` adds (a contact, and where its last word is), in buffers allocated
  /// once for at most `capacity`; trimmed afterwards when far fewer were found.
  @inline(__always)
  private static func gather(capacity: Int, records: Bool, _ body: ((Int, Int) -> Void) -> UInt8) -> Found {
    let indices = UnsafeMutablePointer<Int>.allocate(capacity: max(1, capacity))
    let starts = UnsafeMutablePointer<Int>.allocate(capacity: records ? max(1, capacity) : 1)
    defer {
      indices.deallocate()
      starts.deallocate()
    }
    var count = 0
    let prefetched = body { contact, start in
      indices[count] = contact
      if records { starts[count] = start }
      count += 1
    }
    return Found(
      indices: Array(UnsafeBufferPointer(start: indices, count: count)),
      starts: records ? Array(UnsafeBufferPointer(start: starts, count: count)) : nil, prefetched: prefetched)
  }

  /// Runs `body` with a matcher over raw pointers: the hot loop then touches no reference
  /// counts, which two cores would otherwise fight over on every contact.
  private func withMatcher(
    _ pattern: [UInt8], _ words: [SearchMatcher.Word], _ body: (SearchMatcher) -> Found
  ) -> Found {
    text.bytes.withUnsafeBufferPointer { text in
      self.text.offsets.withUnsafeBufferPointer { textOffsets in
        digits.bytes.withUnsafeBufferPointer { digits in
          self.digits.offsets.withUnsafeBufferPointer { digitOffsets in
            pattern.withUnsafeBufferPointer { pattern in
              words.withUnsafeBufferPointer { words in
                guard let text = text.baseAddress, let textOffsets = textOffsets.baseAddress,
                  let digits = digits.baseAddress, let digitOffsets = digitOffsets.baseAddress,
                  let pattern = pattern.baseAddress
                else { return Found() }
                return body(
                  SearchMatcher(
                    text: UnsafeBufferPointer(start: text, count: self.text.bytes.count), textOffsets: textOffsets,
                    digits: UnsafeBufferPointer(start: digits, count: self.digits.bytes.count),
                    digitOffsets: digitOffsets, pattern: pattern, words: words))
              }
            }
          }
        }
      }
    }
  }
}
