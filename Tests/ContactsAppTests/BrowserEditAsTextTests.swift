import ContactModel
import ContactSearch
import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("E in the browser: edit the card as vCard text")
struct BrowserEditAsTextTests {
  static func content(editable: Bool) -> BrowserContent {
    let directory = ContactDirectory(
      contacts: BrowserFixture.contacts, sortOrder: .familyName, displayOrder: .givenFirst)
    return BrowserContent(
      directory: directory, search: SearchIndexLoader(index: SearchIndex(directory.contacts)), title: "Contacts Demo",
      sourceName: "Sample address book", canEditAsText: editable)
  }

  @Test("E is bound in the list and on the card, and nowhere in text entry")
  func keys() {
    #expect(AppKeyTable.command(for: .char("E"), in: .list) == .editAsText)
    #expect(AppKeyTable.command(for: .char("E"), in: .detail) == .editAsText)
    #expect(AppKeyTable.command(for: .char("E"), in: .textEntry) == .widget(.insert("E")))
  }

  @Test("E on the list asks to edit the selected contact, by identifier")
  func fromList() throws {
    let content = Self.content(editable: true)
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    state.apply([.widget(.moveDown)], content)
    let index = try #require(state.selectedContact)
    #expect(
      state.handle(.editAsText, content: content)
        == .editAsText(identifier: content.directory.contacts[index].identifier))
  }

  @Test("E on an open card asks to edit that card, and the card stays open for the return")
  func fromDetail() throws {
    let content = Self.content(editable: true)
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    state.apply([.widget(.open)], content)
    let index = try #require(state.detail?.contact)
    #expect(
      state.handle(.editAsText, content: content)
        == .editAsText(identifier: content.directory.contacts[index].identifier))
    #expect(state.detail != nil)
  }

  @Test("without an editor (or on a search with no match), E does nothing")
  func disabled() {
    let content = Self.content(editable: false)
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    #expect(state.handle(.editAsText, content: content) == nil)
    state.apply([.widget(.open)], content)
    #expect(state.handle(.editAsText, content: content) == nil)
    let editable = Self.content(editable: true)
    var searching = BrowserState(content: editable, size: Size(rows: 24, cols: 80))
    searching.apply([.search], editable)
    searching.type("zzzzqqq", editable)
    searching.apply([.widget(.accept)], editable)
    #expect(searching.handle(.editAsText, content: editable) == nil)
  }

  @Test("the help names E only when the browser can edit")
  func help() {
    #expect(BrowserHelp.lines(limited: false, editable: true).contains { $0.keys == "E" })
    #expect(!BrowserHelp.lines(limited: false, editable: false).contains { $0.keys == "E" })
  }
}
