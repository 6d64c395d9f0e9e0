import ContactModel
import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// The contact form's state: moving between fields, editing, rows, labels, saving, discarding.
@Suite("The contact form")
struct ContactFormTests {
  let jose = BrowserFixture.jose

  /// Applies commands in turn, returning the last outcome.
  @discardableResult
  func apply(_ commands: [AppCommand], to form: inout ContactForm) -> FormOutcome? {
    var outcome: FormOutcome?
    for command in commands { outcome = form.handle(command) }
    return outcome
  }

  /// Types `text` into the focused field.
  func type(_ text: String, into form: inout ContactForm) {
    for character in text { _ = form.handle(.widget(.insert(character))) }
  }

  /// Moves the focus to `stop` with Tab, as a user would.
  func tab(to stop: FormStop, in form: inout ContactForm) {
    for _ in 0..<form.stops.count where form.focus != stop { _ = form.handle(.widget(.focusNext)) }
    #expect(form.focus == stop)
  }

  /// The saved contact, or nil when the form refused.
  func saved(_ form: inout ContactForm) -> Contact? {
    if case .save(let contact)? = form.handle(.edit(.save)) { return contact }
    return nil
  }

  @Test("the form opens on the first name, with every field and row of the contact")
  func opens() {
    let form = ContactForm(editing: jose)
    #expect(form.focus == .field(.givenName))
    #expect(form.text(.givenName) == "José")
    #expect(form.text(.organization) == "Cafetería Luna")
    #expect(form.text(.birthday) == "1985-04-12")
    #expect(form.rows.map(\.section) == [.phone, .phone, .email, .url, .address])
    #expect(form.rows.map(\.label.text) == ["mobile", "work", "home", "homepage", "work"])
    #expect(form.rows[4].parts.map(\.text) == ["Calle Mayor 1", "Madrid", "", "28013", "Spain"])
    #expect(!form.isChanged)
  }

  @Test("Tab and ↓ go to the next stop, Shift-Tab and ↑ back; Enter on a field goes on; both ends stop")
  func focusOrder() {
    var form = ContactForm(editing: jose)
    apply([.widget(.focusNext)], to: &form)
    #expect(form.focus == .field(.familyName))
    apply([.widget(.press)], to: &form)
    #expect(form.focus == .field(.organization))
    apply([.widget(.focusPrevious), .widget(.focusPrevious), .widget(.focusPrevious)], to: &form)
    #expect(form.focus == .field(.givenName))
    let stops = form.stops
    #expect(stops.first == .field(.givenName))
    #expect(stops.suffix(3) == [.field(.note), .save, .cancel])
    #expect(stops.contains(.rowLabel(row: 0)) && stops.contains(.rowPart(row: 4, part: 4)))
    for _ in stops { apply([.widget(.focusNext)], to: &form) }
    #expect(form.focus == .cancel)
  }

  @Test("typing, cursor keys and deletions edit only the focused field")
  func editsFocusedField() {
    var form = ContactForm(editing: jose)
    apply([.edit(.cursorStart), .edit(.deleteForward)], to: &form)
    type("Jo", into: &form)
    #expect(form.text(.givenName) == "Joosé")
    apply([.edit(.cursorEnd), .widget(.deleteBackward), .edit(.deleteToStart)], to: &form)
    #expect(form.text(.givenName) == "")
    #expect(form.text(.familyName) == "Álvarez")
    #expect(form.isChanged)
  }

  @Test("keys that only move leave the form unchanged; typing on a button or an add line types nothing")
  func nothingTypedOnButtons() {
    var form = ContactForm(editing: jose)
    tab(to: .save, in: &form)
    type("x", into: &form)
    apply([.widget(.deleteBackward), .edit(.deleteToEnd)], to: &form)
    tab(to: .cancel, in: &form)
    #expect(!form.isChanged)
  }

  @Test("Enter on an add line adds an empty row labelled with the section's first label, focused on its value")
  func addsRow() {
    var form = ContactForm(editing: jose)
    tab(to: .addRow(.phone), in: &form)
    apply([.widget(.press)], to: &form)
    #expect(form.rows.map(\.section) == [.phone, .phone, .phone, .email, .url, .address])
    #expect(form.rows[2].label.text == "mobile")
    #expect(form.focus == .rowPart(row: form.rows[2].id, part: 0))
    type("+49 176 1234567", into: &form)
    let contact = saved(&form)
    #expect(contact?.phoneNumbers.map(\.value) == ["+34 600 123 456", "+34 910 000 111", "+49 176 1234567"])
    #expect(contact?.phoneNumbers.last?.label == ContactLabel.mobile)
  }

  @Test("Ctrl-D removes the focused row; the focus goes to the next row or the add line")
  func removesRow() {
    var form = ContactForm(editing: jose)
    tab(to: .rowPart(row: 0, part: 0), in: &form)
    apply([.edit(.removeRow)], to: &form)
    #expect(form.focus == .rowLabel(row: 1))
    apply([.edit(.removeRow)], to: &form)
    #expect(form.focus == .addRow(.phone))
    apply([.edit(.removeRow)], to: &form)
    #expect(form.rows.count == 3)
    #expect(saved(&form)?.phoneNumbers == [])
  }

  @Test("Ctrl-T steps a row through its section's labels; a typed label is a custom one")
  func labels() {
    var form = ContactForm(editing: jose)
    tab(to: .rowPart(row: 0, part: 0), in: &form)
    apply([.edit(.nextLabel)], to: &form)
    #expect(form.rows[0].label.text == "home")
    apply([.edit(.nextLabel), .edit(.nextLabel), .edit(.nextLabel), .edit(.nextLabel)], to: &form)
    #expect(form.rows[0].label.text == "mobile")
    apply([.widget(.focusPrevious), .edit(.deleteToStart)], to: &form)
    #expect(form.focus == .rowLabel(row: 0))
    type("Kiosk", into: &form)
    let contact = saved(&form)
    #expect(contact?.phoneNumbers[0] == LabeledValue(label: "Kiosk", value: "+34 600 123 456"))
    apply([.edit(.nextLabel)], to: &form)
    #expect(form.rows[0].label.text == "mobile")
  }

  @Test("the saved contact changes what was edited and keeps everything else, the card included")
  func keepsTheRest() throws {
    var original = jose
    original.middleName = "María"
    original.groups = ["Coffee"]
    original.formattedName = "José M. Álvarez"
    original.phoneNumbers[1].label = "_$!<Kiosk>!$_"
    original.nicknames = ["Pepe", "Pepito"]
    var form = ContactForm(editing: original)
    tab(to: .rowPart(row: 0, part: 0), in: &form)
    apply([.edit(.deleteToStart)], to: &form)
    type("+34 600 999 999", into: &form)
    let contact = try #require(saved(&form))
    #expect(contact.phoneNumbers[0] == LabeledValue(label: ContactLabel.mobile, value: "+34 600 999 999"))
    #expect(contact.phoneNumbers[1].label == "_$!<Kiosk>!$_", "an untouched row keeps its exact label")
    #expect(contact.nicknames == ["Pepe", "Pepito"], "an untouched field keeps its exact value")
    #expect(contact.middleName == "María")
    #expect(contact.departmentName == "Coffee")
    #expect(contact.groups == ["Coffee"])
    #expect(contact.formattedName == "José M. Álvarez", "the name was not changed, so its FN stays")
    #expect(contact.identifier == original.identifier)
    var expected = original
    expected.phoneNumbers[0].value = "+34 600 999 999"
    #expect(contact == expected)
  }

  @Test("the card the contact was read from survives the form, for the writer to keep the rest of it")
  func keepsOriginalCard() throws {
    let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nN:;Ann;;;\r\nX-FOO:bar\r\nEND:VCARD\r\n".utf8)
    var original = Contact(identifier: "ann")
    original.givenName = "Ann"
    original.originalCard = bytes.withUnsafeBufferPointer { OriginalCard($0, read: original) }
    var form = ContactForm(editing: original)
    tab(to: .field(.jobTitle), in: &form)
    type("Pilot", into: &form)
    let contact = try #require(saved(&form))
    #expect(contact.jobTitle == "Pilot")
    #expect(contact.originalCard.bytes == bytes)
    #expect(contact.originalCard.contactAsRead?.givenName == "Ann")
  }

  @Test("changing the first or last name drops the card's own display name, so the new one shows")
  func nameChangeDropsFN() throws {
    var original = jose
    original.formattedName = "Pepe Álvarez"
    var form = ContactForm(editing: original)
    apply([.edit(.deleteToStart)], to: &form)
    type("Josefa", into: &form)
    let contact = try #require(saved(&form))
    #expect(contact.givenName == "Josefa")
    #expect(contact.formattedName == "")
  }

  @Test("blank rows are dropped on save, and values are trimmed")
  func dropsBlankRows() throws {
    var form = ContactForm(adding: "new")
    type("  Ann  ", into: &form)
    tab(to: .addRow(.email), in: &form)
    apply([.widget(.press)], to: &form)
    type("   ", into: &form)
    tab(to: .addRow(.address), in: &form)
    apply([.widget(.press)], to: &form)
    let contact = try #require(saved(&form))
    #expect(contact.givenName == "Ann")
    #expect(contact.emailAddresses.isEmpty)
    #expect(contact.postalAddresses.isEmpty)
  }

  @Test("a contact with no name, company, e-mail or phone is refused with a message, and the form stays")
  func refusesEmpty() {
    var form = ContactForm(adding: "new")
    tab(to: .addRow(.url), in: &form)
    apply([.widget(.press)], to: &form)
    type("https://example.com", into: &form)
    #expect(form.handle(.edit(.save)) == nil)
    #expect(form.message == ContactForm.emptyContactMessage)
    #expect(form.focus == .field(.givenName))
    type("A", into: &form)
    #expect(form.message == nil, "editing clears the message")
    var company = ContactForm(adding: "new")
    tab(to: .field(.organization), in: &company)
    type("Acme", into: &company)
    #expect(saved(&company)?.organizationName == "Acme")
  }

  @Test("the Save button saves; Enter on Cancel is Esc")
  func buttons() {
    var form = ContactForm(editing: jose)
    tab(to: .save, in: &form)
    #expect(form.handle(.widget(.press)) == .save(jose))
    tab(to: .cancel, in: &form)
    #expect(form.handle(.widget(.press)) == .close)
  }

  @Test("Esc closes an unchanged form and asks before discarding a changed one")
  func escape() {
    var form = ContactForm(editing: jose)
    #expect(form.handle(.widget(.cancel)) == .close)
    type("x", into: &form)
    #expect(form.handle(.widget(.cancel)) == .confirmDiscard)
    apply([.widget(.deleteBackward)], to: &form)
    #expect(!form.isChanged, "typing and deleting it again is no change")
    #expect(form.handle(.widget(.cancel)) == .close)
  }

  @Test("an added or removed row is a change, even an empty one")
  func rowChanges() {
    var form = ContactForm(editing: jose)
    tab(to: .addRow(.url), in: &form)
    apply([.widget(.press)], to: &form)
    #expect(form.isChanged)
    apply([.edit(.removeRow)], to: &form)
    #expect(!form.isChanged)
    apply([.widget(.focusPrevious), .edit(.removeRow)], to: &form)
    #expect(form.isChanged)
  }

  @Test(
    "birthdays are read as ISO dates with or without a year; anything else is refused on its field",
    arguments: [
      ("1985-04-12", Birthday(year: 1985, month: 4, day: 12)), ("19850412", Birthday(year: 1985, month: 4, day: 12)),
      ("--04-12", Birthday(month: 4, day: 12)), ("--0229", Birthday(month: 2, day: 29)),
      ("2000-02-29", Birthday(year: 2000, month: 2, day: 29)), ("1900-02-29", nil), ("1985-13-01", nil),
      ("1985-04-31", nil), ("April 12", nil), ("1985-4-12", nil), ("", nil),
    ])
  func birthdays(text: String, expected: Birthday?) {
    #expect(ContactForm.birthday(text) == expected)
  }

  @Test("a wrong birthday keeps the form open on that field; clearing it removes the birthday")
  func birthdayField() {
    var form = ContactForm(editing: jose)
    tab(to: .field(.birthday), in: &form)
    apply([.edit(.deleteToStart)], to: &form)
    type("12/04/1985", into: &form)
    apply([.widget(.focusNext)], to: &form)
    #expect(form.handle(.edit(.save)) == nil)
    #expect(form.focus == .field(.birthday))
    #expect(form.message?.contains("not a date") == true)
    apply([.edit(.deleteToStart)], to: &form)
    #expect(saved(&form)?.birthday == nil)
  }

  @Test("a CJK name is typed and edited by cluster, the cursor's column by display width")
  func cjk() throws {
    var form = ContactForm(adding: "new")
    type("太郎", into: &form)
    apply([.edit(.cursorLeft)], to: &form)
    #expect(form.focusedEntry?.cursorColumn == 2)
    type("🍕", into: &form)
    #expect(form.text(.givenName) == "太🍕郎")
    #expect(form.focusedEntry?.cursorColumn == 4)
    #expect(try #require(saved(&form)).givenName == "太🍕郎")
  }

  @Test("a new contact keeps the identifier it was opened with")
  func newIdentifier() {
    var form = ContactForm(adding: "abc")
    type("Ann", into: &form)
    #expect(saved(&form)?.identifier == "abc")
    #expect(form.isNew)
  }
}
