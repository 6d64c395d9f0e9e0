import ContactModel
import ContactsApp
import ContactsPrompt
import ContactsScreens
import TerminalUI
import VCard

/// Time from loaded contacts to the browser's first frame: sort, sections, state, and drawing the
/// first screen on an in-memory 80×24 surface, through the same code the app runs.
struct BrowserFrameScenario: BenchScenario {
  let name = "browser-frame"

  /// Contacts for the first-frame measurement; the budget is 0.5 s at 100k.
  static let sizes = [100_000, 1_000_000]

  func run(_ context: BenchContext) {
    print(
      "browser first frame — median of \(context.options.runs) runs (parse excluded; index builds in the background)")
    print("  contacts     parse   first frame   directory (sort+sections)   of which sortedIndices   index ready")
    for size in Self.sizes where size <= (context.options.sizes.max() ?? size) {
      var contacts: [Contact] = []
      let corpus = context.corpus(size)  // generated before the clock starts
      let parse = Measurement.time { contacts = VCardReader.read(bytes: corpus, source: "bench").contacts }
      context.release(size)
      var frames: [Double] = []
      var sorts: [Double] = []
      var indexes: [Double] = []
      let sortedIndices = Measurement.median(
        runs: context.options.runs, { _ = ContactSorting.sortedIndices(contacts, by: .familyName) })
      for _ in 0..<context.options.runs {
        var directory: ContactDirectory?
        var loader: SearchIndexLoader?
        let frame = Measurement.time {
          let sort = Measurement.time {
            directory = ContactDirectory(contacts: contacts, sortOrder: .familyName, displayOrder: .givenFirst)
          }
          sorts.append(sort)
          guard let directory else { return }
          let content = BrowserContent(directory: directory, title: "Contacts Demo", sourceName: "bench")
          loader = content.search
          let surface = MemorySurface(size: Size(rows: 24, cols: 80))
          BrowserView.draw(BrowserState(content: content, size: surface.size), content: content, on: surface)
        }
        frames.append(frame)
        // Wait for the background build, so it does not slow the next run down.
        indexes.append(frame + Measurement.time { _ = loader?.index })
      }
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.duration(parse), 8))"
          + "  \(TableFormat.right(Measurement.duration(Measurement.median(frames)), 12))"
          + "  \(TableFormat.right(Measurement.duration(Measurement.median(sorts)), 26))"
          + "  \(TableFormat.right(Measurement.duration(sortedIndices), 23))"
          + "  \(TableFormat.right(Measurement.duration(Measurement.median(indexes)), 12))")
    }
  }
}
