import ContactStore
import Foundation

/// What `contacts-tui list --format tsv > /dev/null` does in-process: parse, then render TSV
/// and write it to /dev/null.
struct ExportScenario: BenchScenario {
  let name = "export"

  func run(_ context: BenchContext) {
    guard let devNull = FileHandle(forWritingAtPath: "/dev/null") else { return }
    defer { try? devNull.close() }
    print(
      "parse + TSV export to /dev/null (in-process; deallocation not timed) — median of \(context.options.runs) runs")
    print("  contacts     parse    render     total")
    for size in context.options.sizes {
      let corpus = context.corpus(size)
      var parses: [Double] = []
      var renders: [Double] = []
      for _ in 0..<context.options.runs {
        var contacts: [Contact] = []
        parses.append(Measurement.time { contacts = VCardReader.read(bytes: corpus, source: "bench").contacts })
        renders.append(
          Measurement.time {
            try? ContactExport.write(
              contacts, format: .tsv, formatter: ContactFormatter(), to: devNull.fileDescriptor)
          })
      }
      let parse = Measurement.median(parses)
      let render = Measurement.median(renders)
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.duration(parse), 8))  \(TableFormat.right(Measurement.duration(render), 8))"
          + "  \(TableFormat.right(Measurement.duration(parse + render), 8))")
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }
}
