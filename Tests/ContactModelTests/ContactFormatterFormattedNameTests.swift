import ContactsTesting
import Testing

@testable import ContactModel

@Suite("contact formatter: the card's FN")
struct ContactFormatterFormattedNameTests {
  static func jane(fn: String) -> Contact {
    var contact = makeContact("j", given: "Jane", family: "Public")
    contact.middleName = "Q."
    contact.namePrefix = "Dr."
    contact.formattedName = fn
    return contact
  }

  /// (FN, order, shown).
  static let shown: [(String, ContactDisplayOrder, String)] = [
    ("Dr. Jane Q. Public, Esq.", .givenFirst, "Dr. Jane Q. Public, Esq."),
    ("Dr. Jane Q. Public, Esq.", .familyFirst, "Dr. Public Jane Q."),
    ("", .givenFirst, "Dr. Jane Q. Public"),
    ("", .familyFirst, "Dr. Public Jane Q."),
  ]

  @Test("the FN is shown given-first; family-first still composes from the parts", arguments: shown)
  func string(fn: String, order: ContactDisplayOrder, expected: String) {
    let formatter = ContactFormatter(order: order)
    #expect(formatter.string(from: Self.jane(fn: fn)) == expected)
    var bytes: [UInt8] = []
    formatter.append(displayNameOf: Self.jane(fn: fn), to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test("a contact without name parts shows its FN in either order, before its organization")
  func noParts() {
    var company = makeContact("c", org: "Acme", emails: ["a@x"])
    company.formattedName = "Acme Support"
    for order in ContactDisplayOrder.allCases {
      #expect(ContactFormatter(order: order).string(from: company) == "Acme Support")
    }
  }

  /// (FN, sort order, the bold text or nil).
  static let bold: [(String, ContactSortOrder, String?)] = [
    ("Dr. Jane Q. Public, Esq.", .familyName, "Public"),
    ("Dr. Jane Q. Public, Esq.", .givenName, "Jane"),
    ("J. Q. Public", .givenName, nil),
    ("Janie Q.", .familyName, nil),
    ("", .familyName, "Public"),
  ]

  @Test("the bold part is the sort name where it occurs in the FN, else nothing", arguments: bold)
  func sortKeyRange(fn: String, sortOrder: ContactSortOrder, expected: String?) {
    let contact = Self.jane(fn: fn)
    let formatter = ContactFormatter()
    let text = formatter.string(from: contact)
    #expect(formatter.sortKeyRange(in: contact, sortOrder: sortOrder).map { String(text[$0]) } == expected)
  }

  @Test("finding the bold part in a long FN takes linear time, however the name nearly repeats in it")
  func boldInLongFN() {
    // A retry at every offset compared 10^10 bytes here and froze the browser's first draw.
    let family = String(repeating: "a", count: 100_000) + "b"
    var contact = makeContact("long", given: "Given", family: family)
    contact.formattedName = String(repeating: "a", count: 200_000) + "b"
    let text = ContactFormatter().string(from: contact)
    let range = ContactFormatter().sortKeyRange(in: contact, sortOrder: .familyName)
    #expect(range.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == 100_000)
    #expect(range.map { String(text[$0]) } == family)
  }

  @Test("a company card's FN bolds the organization where it occurs in it")
  func companyBold() {
    var company = makeContact("c", org: "Acme")
    company.formattedName = "The Acme Company"
    let text = ContactFormatter().string(from: company)
    #expect(ContactFormatter().sortKeyRange(in: company, sortOrder: .familyName).map { String(text[$0]) } == "Acme")
  }

  @Test("composedName(of:equals:) compares with the given-first composition, fallbacks included")
  func composed() {
    let formatter = ContactFormatter(order: .givenFirst)
    func equals(_ contact: Contact, _ text: String) -> Bool {
      var text = text
      return text.withUTF8 { formatter.composedName(of: contact, equals: $0) }
    }
    #expect(equals(Self.jane(fn: "x"), "Dr. Jane Q. Public"))
    #expect(!equals(Self.jane(fn: "x"), "Dr. Jane Q. Publi"))
    #expect(!equals(Self.jane(fn: "x"), "Dr. Jane Q. Public "))
    #expect(equals(makeContact("k", given: "太郎", family: "山田"), "山田太郎"))
    #expect(equals(Contact(identifier: "n"), ContactFormatter.noName))
  }

  @Test("formatterKeys include the FN, which the formatter shows")
  func keys() {
    #expect(ContactKey.formatterKeys.contains(.formattedName))
  }
}
