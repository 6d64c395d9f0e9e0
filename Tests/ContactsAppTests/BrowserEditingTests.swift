import ContactModel
import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// The browser's a, e, d and u keys: the state's requests, and the writes `BrowserChanges` makes
/// through an in-memory seam, with the undo history.
@Suite("Browser editing: add, edit, delete, undo")
struct BrowserEditingTests {
  let size = Size(rows: 24, cols: 80)

  /// A browser over the fixture's contacts, written through an in-memory book of the same.
  struct Fixture {
    var state: BrowserState
    var changes: BrowserChanges
    let book: InMemoryEditing
    var content: BrowserContent { changes.content }

    init(_ contacts: [Contact] = BrowserFixture.contacts) {
      book = InMemoryEditing(contacts)
      let content = BrowserFixture.content(contacts)
      state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
      changes = BrowserChanges(content: content, editing: book.seam)
    }

    /// Applies commands and carries out the requests: a delete confirmation is answered `confirm`.
    @discardableResult
    mutating func press(_ commands: [AppCommand], confirm: Bool = true) -> BrowserOutcome? {
      for command in commands {
        if let outcome = state.handle(command, content: content) { return outcome }
        guard let request = state.takeRequest() else { continue }
        var outcome: BrowserOutcome?
        switch request {
        case .confirmDelete(let index):
          let contact = content.directory.contacts[index]
          if confirm { outcome = changes.write(.delete(contact), before: contact, state: &state) }
        case .confirmDiscard: state.answerDiscard(confirm)
        case .write(let change, let before): outcome = changes.write(change, before: before, state: &state)
        case .undo: outcome = changes.undo(state: &state)
        }
        if let outcome { return outcome }
      }
      return nil
    }

    /// Types `text` into the form's focused field.
    mutating func type(_ text: String) {
      press(text.map { .widget(.insert($0)) })
    }

    /// Selects the contact shown as `name`.
    mutating func select(_ name: String) {
      press([.widget(.first)])
      for _ in 0..<state.list.count where state.selectedName(content) != name { press([.widget(.moveDown)]) }
      #expect(state.selectedName(content) == name)
    }

    /// The names listed, in order.
    var names: [String] { (0..<content.directory.count).map(content.directory.name) }
  }

  @Test("a opens an empty form; Esc on it closes it again with nothing written")
  func addOpensForm() {
    var fixture = Fixture()
    fixture.press([.addContact])
    #expect(fixture.state.form?.isNew == true)
    #expect(fixture.state.keyContext == .form)
    fixture.press([.widget(.cancel)])
    #expect(fixture.state.form == nil)
    #expect(fixture.book.writes.isEmpty)
  }

  @Test("adding through the form writes the contact, lists it in order, selects it and says so")
  func adds() {
    var fixture = Fixture()
    fixture.press([.addContact])
    fixture.type("Carla")
    fixture.press([.widget(.focusNext)])
    fixture.type("Cruz")
    fixture.press([.edit(.save)])
    #expect(fixture.state.form == nil)
    #expect(fixture.book.writes == ["add Carla"])
    #expect(fixture.state.selectedName(fixture.content) == "Carla Cruz")
    #expect(fixture.content.directory.sections.letters.contains("C"))
    #expect(fixture.state.message == "Added Carla Cruz")
    let added = fixture.content.directory.contacts.first { $0.givenName == "Carla" }
    #expect(added?.identifier.isEmpty == false, "a new contact is given an identifier")
  }

  @Test("e edits the selected contact; the list shows the change and keeps the selection on it")
  func edits() {
    var fixture = Fixture()
    fixture.select("Bob Brown")
    fixture.press([.editContact])
    #expect(fixture.state.form?.original.givenName == "Bob")
    fixture.press([.edit(.deleteToStart)])
    fixture.type("Robert")
    fixture.press([.edit(.save)])
    #expect(fixture.book.writes == ["update Robert"])
    #expect(fixture.state.selectedName(fixture.content) == "Robert Brown")
    #expect(fixture.state.message == "Saved Robert Brown")
    #expect(!fixture.names.contains("Bob Brown"))
  }

  @Test("editing a phone changes that phone only")
  func editsPhone() {
    var fixture = Fixture()
    fixture.select("Anna Adams")
    fixture.press([.editContact])
    for _ in 0..<20 where fixture.state.form?.focus != .rowPart(row: 0, part: 0) {
      fixture.press([.widget(.focusNext)])
    }
    fixture.press([.edit(.deleteToStart)])
    fixture.type("+1 555 010 0111")
    fixture.press([.edit(.save)])
    let anna = fixture.book.contacts["Anna-Adams-"]
    #expect(anna?.phoneNumbers == [LabeledValue(label: ContactLabel.mobile, value: "+1 555 010 0111")])
    #expect(anna?.givenName == "Anna")
  }

  @Test("d asks first; Cancel deletes nothing, Delete deletes and selects the neighbour")
  func deletes() {
    var fixture = Fixture()
    fixture.select("Bob Brown")
    fixture.state.apply([.deleteContact], fixture.content)
    #expect(fixture.state.takeRequest() == .confirmDelete(fixture.state.selectedContact ?? -1))
    fixture.press([.deleteContact], confirm: false)
    #expect(fixture.book.writes.isEmpty)
    fixture.press([.deleteContact])
    #expect(fixture.book.writes == ["delete Bob"])
    #expect(!fixture.names.contains("Bob Brown"))
    #expect(fixture.state.message == "Deleted Bob Brown")
    #expect(fixture.state.selectedName(fixture.content) == "Renée Dubois")
  }

  @Test("e and d work on the open card too")
  func fromTheCard() {
    var fixture = Fixture()
    fixture.select("Bob Brown")
    fixture.press([.widget(.open), .editContact])
    #expect(fixture.state.form?.original.givenName == "Bob")
    fixture.press([.widget(.cancel), .deleteContact])
    #expect(fixture.book.writes == ["delete Bob"])
  }

  @Test("u undoes several levels: an edit is restored, a delete re-added, an add deleted")
  func undoes() {
    var fixture = Fixture()
    fixture.press([.addContact])
    fixture.type("Carla")
    fixture.press([.edit(.save)])
    fixture.select("Bob Brown")
    fixture.press([.editContact, .edit(.deleteToStart)])
    fixture.type("Robert")
    fixture.press([.edit(.save)])
    fixture.select("Anna Adams")
    fixture.press([.deleteContact])
    #expect(fixture.book.contacts.count == 12)

    fixture.press([.undo])
    #expect(fixture.state.message == "Undid deleting Anna Adams")
    #expect(fixture.state.selectedName(fixture.content) == "Anna Adams")
    #expect(fixture.book.contacts["Anna-Adams-"] == BrowserFixture.contacts[1])
    fixture.press([.undo])
    #expect(fixture.state.message == "Undid editing Robert Brown")
    #expect(fixture.state.selectedName(fixture.content) == "Bob Brown")
    #expect(fixture.book.contacts["Bob-Brown-"]?.givenName == "Bob")
    fixture.press([.undo])
    #expect(fixture.state.message == "Undid adding Carla")
    #expect(!fixture.names.contains("Carla"))
    #expect(fixture.book.contacts.count == 12)
    fixture.press([.undo])
    #expect(fixture.state.message == "Nothing to undo")
    #expect(
      fixture.book.writes == ["add Carla", "update Robert", "delete Anna", "add Anna", "update Bob", "delete Carla"])
  }

  @Test("an undo after an edit of an edit restores each step, with no false conflict")
  func undoTwoEdits() {
    var fixture = Fixture()
    fixture.select("Bob Brown")
    for name in ["Rob", "Robert"] {
      fixture.press([.editContact, .edit(.deleteToStart)])
      fixture.type(name)
      fixture.press([.edit(.save)])
    }
    fixture.press([.undo])
    #expect(fixture.book.contacts["Bob-Brown-"]?.givenName == "Rob")
    fixture.press([.undo])
    #expect(fixture.book.contacts["Bob-Brown-"]?.givenName == "Bob")
    #expect(fixture.state.message == "Undid editing Rob Brown")
  }

  @Test("a refused save keeps the form open with the store's message; a refused delete says so on the status line")
  func refusals() {
    var fixture = Fixture()
    fixture.book.makeReadOnly()
    fixture.select("Bob Brown")
    fixture.press([.editContact])
    fixture.type("by")
    fixture.press([.edit(.save)])
    #expect(fixture.state.form?.message == "The address book is read-only.")
    #expect(fixture.state.form?.text(.givenName) == "Bobby", "nothing typed is lost")
    fixture.press([.widget(.cancel)])
    #expect(fixture.state.request == nil)
    fixture.state.answerDiscard(true)
    fixture.press([.deleteContact])
    #expect(fixture.state.message == "The address book is read-only.")
    #expect(fixture.names.contains("Bob Brown"))
    #expect(fixture.changes.history.isEmpty)
  }

  @Test("a conflict asks for a reload that selects the contact and shows why")
  func conflict() {
    var fixture = Fixture()
    fixture.book.changeBehindTheBrowser("Bob-Brown-") { $0.jobTitle = "Baker" }
    fixture.select("Bob Brown")
    fixture.press([.editContact])
    fixture.type("by")
    let outcome = fixture.press([.edit(.save)])
    #expect(outcome == .reload(selecting: "Bob-Brown-", message: InMemoryEditing.conflictMessage))
    #expect(fixture.book.contacts["Bob-Brown-"]?.givenName == "Bob")
  }

  @Test("after a reload the browser selects the contact and opens its card as it is now")
  func reloadShowsCard() {
    var state = BrowserState(content: BrowserFixture.content(), size: size)
    state.replaceContent(BrowserFixture.content(), selecting: "Bob-Brown-", showCard: true)
    #expect(state.detail != nil)
    #expect(state.selectedName(BrowserFixture.content()) == "Bob Brown")
  }

  @Test("until the browser is given a real seam, every write is refused with a message and nothing changes")
  func unavailable() {
    var fixture = Fixture()
    fixture.changes = BrowserChanges(content: fixture.content, editing: .unavailable)
    fixture.press([.addContact])
    fixture.type("Carla")
    fixture.press([.edit(.save)])
    #expect(fixture.state.form?.message == ContactEditing.unavailableMessage)
    fixture.state.answerDiscard(true)
    fixture.press([.deleteContact])
    #expect(fixture.state.message == ContactEditing.unavailableMessage)
    #expect(fixture.content.directory.count == 12)
    fixture.press([.undo])
    #expect(fixture.state.message == "Nothing to undo")
  }

  @Test("the mouse does nothing while the form is open")
  func mouseIgnoredInForm() {
    var fixture = Fixture()
    fixture.select("Bob Brown")
    fixture.press([.editContact])
    let before = fixture.state
    for kind: MouseEvent.Kind in [.click, .doubleClick, .wheelDown] {
      #expect(fixture.state.handle(MouseEvent(kind: kind, row: 5, col: 5), content: fixture.content) == nil)
    }
    #expect(fixture.state.form == before.form)
    #expect(fixture.state.list == before.list)
    #expect(fixture.state.detail == nil)
  }

  @Test("a contact added while a group is shown is in that group")
  func addInGroup() throws {
    let content = GroupBrowserTests.content()
    let book = InMemoryEditing(content.directory.contacts)
    var state = BrowserState(content: content, size: size)
    var changes = BrowserChanges(content: content, editing: book.seam)
    state.apply([.addContact] + "Kim".map { .widget(.insert($0)) } + [.edit(.save)], content)
    guard case .write(let change, let before)? = state.takeRequest() else {
      Issue.record("no write")
      return
    }
    #expect(changes.write(change, before: before, state: &state) == nil)
    let kim = try #require(book.contacts.values.first { $0.givenName == "Kim" })
    #expect(kim.groups == ["Family"])
    #expect(state.selectedName(changes.content) == "Kim")
  }

  @Test("the status message lasts until the next key")
  func messageClears() {
    var fixture = Fixture()
    fixture.press([.undo])
    #expect(fixture.state.message == "Nothing to undo")
    fixture.press([.widget(.moveDown)])
    #expect(fixture.state.message == nil)
  }

  @Test("the form's keys reach the form, not the list: q, / and letters are typed")
  func formTakesKeys() {
    var fixture = Fixture()
    fixture.press([.addContact])
    for key: KeyPress in [.char("q"), .char("/"), .char("d"), .char("u")] {
      guard let command = AppKeyTable.command(for: key, in: fixture.state.keyContext) else { continue }
      #expect(fixture.state.handle(command, content: fixture.content) == nil)
    }
    #expect(fixture.state.form?.text(.givenName) == "q/du")
  }
}

/// The undo history on its own.
@Suite("The browser's undo history")
struct EditHistoryTests {
  func contact(_ given: String, fingerprint: UInt64) -> Contact {
    var contact = Contact(identifier: "id")
    contact.givenName = given
    contact.fingerprint = CardFingerprint(hash: fingerprint)
    return contact
  }

  @Test("each change records its inverse: add → delete, delete → add, edit → the old fields")
  func inverses() {
    var history = EditHistory()
    let old = contact("Ann", fingerprint: 1)
    let new = contact("Anne", fingerprint: 1)
    let stored = contact("Anne", fingerprint: 2)
    history.record(.update(new), before: old, stored: stored, name: "Anne")
    #expect(history.last?.inverse == .update(old))
    #expect(history.last?.inverse.contact.fingerprint.value == 2, "the inverse is checked against the stored card")
    #expect(history.last?.description == "editing Anne")
    history.record(.delete(stored), before: stored, stored: nil, name: "Anne")
    #expect(history.last?.inverse == .add(stored))
    history.record(.add(old), before: nil, stored: stored, name: "Ann")
    #expect(history.last?.inverse == .delete(stored))
    #expect(history.entries.count == 3)
    history.removeLast()
    history.removeLast()
    history.removeLast()
    history.removeLast()
    #expect(history.isEmpty)
  }

  @Test("a later write moves the older entries of the same contact onto its new fingerprint")
  func rebases() {
    var history = EditHistory()
    history.record(
      .add(contact("Ann", fingerprint: 0)), before: nil, stored: contact("Ann", fingerprint: 1), name: "Ann")
    history.record(
      .update(contact("Anne", fingerprint: 1)), before: contact("Ann", fingerprint: 1),
      stored: contact("Anne", fingerprint: 2), name: "Anne")
    #expect(history.entries.map(\.inverse.contact.fingerprint.value) == [2, 2])
    #expect(history.entries[1].inverse.contact.givenName == "Ann")
    history.stored(contact("Ann", fingerprint: 3))
    #expect(history.entries.map(\.inverse.contact.fingerprint.value) == [3, 3])
  }
}
