import ContactModel
import ContactSearch
import ContactsApp
import ContactsPrompt
import ContactsScreens
import TerminalUI
import VCard

/// Processing time per key press in the browser at the largest size: the `AppKeyTable` lookup, the
/// `BrowserState` transition and the frame drawn on an in-memory 80×24 surface (what the app does
/// before ncurses sends the changes). Moves, pages, jumps, and search keystrokes.
struct BrowserKeysScenario: BenchScenario {
  let name = "browser-keys"

  /// Typing sessions: each character is one keystroke, timed separately.
  static let sessions = ["jose", "maria", "smith j", "5550100", "王", "acme"]

  func run(_ context: BenchContext) {
    let size = context.options.searchSize ?? context.options.sizes.max() ?? 1_000_000
    let contacts = VCardReader.read(bytes: context.corpus(size), source: "bench").contacts
    context.release(size)
    let directory = ContactDirectory(contacts: contacts, sortOrder: .familyName, displayOrder: .givenFirst)
    let content = BrowserContent(directory: directory, title: "Contacts Demo", sourceName: "bench")
    let build = Measurement.time { _ = content.search.index }
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    print(
      "browser keys at \(size) contacts, 80×24 — medians; key → state → frame (index ready after \(Measurement.duration(build)))"
    )
    print("  key                      median      max   samples")
    var state = BrowserState(content: content, size: surface.size)
    BrowserView.draw(state, content: content, on: surface)
    func press(_ key: KeyPress) {
      guard let command = AppKeyTable.command(for: key, in: state.keyContext) else { return }
      _ = state.handle(command, content: content)
      BrowserView.draw(state, content: content, on: surface)
    }
    func report(_ label: String, _ timings: [Double]) {
      print(
        "  \(TableFormat.left(label, 22))  \(TableFormat.right(Measurement.duration(Measurement.median(timings)), 8))"
          + "  \(TableFormat.right(Measurement.duration(timings.max() ?? 0), 8))  \(TableFormat.right(timings.count, 7))"
      )
    }
    let samples = max(200, context.options.runs * 100)
    report("move down (j)", (0..<samples).map { _ in Measurement.time { press(.char("j")) } })
    report("move up (k)", (0..<samples).map { _ in Measurement.time { press(.char("k")) } })
    report("page down (PgDn)", (0..<samples).map { _ in Measurement.time { press(.special(.pageDown)) } })
    report("page up (PgUp)", (0..<samples).map { _ in Measurement.time { press(.special(.pageUp)) } })
    report(
      "last / first (G, g)",
      (0..<samples).map { index in Measurement.time { press(.char(index % 2 == 0 ? "G" : "g")) } })
    report(
      "jump to section ('m)",
      (0..<samples).map { _ in
        Measurement.time {
          press(.char("'")); press(.char("m"))
        }
      })
    for key in "/maria" { press(.char(key)) }
    press(.special(.enter))
    report("move in results (j)", (0..<samples).map { _ in Measurement.time { press(.char("j")) } })
    searchRows(content: content, surface: surface, runs: context.options.runs, report: report)
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }

  /// Types each session in a fresh search `runs` times; the median per keystroke position, next
  /// to the median of the same `SearchIndex` call alone (the rest is the browser's own work).
  private func searchRows(
    content: BrowserContent, surface: MemorySurface, runs: Int, report: (String, [Double]) -> Void
  ) {
    var firstKeys: [Double] = []
    var refinements: [Double] = []
    var widenings: [Double] = []
    for session in Self.sessions {
      var perKey = [[Double]](repeating: [], count: session.count)
      var matches: [Int] = []
      for _ in 0..<runs {
        var state = BrowserState(content: content, size: surface.size)
        _ = state.handle(.search, content: content)
        for (position, character) in session.enumerated() {
          perKey[position].append(
            Measurement.time {
              _ = state.handle(
                AppKeyTable.command(for: .char(character), in: state.keyContext) ?? .widget(.cancel), content: content)
              BrowserView.draw(state, content: content, on: surface)
            })
          if matches.count < session.count { matches.append(state.list.count) }
        }
        widenings.append(
          Measurement.time {
            _ = state.handle(.widget(.deleteBackward), content: content)
            BrowserView.draw(state, content: content, on: surface)
          })
      }
      var typed = ""
      var previous: SearchResult?
      for (position, character) in session.enumerated() {
        typed.append(character)
        let query = typed
        let refined = previous
        var result: SearchResult?
        let alone = (0..<runs).map { _ in
          Measurement.time { result = content.search.index.search(query, refining: refined) }
        }
        previous = result
        let kind = position == 0 ? "first key" : "refine"
        report("/\(typed) (\(kind), \(matches[position]))", perKey[position])
        print("    SearchIndex alone: \(Measurement.duration(Measurement.median(alone)))")
        if position == 0 { firstKeys += perKey[position] } else { refinements += perKey[position] }
      }
    }
    report("all first keys", firstKeys)
    report("all refinements", refinements)
    report("backspace (widen)", widenings)
  }
}
