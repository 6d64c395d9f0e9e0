import ContactModel
import ContactsTesting
import Testing

@Suite("ContactGroup: a group is a folded name")
struct ContactGroupTests {
  static func member(_ id: String, _ groups: [String]) -> Contact {
    var contact = makeContact(id, given: "P\(id)")
    contact.groups = groups
    return contact
  }

  @Test(
    "a group's identifier is its folded, trimmed name, the same for every spelling",
    arguments: [
      ("Family", "family"), ("FAMILY", "family"), ("  family\t", "family"), ("Ésprit", "esprit"),
      ("Straße", "strasse"), ("家族", "家族"),
    ])
  func identifiers(name: String, identifier: String) {
    #expect(ContactGroup(name: name).identifier == identifier)
    #expect(ContactGroup.identifier(forName: name) == identifier)
  }

  @Test("a name repeated by many contacts is one group; empty names are none")
  func repeated() {
    let many = (0..<100).map { Self.member("\($0)", ["Team", "", " "]) }
    #expect(ContactGroup.groups(of: many) == [ContactGroup(name: "Team")])
  }

  @Test("membership is by folded name; a contact in no group is in none")
  func membership() {
    let contact = Self.member("1", ["Book Club", "Ésprit"])
    #expect(contact.isMember(ofGroup: "book club") && contact.isMember(ofGroup: "esprit"))
    #expect(!contact.isMember(ofGroup: "book") && !contact.isMember(ofGroup: "club"))
    #expect(!Self.member("2", []).isMember(ofGroup: "book club"))
  }

  @Test("each group is named as the first contact that names it spells it")
  func firstSpelling() {
    let groups = ContactGroup.groups(of: [Self.member("1", ["work"]), Self.member("2", ["Work", "Zoo"])])
    #expect(groups.map(\.name) == ["work", "Zoo"])
    #expect(groups.map(\.id) == ["work", "zoo"])
  }
}
