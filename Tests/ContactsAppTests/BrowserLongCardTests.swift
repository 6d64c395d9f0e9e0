import ContactModel
import ContactsPrompt
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsScreens

@Suite("Browser: a card with a megabyte of text")
struct BrowserLongCardTests {
  let size = Size(rows: 12, cols: 60)

  /// A contact whose note is `count` letters without a space, ending in "END".
  func content(noteLength count: Int) -> BrowserContent {
    var contact = BrowserFixture.person("Ann", "Long", phone: "1")
    contact.note = String(repeating: "a", count: count - 3) + "END"
    return BrowserFixture.content([contact])
  }

  @Test("a 1 MB note without a space opens laid out once, scrolls to its end, and q still quits")
  func megabyteNote() {
    let long = content(noteLength: 1 << 20)
    var state = BrowserState(content: long, size: size)
    state.apply([.widget(.open)], long)
    guard let detail = state.detail else {
      Issue.record("the card did not open")
      return
    }
    #expect(detail.card.width == state.layout.list.width, "laid out for the screen it is on")
    let textWidth = detail.card.width - 2 * ContactCard.margin - detail.card.labelWidth - ContactCard.margin
    let noteLines = ((1 << 20) + textWidth - 1) / textWidth
    #expect(detail.scroll.count == detail.card.lines.count)
    #expect(detail.card.lines.count >= noteLines)
    state.apply([.widget(.last)], long)
    let surface = MemorySurface(size: size)
    BrowserView.draw(state, content: long, on: surface)
    #expect(surface.text().contains("END"), "the end of the note is on screen after End")
    #expect(state.handle(.widget(.quit), content: long) == .quit)
  }

  @Test("a frame draws the kept card: the lines it shows, not a new layout of the note")
  func framesUseTheKeptCard() {
    let long = content(noteLength: 1 << 16)
    var state = BrowserState(content: long, size: size)
    state.apply([.widget(.open), .widget(.pageDown)], long)
    guard let detail = state.detail else {
      Issue.record("the card did not open")
      return
    }
    let kept = detail.card(content: long, width: detail.card.width)
    #expect(kept == detail.card)
    state.resize(to: Size(rows: 12, cols: 40), content: long)
    #expect(state.detail?.card.width == state.layout.list.width, "a resize lays it out again, once")
    #expect((state.detail?.card.lines.count ?? 0) > detail.card.lines.count)
  }
}
