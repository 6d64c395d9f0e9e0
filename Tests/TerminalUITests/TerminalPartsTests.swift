import Testing

@testable import TerminalUI

@Suite("Terminal parts that need no terminal")
struct TerminalPartsTests {
  @Test(
    "colours: auto honours NO_COLOR, always ignores it, never never colours",
    arguments: [
      (ColorMode.auto, true, nil as String?, true), (.auto, true, "1", false), (.auto, true, "", true),
      (.auto, false, nil, false), (.always, true, "1", true), (.always, false, nil, false), (.never, true, nil, false),
    ])
  func colorMode(mode: ColorMode, terminalHasColors: Bool, noColor: String?, expected: Bool) {
    #expect(mode.usesColor(terminalHasColors: terminalHasColors, noColor: noColor) == expected)
  }

  @Test("without colours, the roles that must stand out look different from plain text")
  func monoPalette() {
    let palette = Palette(usesColor: false)
    let normal = palette.attributes(for: .normal, style: []).attrs
    let distinct: [ColorRole] = [.focusedButton, .selection, .titleBar, .statusBar, .disabledButton, .sectionHeader]
    for role in distinct { #expect(palette.attributes(for: role, style: []).attrs != normal, "\(role)") }
    let focused = palette.attributes(for: .focusedButton, style: []).attrs
    #expect(focused != palette.attributes(for: .button, style: []).attrs)
    #expect(focused != palette.attributes(for: .disabledButton, style: []).attrs)
    #expect(palette.attributes(for: .normal, style: .bold).attrs != normal)
  }

  @Test("a press and release in one place is a click; a second soon after is a double-click")
  func clicks() {
    var mouse = MouseTracker()
    #expect(mouse.press(row: 3, col: 4).kind == .press)
    #expect(mouse.release(row: 3, col: 4, at: 10).kind == .click)
    _ = mouse.press(row: 3, col: 4)
    #expect(mouse.release(row: 3, col: 4, at: 10.2).kind == .doubleClick)
    _ = mouse.press(row: 3, col: 4)
    #expect(mouse.release(row: 3, col: 4, at: 10.3).kind == .click, "a third click starts over")
    _ = mouse.press(row: 3, col: 4)
    #expect(mouse.release(row: 3, col: 4, at: 11).kind == .click, "too slow for a double-click")
  }

  @Test("releasing somewhere else is a drag, not a click; clicks far apart are not double")
  func notClicks() {
    var mouse = MouseTracker()
    _ = mouse.press(row: 1, col: 1)
    #expect(mouse.release(row: 1, col: 9, at: 1).kind == .release)
    _ = mouse.press(row: 1, col: 1)
    #expect(mouse.release(row: 1, col: 1, at: 2).kind == .click)
    _ = mouse.press(row: 5, col: 5)
    #expect(mouse.release(row: 5, col: 5, at: 2.1).kind == .click)
  }

  @Test("errors say what is wrong in words")
  func errorMessages() {
    #expect(TerminalError.noTerminal("no terminal: /dev/tty: No such device").description.hasPrefix("no terminal"))
    #expect(TerminalError.notCapable(term: "dumb").description.contains("\"dumb\""))
  }

  @Test("rectangles: containment, intersection and insets")
  func rects() {
    let outer = Rect(row: 0, col: 0, height: 10, width: 10)
    #expect(outer.contains(Rect(row: 2, col: 2, height: 8, width: 8)))
    #expect(!outer.contains(Rect(row: 2, col: 2, height: 9, width: 8)))
    #expect(outer.contains(row: 9, col: 9) && !outer.contains(row: 10, col: 0))
    #expect(
      outer.intersection(Rect(row: 5, col: 8, height: 10, width: 10)) == Rect(row: 5, col: 8, height: 5, width: 2))
    #expect(outer.intersection(Rect(row: 20, col: 20, height: 1, width: 1)).isEmpty)
    #expect(outer.inset(by: 1) == Rect(row: 1, col: 1, height: 8, width: 8))
    #expect(Rect(row: 0, col: 0, height: 1, width: 1).inset(by: 1).isEmpty)
    #expect(Size(rows: -3, cols: 4).clamped == Size(rows: 0, cols: 4))
    #expect(Size(rows: 24, cols: 80).description == "80x24")
  }
}

@Suite("A colour theme")
struct ThemePaletteTests {
  @Test("without colours a theme changes nothing: every role keeps its mono look")
  func themeNeedsColour() {
    let theme = Theme(looks: [
      .selection: RoleLook(foreground: .black, background: .cyan), .normal: RoleLook(style: .bold),
    ])
    let themed = Palette(usesColor: false, theme: theme)
    let plain = Palette(usesColor: false)
    for role in ColorRole.allCases {
      #expect(themed.attributes(for: role, style: []) == plain.attributes(for: role, style: []), "\(role)")
    }
  }
}
