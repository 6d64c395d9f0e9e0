import TestSupport
import Testing

@testable import TerminalUI

/// Checks the ListState invariant; returns a description of the first breach, or nil.
func invariantBreach(_ s: ListState) -> String? {
  let page = max(1, s.pageHeight)
  if s.count == 0 {
    return s.selected == 0 && s.top == 0 && s.visibleRange.isEmpty ? nil : "empty list not at 0: \(s)"
  }
  if !(0..<s.count).contains(s.selected) { return "selection out of range: \(s)" }
  if s.top < 0 || s.top > s.selected { return "selection above the view: \(s)" }
  if s.selected - s.top >= page { return "selection below the view: \(s)" }
  if s.top > max(0, s.count - page) { return "blank rows that rows could fill: \(s)" }
  if s.visibleRange.count != min(s.pageHeight, s.count - s.top) { return "wrong visible range: \(s)" }
  if s.pageHeight > 0, !s.visibleRange.contains(s.selected) { return "selection not visible: \(s)" }
  return nil
}

@Suite("List state")
struct ListStateTests {
  static let counts = [0, 1, 2, 5, 23, 100, 1_000_000]
  static let pageHeights = [0, 1, 2, 5, 20]

  /// A named command sequence and the (selected, top) it must end at, given count and page.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var commands: [Command]
    var expected: @Sendable (_ count: Int, _ page: Int) -> (selected: Int, top: Int)
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing", commands: []) { _, _ in (0, 0) },
    Case(name: "last", commands: [.last]) { c, p in (max(0, c - 1), max(0, c - p)) },
    Case(name: "last then first", commands: [.last, .first]) { _, _ in (0, 0) },
    Case(name: "three down", commands: [.moveDown, .moveDown, .moveDown]) { c, p in
      let s = max(0, min(3, c - 1))
      return (s, max(0, s - p + 1))
    },
    Case(name: "up at the top stays", commands: [.moveUp, .moveUp]) { _, _ in (0, 0) },
    Case(name: "page down", commands: [.pageDown]) { c, p in (max(0, min(p, c - 1)), min(p, max(0, c - p))) },
    Case(name: "page down twice, up once", commands: [.pageDown, .pageDown, .pageUp]) { c, p in
      let maxTop = max(0, c - p)
      let top = max(0, min(min(p, maxTop) + p, maxTop) - p)
      let selected = max(0, min(min(2 * p, c - 1) - p, c - 1))
      return (selected, min(top, selected))
    },
    Case(name: "last then up", commands: [.last, .moveUp]) { c, p in
      (max(0, c - 2), max(0, min(c - p, c - 2)))
    },
    Case(name: "down at the bottom stays", commands: [.last, .moveDown]) { c, p in (max(0, c - 1), max(0, c - p)) },
    Case(name: "page up at the top stays", commands: [.pageUp]) { _, _ in (0, 0) },
  ]

  @Test("movement keeps the invariant and lands where expected", arguments: counts, pageHeights)
  func movement(count: Int, pageHeight: Int) {
    for testCase in Self.cases {
      var state = ListState(count: count, pageHeight: pageHeight)
      for command in testCase.commands {
        state.apply(command)
        #expect(invariantBreach(state) == nil, "\(testCase.name)")
      }
      let page = max(1, pageHeight)
      let expected = testCase.expected(count, page)
      #expect(state.selected == expected.selected, "\(testCase.name): count \(count) page \(pageHeight)")
      #expect(state.top == expected.top, "\(testCase.name): count \(count) page \(pageHeight)")
    }
  }

  @Test("any mix of commands, selects, scrolls, resizes and count changes keeps the invariant", arguments: counts)
  func randomWalk(count: Int) {
    var random = SeededRandom(seed: UInt64(count) &+ 42)
    var state = ListState(count: count, pageHeight: 5)
    let commands: [Command] = [.moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .open, .cancel]
    for step in 0..<2_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: state.select(Int.random(in: -3...(count + 3), using: &random))
      case 1: state.scroll(by: Int.random(in: -30...30, using: &random))
      case 2: state.resize(pageHeight: Int.random(in: -1...40, using: &random))
      case 3: state.setCount(Int.random(in: 0...(count + 3), using: &random))
      default: state.apply(commands.randomElement(using: &random) ?? .moveDown)
      }
      if let breach = invariantBreach(state) {
        Issue.record("step \(step): \(breach)")
        return
      }
    }
  }

  @Test("the wheel moves the view and drags the selection only to keep it visible")
  func wheel() {
    var state = ListState(count: 100, pageHeight: 10)
    state.select(3)
    state.scroll(by: 5)
    #expect(state.top == 5 && state.selected == 5)
    state.scroll(by: -2)
    #expect(state.top == 3 && state.selected == 5)
    state.scroll(by: 1_000)
    #expect(state.top == 90 && state.selected == 90)
    state.scroll(by: -1_000)
    #expect(state.top == 0 && state.selected == 9)
  }

  @Test("a shrinking window keeps the selection in view")
  func resizeKeepsSelection() {
    var state = ListState(count: 1_000, pageHeight: 40)
    state.select(35)
    state.resize(pageHeight: 10)
    #expect(state.visibleRange.contains(35))
    #expect(state.top == 26)
    state.resize(pageHeight: 40)
    #expect(state.top == 26 && state.selected == 35)
  }

  @Test("growing past the end pulls the view up so no rows are left blank")
  func resizeAtEnd() {
    var state = ListState(count: 30, pageHeight: 10)
    state.apply(.last)
    state.resize(pageHeight: 20)
    #expect(state.top == 10 && state.selected == 29)
  }

  @Test("filtering to fewer rows clamps the selection; to none resets it")
  func setCount() {
    var state = ListState(count: 100, pageHeight: 10)
    state.select(80)
    state.setCount(20)
    #expect(state.selected == 19 && state.top == 10)
    state.setCount(0)
    #expect(state.selected == 0 && state.top == 0 && state.visibleRange.isEmpty)
    state.setCount(5)
    #expect(state.selected == 0 && state.visibleRange == 0..<5)
  }

  @Test("select clamps out-of-range rows and scrolls as little as possible")
  func select() {
    var state = ListState(count: 50, pageHeight: 10)
    state.select(15)
    #expect(state.top == 6)
    state.select(8)
    #expect(state.top == 6, "already visible: no scroll")
    state.select(-7)
    #expect(state.selected == 0 && state.top == 0)
    state.select(Int.max)
    #expect(state.selected == 49 && state.top == 40)
  }

  @Test("huge page heights and row numbers do not overflow")
  func extremes() {
    var state = ListState(count: 1_000_000, pageHeight: Int.max)
    state.apply(.pageDown)
    state.apply(.last)
    state.scroll(by: Int.max)
    state.scroll(by: Int.min + 1)
    #expect(invariantBreach(state) == nil)
  }
}
