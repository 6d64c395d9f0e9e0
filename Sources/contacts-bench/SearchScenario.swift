import ContactStore

/// Search latency at the largest size: a first keystroke, then refinements of the previous
/// result as the query grows, as the browser's incremental search runs them.
struct SearchScenario: BenchScenario {
  let name = "search"

  /// Typing sessions: each prefix is one keystroke.
  static let sessions = ["maria", "jose", "王", "smith j", "5550", "acme"]

  func run(_ context: BenchContext) {
    let size = context.options.searchSize ?? context.options.sizes.max() ?? 100_000
    let contacts = VCardReader.read(bytes: context.corpus(size), source: "bench").contacts
    context.release(size)
    var index: SearchIndex?
    let build = Measurement.time { index = SearchIndex(contacts) }
    guard let index else { return }
    print(
      "search at \(size) contacts — index built in \(Measurement.duration(build)); median of \(context.options.runs)")
    print("  query          kind         latency    matches")
    for session in Self.sessions {
      var previous: [Int]?
      var typed = ""
      for character in session {
        typed.append(character)
        var result: [Int] = []
        let query = typed
        let within = previous
        let seconds = Measurement.median(runs: context.options.runs) { result = index.search(query, within: within) }
        let kind = previous == nil ? "first key" : "refinement"
        print(
          "  \(TableFormat.left(query, 14))  \(TableFormat.left(kind, 11))  \(TableFormat.right(Measurement.duration(seconds), 9))  \(TableFormat.right(result.count, 9))"
        )
        previous = result
      }
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }
}
