import ContactsTesting
import Testing

@testable import ContactModel

@Suite("contact formatter")
struct ContactFormatterTests {
  static func person() -> Contact {
    var contact = makeContact("p", given: "John", family: "Appleseed")
    contact.middleName = "Q."
    return contact
  }

  @Test("given-first is \"Given Middle Family\", family-first \"Family Given Middle\"")
  func orders() {
    #expect(ContactFormatter(order: .givenFirst).string(from: Self.person()) == "John Q. Appleseed")
    #expect(ContactFormatter(order: .familyFirst).string(from: Self.person()) == "Appleseed John Q.")
  }

  @Test("prefix and suffix surround the name")
  func prefixSuffix() {
    var contact = Self.person()
    contact.namePrefix = "Dr."
    contact.nameSuffix = "Jr."
    #expect(ContactFormatter().string(from: contact) == "Dr. John Q. Appleseed Jr.")
  }

  /// (family, given, display) — CJK names are family-first with no space in either order.
  static let cjkNames: [(String, String, String)] = [
    ("王", "伟", "王伟"), ("欧阳", "秀英", "欧阳秀英"), ("佐藤", "翔太", "佐藤翔太"), ("鈴木", "さくら", "鈴木さくら"),
    ("김", "민준", "김민준"), ("タナカ", "ユキ", "タナカユキ"), ("王", "", "王"),
  ]

  @Test("CJK names are family-first without a space, as Apple's formatter does", arguments: cjkNames)
  func cjk(family: String, given: String, display: String) {
    let contact = makeContact("c", given: given, family: family)
    #expect(ContactFormatter(order: .givenFirst).string(from: contact) == display)
    #expect(ContactFormatter(order: .familyFirst).string(from: contact) == display)
  }

  @Test("without a name: organization, then e-mail, then phone, then \"No Name\"")
  func fallbacks() {
    let formatter = ContactFormatter()
    #expect(formatter.string(from: makeContact("a", org: "Acme", emails: ["a@x"], phones: ["1"])) == "Acme")
    #expect(formatter.string(from: makeContact("b", emails: ["b@x"], phones: ["2"])) == "b@x")
    #expect(formatter.string(from: makeContact("c", phones: ["3"])) == "3")
    #expect(formatter.string(from: Contact(identifier: "d")) == "No Name")
  }

  @Test("sortKeyRange is the family name when sorting by family, the given name by given")
  func sortKeyRange() {
    let contact = Self.person()
    let formatter = ContactFormatter()
    let text = formatter.string(from: contact)
    #expect(formatter.sortKeyRange(in: contact, sortOrder: .familyName).map { String(text[$0]) } == "Appleseed")
    #expect(formatter.sortKeyRange(in: contact, sortOrder: .givenName).map { String(text[$0]) } == "John")
    let cjk = makeContact("c", given: "伟", family: "王")
    #expect(formatter.sortKeyRange(in: cjk, sortOrder: .familyName).map { String("王伟"[$0]) } == "王")
  }

  @Test("sortKeyRange falls back to the other name, the organization, or nothing")
  func sortKeyRangeFallbacks() {
    let formatter = ContactFormatter()
    let givenOnly = makeContact("g", given: "Cher")
    #expect(formatter.sortKeyRange(in: givenOnly, sortOrder: .familyName).map { String("Cher"[$0]) } == "Cher")
    let company = makeContact("o", org: "Acme")
    #expect(formatter.sortKeyRange(in: company, sortOrder: .givenName).map { String("Acme"[$0]) } == "Acme")
    #expect(formatter.sortKeyRange(in: makeContact("e", emails: ["e@x"]), sortOrder: .givenName) == nil)
  }
}

@Suite("contact formatter: byte path")
struct ContactFormatterBytesTests {
  static let samples: [Contact] = {
    var prefixed = makeContact("p", given: "John", family: "Appleseed")
    prefixed.namePrefix = "Dr."
    prefixed.nameSuffix = "Jr."
    prefixed.middleName = "Q."
    var cjkPrefixed = makeContact("c", given: "伟", family: "王")
    cjkPrefixed.namePrefix = "Dr."
    var suffixOnly = Contact(identifier: "s")
    suffixOnly.nameSuffix = "III"
    return [
      prefixed, cjkPrefixed, suffixOnly, makeContact("k", given: "민준", family: "김"), makeContact("g", given: "Cher"),
      makeContact("o", org: "Acme"), makeContact("e", emails: ["e@x"]), makeContact("t", phones: ["1"]),
      Contact(identifier: "n"),
    ]
  }()

  @Test(
    "append(displayNameOf:) writes exactly string(from:)", arguments: [ContactDisplayOrder.givenFirst, .familyFirst])
  func bytesMatchString(order: ContactDisplayOrder) {
    let formatter = ContactFormatter(order: order)
    for contact in Self.samples {
      var bytes: [UInt8] = []
      formatter.append(displayNameOf: contact, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == formatter.string(from: contact))
    }
  }
}
