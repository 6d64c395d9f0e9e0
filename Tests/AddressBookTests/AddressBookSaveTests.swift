import AddressBook
import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Testing

extension AddressBookTests {
  @Test("AddRecord, RemoveRecord and Save write through the store; Revert forgets")
  func saves() throws {
    try Self.install(.allowed)
    let book = try #require(ABAddressBookCreate())
    var ada = try #require(ABAddressBookCopyPeopleWithName(book, "Ada").first)
    ada.note = "edited"
    #expect(ABAddressBookAddRecord(book, ada, nil))
    #expect(ABAddressBookAddRecord(book, Self.person("", "Alan", "Turing"), nil))
    let grace = try #require(ABAddressBookCopyPeopleWithName(book, "Grace").first)
    #expect(ABAddressBookRemoveRecord(book, grace, nil))
    #expect(ABAddressBookHasUnsavedChanges(book))
    #expect(ABAddressBookSave(book, nil))
    #expect(!ABAddressBookHasUnsavedChanges(book))
    let people = ABAddressBookCopyArrayOfAllPeople(book)
    #expect(people.map(\.givenName) == ["Ada", "José", "Alan"])
    #expect(people[0].note == "edited")
    #expect(ABAddressBookRemoveRecord(book, people[0], nil))
    ABAddressBookRevert(book)
    #expect(!ABAddressBookHasUnsavedChanges(book))
  }

  @Test("Save without a grant fails with the read's error and keeps the changes unsaved")
  func saveDenied() throws {
    try Self.install(nil)
    let book = try #require(ABAddressBookCreate())
    #expect(ABAddressBookAddRecord(book, Self.person("", "Alan", "Turing"), nil))
    var error: CFError?
    #expect(!ABAddressBookSave(book, &error))
    #expect(error?.code == .authorizationDenied)
    #expect(ABAddressBookHasUnsavedChanges(book))
  }
}
