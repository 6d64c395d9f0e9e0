import ContactModel
import MailMessage
import Testing

@testable import ContactsApp

@Suite("Adding a mail's sender to the contacts")
struct AddEmailPlanTests {
  static func contact(_ id: String, given: String = "", family: String = "", emails: [String]) -> Contact {
    var contact = Contact(identifier: id)
    contact.givenName = given
    contact.familyName = family
    contact.emailAddresses = emails.map { LabeledValue(label: ContactLabel.work, value: $0) }
    return contact
  }

  @Test("a new address becomes a new contact with the name split and the address")
  func newContact() {
    let plan = AddEmailPlan.plan(
      address: "jane@example.com", name: PersonalName("Doe, Jane"),
      in: [Self.contact("1", given: "Al", emails: ["al@example.com"])], identifier: "NEW")
    var expected = Contact(identifier: "NEW")
    expected.givenName = "Jane"
    expected.familyName = "Doe"
    expected.formattedName = "Doe, Jane"
    expected.emailAddresses = [LabeledValue(value: "jane@example.com")]
    #expect(plan == .add(expected))
  }

  @Test("an address a contact has, its domain in another case, adds nothing")
  func existingAddress() {
    let jane = Self.contact("1", given: "Jane", family: "Doe", emails: ["x@y", "jane@Example.COM"])
    let plan = AddEmailPlan.plan(address: "jane@example.com", name: PersonalName("Jane Doe"), in: [jane])
    #expect(plan == .alreadyThere(jane))
  }

  @Test("the local part is compared exactly, so Jane@ is another address than jane@")
  func localPartCase() {
    let jane = Self.contact("1", given: "Jane", emails: ["jane@example.com"])
    let plan = AddEmailPlan.plan(address: "Jane@example.com", name: PersonalName("J"), in: [jane], identifier: "N")
    guard case .add(let added) = plan else {
      Issue.record("expected a new contact, got \(plan)")
      return
    }
    #expect(added.emailAddresses.map(\.value) == ["Jane@example.com"])
  }

  @Test("a contact with the address but no name gets the sender's name")
  func mergeName() {
    let nameless = Self.contact("1", emails: ["jane@example.com"])
    let plan = AddEmailPlan.plan(address: " jane@EXAMPLE.com ", name: PersonalName("Jane Doe"), in: [nameless])
    var updated = nameless
    updated.givenName = "Jane"
    updated.familyName = "Doe"
    updated.formattedName = "Jane Doe"
    #expect(plan == .addName(to: nameless, updated: updated))
  }

  @Test("a nameless sender whose address is known adds nothing, even to a nameless contact")
  func namelessSender() {
    let nameless = Self.contact("1", emails: ["mailto:jane@example.com"])
    #expect(
      AddEmailPlan.plan(address: "jane@example.com", name: PersonalName(""), in: [nameless]) == .alreadyThere(nameless))
  }

  @Test("the first contact with the address is the one")
  func firstMatch() {
    let first = Self.contact("1", given: "A", emails: ["jane@example.com"])
    let second = Self.contact("2", emails: ["jane@example.com"])
    #expect(
      AddEmailPlan.plan(address: "jane@example.com", name: PersonalName("Jane"), in: [first, second])
        == .alreadyThere(first))
  }

  @Test("a new contact without a name has only the address")
  func nameless() {
    let plan = AddEmailPlan.plan(address: "a@b", name: PersonalName(""), in: [], identifier: "N")
    var expected = Contact(identifier: "N")
    expected.emailAddresses = [LabeledValue(value: "a@b")]
    #expect(plan == .add(expected))
  }

  @Test(
    "replies to the question",
    arguments: [
      ("", AddEmailReply.yes), ("y", .yes), ("YES", .yes), (" n ", .no), ("No", .no), ("e", .editName),
      ("edit", .editName),
    ])
  func replies(line: String, reply: AddEmailReply) {
    #expect(AddEmailReply(line) == reply)
  }

  @Test("an unknown reply is none, and the question names the contact")
  func question() {
    #expect(AddEmailReply("maybe") == nil)
    #expect(
      AddEmailReply.question(name: "Jane Doe", address: "jane@example.com")
        == "Add Jane Doe <jane@example.com>? [Y/n/e(dit name)] ")
    #expect(AddEmailReply.question(name: "", address: "a@b") == "Add <a@b>? [Y/n/e(dit name)] ")
  }
}
