import Testing

@testable import TerminalUI

@Suite("Dialog layout")
struct DialogLayoutTests {
  static let sizes: [Size] =
    [
      Size(rows: 24, cols: 80), Size(rows: 50, cols: 200), Size(rows: 7, cols: 30), Size(rows: 8, cols: 31),
      Size(rows: 9, cols: 40), Size(rows: 10, cols: 34), Size(rows: 12, cols: 45), Size(rows: 30, cols: 30),
      Size(rows: 7, cols: 120), Size(rows: 100, cols: 32), Size(rows: 6, cols: 80), Size(rows: 24, cols: 29),
      Size(rows: 3, cols: 20), Size(rows: 1, cols: 1), Size(rows: 1, cols: 80), Size(rows: 2, cols: 10),
      Size(rows: 0, cols: 0), Size(rows: 0, cols: 80), Size(rows: 24, cols: 0), Size(rows: -5, cols: -7),
    ]

  @Test("at or above the minimum size, a box holds the title and buttons on screen", arguments: sizes)
  func boxFits(size: Size) {
    let layout = DialogLayout.compute(for: shownPrompt(), in: size)
    let screen = size.clamped.bounds
    guard size.rows >= 7, size.cols >= 30 else {
      #expect(layout.compact && layout.box == nil)
      return
    }
    #expect(!layout.compact)
    guard let box = layout.box else {
      Issue.record("no box at \(size)")
      return
    }
    #expect(screen.contains(box))
    #expect(box.width <= DialogLayout.maximumWidth)
    let inside = box.inset(by: 1)
    #expect(!layout.titleLines.isEmpty)
    for line in layout.titleLines + layout.bodyLines {
      #expect(inside.contains(Rect(row: line.row, col: line.col, height: 1, width: DisplayWidth.of(line.text))))
    }
    #expect(layout.buttonRects.count == 2)
    for rect in layout.buttonRects { #expect(!rect.isEmpty && inside.contains(rect)) }
    #expect(
      layout.buttonRects[0].right <= layout.buttonRects[1].col
        || layout.buttonRects[0].bottom <= layout.buttonRects[1].row)
  }

  @Test(
    "is centred on the screen",
    arguments: [Size(rows: 24, cols: 80), Size(rows: 41, cols: 133), Size(rows: 9, cols: 40)])
  func centred(size: Size) throws {
    let box = try #require(DialogLayout.compute(for: shownPrompt(), in: size).box)
    #expect(abs(box.col - (size.cols - box.right)) <= 1)
    #expect(abs(box.row - (size.rows - box.bottom)) <= 1)
  }

  @Test("below the minimum size it is one line with every button on screen", arguments: sizes)
  func compact(size: Size) {
    let layout = DialogLayout.compute(for: shownPrompt(), in: size)
    guard layout.compact else { return }
    let screen = size.clamped.bounds
    #expect(layout.buttonRects.count == 2)
    #expect(layout.bodyLines.isEmpty)
    for rect in layout.buttonRects { #expect(rect.isEmpty || screen.contains(rect)) }
    if size.cols >= 8, size.rows >= 1 {
      #expect(layout.buttonRects.allSatisfy { !$0.isEmpty }, "the choice stays visible at \(size)")
    }
    for line in layout.titleLines {
      #expect(screen.contains(Rect(row: line.row, col: line.col, height: 1, width: DisplayWidth.of(line.text))))
    }
  }

  @Test("the compact prompt uses full labels when there is room, [n] [y] when not")
  func compactLabels() {
    let wide = DialogLayout.compute(for: shownPrompt(), in: Size(rows: 3, cols: 80))
    #expect(wide.buttonLabels == ["[Don’t Allow]", "[OK]"])
    let narrow = DialogLayout.compute(for: shownPrompt(), in: Size(rows: 3, cols: 24))
    #expect(narrow.buttonLabels == ["[n]", "[y]"])
    #expect(narrow.titleLines.first?.text.hasSuffix("…") == true)
  }

  @Test("a mouse hit test finds the button under the pointer")
  func hitTest() throws {
    let layout = DialogLayout.compute(for: shownPrompt(), in: Size(rows: 24, cols: 80))
    let ok = layout.buttonRects[1]
    #expect(layout.button(atRow: ok.row, col: ok.col) == 1)
    #expect(layout.button(atRow: ok.row, col: ok.right - 1) == 1)
    #expect(layout.button(atRow: ok.row, col: ok.right) == nil)
    let box = try #require(layout.box)
    #expect(layout.button(atRow: box.row, col: box.col) == nil)
  }

  @Test("long button labels stack, or are cut when the screen is short")
  func longButtons() throws {
    let state = DialogState(
      title: "“Contacts Demo” Would Like to Access Your Contacts", body: "Choose how much to share.",
      buttons: ["Select Contacts…", "Allow Full Access"], focus: 0, acceptButton: 1, refuseButton: nil)
    let tall = DialogLayout.compute(for: state, in: Size(rows: 24, cols: 34))
    #expect(tall.buttonRects[0].row < tall.buttonRects[1].row)
    let short = DialogLayout.compute(for: state, in: Size(rows: 7, cols: 34))
    let box = try #require(short.box)
    for rect in short.buttonRects { #expect(box.inset(by: 1).contains(rect)) }
  }

  @Test("a body too long for the screen is cut with an ellipsis, keeping title and buttons")
  func longBody() throws {
    var state = shownPrompt()
    state.body = String(repeating: "Lorem ipsum dolor sit amet. ", count: 40)
    let layout = DialogLayout.compute(for: state, in: Size(rows: 12, cols: 50))
    let box = try #require(layout.box)
    #expect(box.height <= 12)
    #expect(layout.bodyLines.last?.text.hasSuffix("…") == true)
    #expect(!layout.titleLines.isEmpty && layout.buttonRects.count == 2)
  }

  @Test(
    "the question counts as shown only when its whole title and every whole button are on screen",
    arguments: [
      (Size(rows: 24, cols: 80), true), (Size(rows: 7, cols: 30), true), (Size(rows: 6, cols: 80), true),
      (Size(rows: 1, cols: 80), true), (Size(rows: 6, cols: 24), false), (Size(rows: 1, cols: 20), false),
      (Size(rows: 1, cols: 1), false), (Size(rows: 1, cols: 7), false),
      (Size(rows: 0, cols: 80), false), (Size(rows: 24, cols: 0), false), (Size(rows: 1, cols: 2), false),
    ])
  func showsQuestion(size: Size, shown: Bool) {
    #expect(DialogLayout.compute(for: privacyPrompt(), in: size).showsQuestion == shown)
  }

  @Test("a title cut to fit the box does not count as the question shown")
  func cutTitle() {
    var state = privacyPrompt()
    state.title =
      "“" + String(repeating: "Press y to see the forecast. ", count: 40) + "” Would Like to Access Your Contacts"
    let layout = DialogLayout.compute(for: state, in: Size(rows: 24, cols: 80))
    #expect(layout.titleLines.last?.text.hasSuffix("…") == true)
    #expect(!layout.showsQuestion)
  }

  @Test("on one line, “All…” or “…” beside the buttons does not count as the question shown")
  func cutCompactTitle() {
    var state = privacyPrompt()
    state.compactTitle = "Allow “Contacts Demo” to access your contacts?"
    #expect(DialogLayout.compute(for: state, in: Size(rows: 3, cols: 80)).showsQuestion)
    for cols in [9, 12, 30, 50] {
      #expect(!DialogLayout.compute(for: state, in: Size(rows: 3, cols: cols)).showsQuestion, "\(cols) columns")
    }
  }
}
