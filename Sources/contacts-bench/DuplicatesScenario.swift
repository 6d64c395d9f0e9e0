import ContactModel
import VCard

/// Duplicate detection: `DuplicateFinder` over the loaded corpus of each size (region DE).
struct DuplicatesScenario: BenchScenario {
  let name = "duplicates"

  func run(_ context: BenchContext) {
    print("duplicates (DuplicateFinder, region DE) — median of \(context.options.runs) runs")
    print("  contacts     time   clusters")
    let finder = DuplicateFinder(region: PhoneRegion(code: "DE"))
    for size in context.options.sizes {
      let contacts = VCardReader.read(bytes: context.corpus(size), source: "bench").contacts
      var clusters = 0
      var timings: [Double] = []
      for _ in 0..<context.options.runs {
        timings.append(Measurement.time { clusters = finder.clusters(in: contacts).count })
      }
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.duration(Measurement.median(timings)), 8))"
          + "  \(TableFormat.right(clusters, 8))")
    }
  }
}
