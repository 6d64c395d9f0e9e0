import ContactModel
import ContactsPrompt
import ContactsScreens
import TerminalUI

@testable import ContactsApp

/// The screens the snapshot tests check: each drawn on a fresh in-memory surface.
enum BrowserScreens {
  static let content = BrowserFixture.content()

  /// Draws the state that `setup` leaves on a `rows`×`cols` surface.
  static func render(
    rows: Int, cols: Int, content: BrowserContent = content, _ setup: (inout BrowserState) -> Void = { _ in }
  ) -> MemorySurface {
    let surface = MemorySurface(size: Size(rows: rows, cols: cols))
    var state = BrowserState(content: content, size: surface.size)
    setup(&state)
    BrowserView.draw(state, content: content, on: surface)
    return surface
  }

  static func list() -> MemorySurface { render(rows: 12, cols: 60) }

  static func sectionBoundary() -> MemorySurface {
    render(rows: 8, cols: 60) {
      $0.apply([.widget(.moveDown), .widget(.moveDown), .widget(.moveDown), .widget(.moveDown)], content)
    }
  }

  static func search() -> MemorySurface {
    render(rows: 8, cols: 60) { state in
      state.apply([.search], content)
      state.type("jose", content)
    }
  }

  static func searchApplied() -> MemorySurface {
    render(rows: 8, cols: 60) { state in
      state.apply([.search], content)
      state.type("example", content)
      state.apply([.widget(.open), .widget(.cancel), .widget(.moveDown)], content)
    }
  }

  static func noResults() -> MemorySurface {
    render(rows: 8, cols: 60) { state in
      state.apply([.search], content)
      state.type("zzz", content)
    }
  }

  static func detail() -> MemorySurface {
    render(rows: 20, cols: 60) { state in
      state.apply([.widget(.moveDown), .widget(.moveDown), .widget(.open)], content)
    }
  }

  static func help() -> MemorySurface { render(rows: 24, cols: 80) { $0.apply([.help], content) } }

  static func wide() -> MemorySurface {
    render(rows: 9, cols: 28) {
      $0.apply([.widget(.last), .widget(.moveUp), .widget(.moveUp), .widget(.moveUp)], content)
    }
  }

  static func tiny() -> MemorySurface { render(rows: 5, cols: 20) { $0.apply([.widget(.moveDown)], content) } }

  static func empty() -> MemorySurface { render(rows: 8, cols: 50, content: BrowserFixture.content([])) }

  static func warnings() -> MemorySurface {
    let warned = BrowserFixture.content(
      diagnostics: [
        Diagnostic(file: "friends.vcf", line: 12, reason: "card has no END:VCARD; skipped"),
        Diagnostic(file: "friends.vcf", line: 40, reason: "line is not a property (no ':'); skipped"),
        Diagnostic(file: "work.vcf", line: 3, reason: "unsupported VERSION 5.0; skipped"),
      ])
    return render(rows: 9, cols: 60, content: warned) { $0.apply([.showWarnings], warned) }
  }

  static func warningStatus() -> MemorySurface {
    let warned = BrowserFixture.content(
      diagnostics: [
        Diagnostic(file: "a.vcf", line: 1, reason: "no END:VCARD; skipped"),
        Diagnostic(file: "a.vcf", line: 9, reason: "vCard has no BEGIN; skipped"),
      ])
    return render(rows: 4, cols: 70, content: warned)
  }

  static func all() -> [(String, MemorySurface)] {
    [
      ("list", list()), ("sectionBoundary", sectionBoundary()), ("search", search()),
      ("searchApplied", searchApplied()), ("noResults", noResults()), ("detail", detail()), ("help", help()),
      ("wide", wide()), ("tiny", tiny()), ("empty", empty()), ("warnings", warnings()),
      ("warningStatus", warningStatus()),
    ]
  }
}
