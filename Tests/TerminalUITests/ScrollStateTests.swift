import Testing

@testable import TerminalUI

@Suite("Scroll state (pager)")
struct ScrollStateTests {
  /// Line counts and page heights to try every command on.
  static let counts = [0, 1, 5, 24, 1000]
  static let pages = [0, 1, 2, 10, 30]

  @Test("the view never leaves the text and never scrolls past a full last page", arguments: counts)
  func staysInRange(count: Int) {
    for page in Self.pages {
      var state = ScrollState(count: count, pageHeight: page)
      let commands: [Command] = [.moveDown, .pageDown, .pageDown, .last, .moveDown, .pageUp, .moveUp, .first, .moveUp]
      for command in commands {
        state.apply(command)
        #expect(state.top >= 0)
        #expect(state.top <= max(0, count - max(1, page)))
        #expect(state.visibleRange.count == min(page, count - state.top))
      }
    }
  }

  @Test(
    "each command moves as a pager does",
    arguments: [
      (Command.moveDown, 0, 1), (.moveUp, 5, 4), (.pageDown, 0, 9), (.pageUp, 20, 11), (.last, 0, 90), (.first, 50, 0),
      (.moveUp, 0, 0), (.pageDown, 85, 90),
    ] as [(Command, Int, Int)])
  func moves(command: Command, from: Int, to: Int) {
    var state = ScrollState(count: 100, pageHeight: 10)
    state.scroll(by: from)
    #expect(state.top == from)
    state.apply(command)
    #expect(state.top == to, "a page keeps one line of context")
  }

  @Test("more-above and more-below say what is hidden")
  func hiddenLines() {
    var state = ScrollState(count: 12, pageHeight: 10)
    #expect(!state.hasMoreAbove && state.hasMoreBelow)
    state.apply(.last)
    #expect(state.hasMoreAbove && !state.hasMoreBelow)
    #expect(!ScrollState(count: 3, pageHeight: 10).hasMoreBelow)
  }

  @Test("growing the page or shrinking the text pulls the view back to a full page")
  func resize() {
    var state = ScrollState(count: 100, pageHeight: 10)
    state.apply(.last)
    state.resize(pageHeight: 40)
    #expect(state.top == 60)
    state.setCount(50)
    #expect(state.top == 10)
    state.setCount(0)
    #expect(state.top == 0)
    #expect(state.visibleRange.isEmpty)
  }
}
