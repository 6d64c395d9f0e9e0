import ContactModel
import VCard

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
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.format(megabytes), 8))  \(TableFormat.right(Measurement.duration(seconds), 8))"
          + "  \(TableFormat.right(Measurement.format(megabytes / seconds), 8))  \(TableFormat.right(Measurement.format(Double(loaded) / seconds, 0), 11))"
      )
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }
}
