import ContactModel
import ContactsTesting
import Testing

/// The field table against the model: every text property of `Contact` is in it, every other
/// property is named here as not a text field, so a new stored property of any kind fails until
/// it is classified.
@Suite("the contact field table")
struct ContactFieldTests {
  /// The stored properties that are not in `ContactField`, each with the consumer code that
  /// handles it by hand (docs/DECISIONS.md, "A contact field declared once").
  static let notTextFields: Set<String> = [
    "identifier", "fingerprint", "originalCard", "nicknames", "phoneNumbers", "emailAddresses", "urlAddresses",
    "postalAddresses", "birthday", "photo", "groups",
  ]

  @Test("every stored String of Contact but the identifier is a ContactField, and nothing else is")
  func tableMatchesTheModel() {
    let children = Mirror(reflecting: Contact(identifier: "x")).children.compactMap { child in
      child.label.map { ($0, child.value) }
    }
    let strings = Set(children.filter { $0.1 is String && $0.0 != "identifier" }.map(\.0))
    #expect(strings == Set(ContactField.allCases.map { "\($0)" }))
    let others = Set(children.map(\.0)).subtracting(strings)
    #expect(others == Self.notTextFields, "a new stored property must be a ContactField or named here")
  }

  @Test("each field's key is the ContactKey of its name, and the keys are distinct", arguments: ContactField.allCases)
  func key(field: ContactField) {
    #expect(ContactKey(rawValue: "\(field)") == field.info.key)
  }

  @Test("the subscript reads and writes the field it names, and no other", arguments: ContactField.allCases)
  func subscriptTouchesOneField(field: ContactField) {
    var contact = Contact(identifier: "x")
    contact[field] = "⟦\(field)⟧"
    #expect(contact[field] == "⟦\(field)⟧")
    for other in ContactField.allCases where other != field { #expect(contact[other].isEmpty, "\(other)") }
    let mirrored = Mirror(reflecting: contact).children.first { $0.label == "\(field)" }?.value as? String
    #expect(mirrored == "⟦\(field)⟧")
  }

  @Test("labels, captions and snapshot words are distinct")
  func namesAreDistinct() {
    for name in [\ContactField.Info.label, \.caption, \.snapshotName] {
      let names = ContactField.allCases.map { $0.info[keyPath: name] }
      #expect(Set(names).count == names.count)
    }
  }

  @Test("a layout keeps its named fields in place and puts the rest at its anchor, in table order")
  func layout() {
    let layout = FieldLayout<String>([.field(.note), .other("x"), .rest, .field(.givenName)]) {
      $0 != .jobTitle
    }
    // The table's first fields, then whatever it has after them: a field added to the table is
    // among the rest, and this test needs no edit for it.
    let rest = ContactField.allCases.filter { ![.note, .givenName, .jobTitle].contains($0) }
    #expect(
      Array(rest.prefix(7)) == [
        .namePrefix, .middleName, .familyName, .nameSuffix, .organizationName, .departmentName, .formattedName,
      ])
    #expect(layout.fields == [.note] + rest + [.givenName])
    #expect(layout.entries.count == rest.count + 3)
    guard case .other("x") = layout.entries[1] else {
      Issue.record("the consumer's own entry is not second")
      return
    }
  }

  @Test("a projection keeps a field exactly when its key was fetched", arguments: ContactField.allCases)
  func projection(field: ContactField) {
    let full = fullContact()
    var contact = full
    contact[field] = "⟦\(field)⟧"
    #expect(contact.projected(onto: [field.info.key])[field] == "⟦\(field)⟧")
    let without = Set(ContactKey.allCases).subtracting([field.info.key])
    #expect(contact.projected(onto: without)[field].isEmpty)
    #expect(contact.projected(onto: without).givenName == (field == .givenName ? "" : full.givenName))
  }

  @Test("the full contact fixture fills every text field but the card's own FN")
  func fixtureIsFull() {
    for field in ContactField.allCases where field != .formattedName { #expect(!fullContact()[field].isEmpty) }
  }
}
