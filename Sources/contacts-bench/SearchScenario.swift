import ContactSearch
import VCard

/// Search latency at the largest size: a first keystroke, then refinements of the previous
/// result as the query grows, as the browser's incremental search runs them
/// (`SearchIndex.search(_:refining:)`).
struct SearchScenario: BenchScenario {
  let name = "search"

  /// Typing sessions: each prefix is one keystroke ("wang" and "ivanov" reach Han and Cyrillic
  /// names through their Latin spellings).
  static let sessions = ["maria", "jose", "王", "smith j", "5550100", "acme", "wang", "ivanov"]

  func run(_ context: BenchContext) {
    let size = context.options.searchSize ?? context.options.sizes.max() ?? 100_000
    let contacts = VCardReader.read(bytes: context.corpus(size), source: "bench").contacts
    context.release(size)
    var index: SearchIndex?
    let build = Measurement.time { index = SearchIndex(contacts) }
    guard let index else { return }
    print(
      "search at \(size) contacts — index built in \(Measurement.duration(build)), "
        + "\(index.byteCount / max(1, index.count)) B/contact; median of \(context.options.runs)")
    print("  query          kind         latency     fastest    matches")
    for session in Self.sessions {
      var previous: SearchResult?
      var typed = ""
      for character in session {
        typed.append(character)
        var result: SearchResult?
        let query = typed
        let refined = previous
        let timings = (0..<context.options.runs).map { _ in
          Measurement.time { result = index.search(query, refining: refined) }
        }
        let kind = previous == nil ? "first key" : "refinement"
        let latency = Measurement.duration(Measurement.median(timings))
        let fastest = Measurement.duration(timings.min() ?? 0)
        print(
          "  \(TableFormat.left(query, 14))  \(TableFormat.left(kind, 11))  \(TableFormat.right(latency, 9))"
            + "  \(TableFormat.right(fastest, 9))  \(TableFormat.right(result?.indices.count ?? 0, 9))"
        )
        previous = result
      }
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }
}
