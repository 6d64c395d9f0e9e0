import ContactsSupport

extension SearchIndex {
  /// What a scan found: the contacts, and where the last word starts in each when it was looked
  /// for in the text.
  struct Found: Sendable {
    var indices: [Int] = []
    var starts: [Int]?
  }

  /// The contacts among `candidates` (nil: all; else valid indices, ascending) that have every
  /// word of `checks`. With `resumeAt` (one per candidate), the first word is looked for from there.
  ///
  /// Each part (one per core, twice over) takes a range of the candidates, or of the mask's
  /// words, and writes its matches at the start of its own stretch of the output, as long as
  /// that part could find; the stretches are then closed up. So a match is written once, into
  /// memory allocated once, instead of into a part's array and then again into the joined one.
  func scan(_ checks: ArraySlice<SearchWord>, candidates: [Int]?, resumeAt: [Int]?) -> Found {
    let mask = columns.mask(Array(Set(checks.flatMap(\.features))))
    let (pattern, words) = Self.pattern(checks, resumes: resumeAt != nil && resumeAt?.count == candidates?.count)
    let records = checks.last.map { !$0.isExact } ?? false
    let units = candidates?.count ?? mask.count
    let parts = Parallel.parts(candidates?.count ?? count, grain: 16_384, perCore: 2)
    let ranges = (0..<parts).map { Parallel.slice(units, part: $0, of: parts) }
    let capacities =
      candidates != nil ? ranges.map(\.count) : ranges.map { $0.reduce(0) { $0 + mask[$1].nonzeroBitCount } }
    let bases = capacities.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }
    let capacity = max(1, bases[parts])
    var counts = [Int](repeating: 0, count: parts)
    var starts: [Int]?
    var indices = [Int](unsafeUninitializedCapacity: capacity) { indexBuffer, indexCount in
      let found = [Int](unsafeUninitializedCapacity: records ? capacity : 0) { startBuffer, startCount in
        let output = (indices: Parallel.Memory(indexBuffer), starts: Parallel.Memory(startBuffer))
        counts.withUnsafeMutableBufferPointer { counts in
          let counts = Parallel.Memory(counts)
          Parallel.forEach(parts) { part in
            let out = Output(
              indices: output.indices.base.baseAddress.map { $0 + bases[part] },
              starts: records ? output.starts.base.baseAddress.map { $0 + bases[part] } : nil)
            counts.base[part] = withMatcher(pattern, words, otherwise: 0) { matcher in
              mask.withUnsafeBufferPointer { mask in
                if let candidates { return Self.filter(candidates, ranges[part], mask, matcher, resumeAt, into: out) }
                return Self.collect(ranges[part], mask, matcher, into: out)
              }
            }
          }
        }
        var total = counts[0]
        for part in 1..<parts {
          if let indices = indexBuffer.baseAddress {
            (indices + total).update(from: indices + bases[part], count: counts[part])
          }
          if records, let starts = startBuffer.baseAddress {
            (starts + total).update(from: starts + bases[part], count: counts[part])
          }
          total += counts[part]
        }
        startCount = records ? total : 0
        indexCount = total
      }
      starts = records ? found : nil
    }
    // Most contacts passed the columns but not the text: keep only what was found.
    if indices.count <= capacity / 2 {
      indices = Array(indices[...])
      starts = starts.map { Array($0[...]) }
    }
    return Found(indices: indices, starts: starts)
  }

  /// Where a part writes its matches: the contacts, and (when recorded) where the last word is.
  struct Output {
    var indices: UnsafeMutablePointer<Int>?
    var starts: UnsafeMutablePointer<Int>?

    @inline(__always)
    func write(_ contact: Int, _ start: Int, at slot: Int) {
      indices?[slot] = contact
      starts?[slot] = start
    }
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

  /// Writes the candidates in `slots` whose mask bit is set and whose text has the matcher's
  /// words; returns how many.
  private static func filter(
    _ candidates: [Int], _ slots: Range<Int>, _ mask: UnsafeBufferPointer<UInt64>, _ matcher: SearchMatcher,
    _ resumeAt: [Int]?, into output: Output
  ) -> Int {
    candidates.withUnsafeBufferPointer { candidates in
      if matcher.words.isEmpty { return masked(candidates[slots], mask, into: output) }
      return (resumeAt ?? []).withUnsafeBufferPointer { resumeAt in
        // Candidates are far apart in a large index: each waits for memory unless its text
        // was asked for some candidates earlier.
        var found = 0
        for slot in slots {
          let ahead = slot &+ 16
          if ahead < slots.upperBound {
            matcher.prefetch(candidates[ahead], resumeAt: ahead < resumeAt.count ? resumeAt[ahead] : 0)
          }
          let contact = candidates[slot]
          guard mask[contact >> 6] & (1 << UInt64(contact & 63)) != 0,
            let start = matcher.find(contact, resumeAt: slot < resumeAt.count ? resumeAt[slot] : 0)
          else { continue }
          output.write(contact, start, at: found)
          found += 1
        }
        return found
      }
    }
  }

  /// Writes the candidates whose mask bit is set. Without branches on the bit: about half the
  /// candidates of a short word pass, which no branch predictor can guess.
  private static func masked(
    _ candidates: Slice<UnsafeBufferPointer<Int>>, _ mask: UnsafeBufferPointer<UInt64>, into output: Output
  ) -> Int {
    guard let indices = output.indices else { return 0 }
    var next = 0
    for contact in candidates {
      indices[next] = contact
      next += Int(truncatingIfNeeded: (mask[contact >> 6] >> UInt64(contact & 63)) & 1)
    }
    return next
  }

  /// Writes the contacts of mask words `words` whose bit is set and whose text has the
  /// matcher's words; returns how many.
  private static func collect(
    _ words: Range<Int>, _ mask: UnsafeBufferPointer<UInt64>, _ matcher: SearchMatcher, into output: Output
  ) -> Int {
    var found = 0
    for word in words {
      var bits = mask[word]
      while bits != 0 {
        let contact = word << 6 | bits.trailingZeroBitCount
        bits &= bits - 1
        if matcher.words.isEmpty {
          output.write(contact, 0, at: found)
          found += 1
        } else if let start = matcher.find(contact, resumeAt: 0) {
          output.write(contact, start, at: found)
          found += 1
        }
      }
    }
    return found
  }

  /// Runs `body` with a matcher over raw pointers: the hot loop then touches no reference
  /// counts, which two cores would otherwise fight over on every contact.
  private func withMatcher<Result>(
    _ pattern: [UInt8], _ words: [SearchMatcher.Word], otherwise fallback: Result, _ body: (SearchMatcher) -> Result
  ) -> Result {
    text.bytes.withUnsafeBufferPointer { text in
      self.text.offsets.withUnsafeBufferPointer { textOffsets in
        digits.bytes.withUnsafeBufferPointer { digits in
          self.digits.offsets.withUnsafeBufferPointer { digitOffsets in
            pattern.withUnsafeBufferPointer { pattern in
              words.withUnsafeBufferPointer { words in
                guard let text = text.baseAddress, let textOffsets = textOffsets.baseAddress,
                  let digits = digits.baseAddress, let digitOffsets = digitOffsets.baseAddress,
                  let pattern = pattern.baseAddress
                else { return fallback }  // never: no buffer is empty
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
