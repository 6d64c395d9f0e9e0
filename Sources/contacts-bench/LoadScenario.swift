import ContactStore

/// Parse throughput: `VCardReader` over in-memory corpora of each size.
struct LoadScenario: BenchScenario {
  let name = "load"

  func run(_ context: BenchContext) {
    print("load (parse) — median of \(context.options.runs) runs")
    print("  contacts        MB     time      MB/s   contacts/s")
    for size in context.options.sizes {
      let corpus = context.corpus(size)
      var loaded = 0
      var timings: [Double] = []
      for _ in 0..<context.options.runs {
        var contacts: [Contact] = []
        timings.append(Measurement.time { contacts = VCardReader.read(bytes: corpus, source: "bench").contacts })
        loaded = contacts.count  // freed outside the timed region: a real process exits instead
      }
      let seconds = Measurement.median(timings)
      let megabytes = Double(corpus.count) / 1_000_000
      print(
        "  \(pad(size, 8))  \(pad(Measurement.format(megabytes), 8))  \(pad(Measurement.duration(seconds), 8))"
          + "  \(pad(Measurement.format(megabytes / seconds), 8))  \(pad(Measurement.format(Double(loaded) / seconds, 0), 11))"
      )
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }
}

/// Right-aligns a value in a column.
func pad(_ value: Any, _ width: Int) -> String {
  let text = "\(value)"
  return String(repeating: " ", count: max(0, width - text.count)) + text
}
