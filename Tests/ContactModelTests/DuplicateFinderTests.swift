import ContactsTesting
import Foundation
import Testing

@testable import ContactModel

@Suite("duplicates: phone numbers")
struct PhoneNumberKeyTests {
  static let de = PhoneRegion(code: "de")

  @Test("a national number and its international form are one number in their region")
  func nationalAndInternational() {
    let forms = [
      "0176 1234567", "+49 176 1234567", "+49 (176) 123-4567", "0049 176 1234567", "tel:+49-176-1234567",
      "+49 (0)176 1234567", "+49(0)1761234567",
    ]
    let keys = Set(forms.map { PhoneNumberKey.key($0, region: Self.de) })
    #expect(keys == ["+491761234567"])
  }

  @Test("without a region a number without + is its digits, and does not match the + form")
  func noRegion() {
    #expect(PhoneNumberKey.key("0176 1234567", region: nil) == "01761234567")
    #expect(PhoneNumberKey.key("0176/123 45 67", region: nil) == "01761234567")
    #expect(PhoneNumberKey.key("+49 176 1234567", region: nil) == "+491761234567")
  }

  @Test("a region without a trunk prefix keeps the leading 0 (Italy), NANP drops its 1")
  func trunkPrefixes() {
    #expect(PhoneNumberKey.key("06 1234 5678", region: PhoneRegion(code: "IT")) == "+390612345678")
    #expect(PhoneNumberKey.key("+39 06 1234 5678", region: nil) == "+390612345678")
    let us = PhoneRegion(code: "US")
    #expect(PhoneNumberKey.key("(555) 010-0199", region: us) == "+15550100199")
    #expect(PhoneNumberKey.key("1 555 010 0199", region: us) == "+15550100199")
    #expect(PhoneNumberKey.key("011 49 176 1234567", region: us) == "+491761234567")
  }

  @Test("an extension ends the number, and too few digits are no number")
  func extensionsAndShort() {
    #expect(PhoneNumberKey.key("+49 30 1234567 ext. 12", region: nil) == "+49301234567")
    #expect(PhoneNumberKey.key("+49 30 1234567;ext=12", region: nil) == "+49301234567")
    #expect(PhoneNumberKey.key("112", region: Self.de) == nil)
    #expect(PhoneNumberKey.key("call me", region: Self.de) == nil)
  }

  @Test("the region comes from LC_ALL, then LC_MESSAGES, then LANG; C and unknown territories give none")
  func localeRegion() {
    #expect(PhoneRegion.fromLocale(["LANG": "de_DE.UTF-8"])?.code == "DE")
    #expect(PhoneRegion.fromLocale(["LC_ALL": "fr_FR@euro", "LANG": "de_DE.UTF-8"])?.code == "FR")
    #expect(PhoneRegion.fromLocale(["LC_ALL": "", "LC_MESSAGES": "en_GB", "LANG": "de_DE"])?.code == "GB")
    #expect(PhoneRegion.fromLocale(["LANG": "C.UTF-8"]) == nil)
    #expect(PhoneRegion.fromLocale(["LANG": "POSIX"]) == nil)
    #expect(PhoneRegion.fromLocale(["LANG": "xx_QQ.UTF-8"]) == nil)
    #expect(PhoneRegion.fromLocale([:]) == nil)
  }
}

@Suite("duplicates: e-mail addresses and names")
struct EmailAndNameKeyTests {
  @Test("neither the domain's case nor the local part's counts; tags and dots do")
  func emailCase() {
    #expect(EmailKey.key("anna@Example.COM") == "anna@example.com")
    #expect(EmailKey.key(" <mailto:anna@example.com.> ") == "anna@example.com")
    #expect(EmailKey.key("Anna@example.com") == EmailKey.key("anna@example.com"))
    #expect(EmailKey.key("KIM@example.org") == "kim@example.org")
    #expect(EmailKey.key("ÉLODIE@Exemple.FR") == EmailKey.key("élodie@exemple.fr"))
    #expect(EmailKey.key("a.nna@example.com") != EmailKey.key("anna@example.com"))
    #expect(EmailKey.key("anna+shop@example.com") != EmailKey.key("anna@example.com"))
    #expect(EmailKey.key("not an address") == nil)
    #expect(EmailKey.key("@example.com") == nil)
  }

  @Test("names fold case and accents and ignore the order of given and family name")
  func names() {
    let a = makeContact("a", given: "Émile", family: "Zola")
    let b = makeContact("b", given: "zola", family: "EMILE")
    var c = Contact(identifier: "c")
    c.formattedName = "Zola, Émile"
    var d = makeContact("d", given: "Émile", family: "Zola")
    d.namePrefix = "Dr."
    let keys = [a, b, c, d].map(NameKey.key)
    #expect(Set(keys) == ["emile zola"])
    #expect(NameKey.key(makeContact("e", given: "Émile", family: "Zolas")) != "emile zola")
    #expect(NameKey.key(makeContact("f", org: "Acme")) == nil)
  }
}

@Suite("duplicates: clusters")
struct DuplicateFinderTests {
  @Test("contacts sharing an e-mail, a phone or a name form clusters, transitively")
  func clusters() {
    let contacts = [
      makeContact("1", given: "Anna", family: "Schmidt", emails: ["anna@example.com"]),
      makeContact("2", given: "A.", family: "Schmidt", emails: ["anna@EXAMPLE.com"], phones: ["0176 1234567"]),
      makeContact("3", given: "Annie", family: "S", phones: ["+49 176 1234567"]),
      makeContact("4", given: "Bob", family: "Jones", emails: ["bob@example.com"]),
      makeContact("5", given: "Jones", family: "Bob"),
      makeContact("6", given: "Carol", family: "King", phones: ["0176 1234568"]),
    ]
    let clusters = DuplicateFinder(region: PhoneRegion(code: "DE")).clusters(in: contacts)
    #expect(clusters.map { $0.members.map(\.index) } == [[0, 1, 2], [3, 4]])
    #expect(clusters[0].members[0].reasons == [.email("anna@example.com")])
    #expect(clusters[0].members[1].reasons == [.email("anna@example.com"), .phone("+491761234567")])
    #expect(clusters[0].members[2].reasons == [.phone("+491761234567")])
    #expect(clusters[1].members[1].reasons.map(\.description) == ["same name"])
  }

  @Test("KIM@example.org and kim@example.org are one address: the two cards are grouped")
  func localPartCase() {
    let contacts = [
      makeContact("1", given: "Kim", emails: ["KIM@example.org"]),
      makeContact("2", given: "K.", family: "Lee", emails: ["kim@example.org"]),
    ]
    let clusters = DuplicateFinder(region: nil).clusters(in: contacts)
    #expect(clusters.map { $0.members.map(\.index) } == [[0, 1]])
    #expect(clusters.first?.members.allSatisfy { $0.reasons == [.email("kim@example.org")] } == true)
  }

  @Test("without a region a national and an international number are not matched")
  func noRegion() {
    let contacts = [
      makeContact("1", given: "Anna", phones: ["0176 1234567"]),
      makeContact("2", given: "Bert", phones: ["+49 176 1234567"]),
    ]
    #expect(DuplicateFinder(region: nil).clusters(in: contacts).isEmpty)
    #expect(DuplicateFinder(region: PhoneRegion(code: "DE")).clusters(in: contacts).count == 1)
  }

  @Test("a card that repeats its own value is not a duplicate of itself")
  func repeatedValue() {
    let contacts = [
      makeContact("1", given: "Anna", emails: ["a@x.org", "A@X.ORG".lowercased()], phones: ["0176 1", "0176 1"]),
      makeContact("2", given: "Bert"),
    ]
    #expect(DuplicateFinder(region: nil).clusters(in: contacts).isEmpty)
  }

  @Test("a value more than eight contacts share (a switchboard, a common name) joins none of them")
  func sharedByMany() {
    let switchboard = (0..<9).map { makeContact("s\($0)", given: "Staff\($0)", phones: ["+49 30 1234500"]) }
    let johns = (0..<9).map { makeContact("j\($0)", given: "John", family: "Smith", emails: ["j\($0)@example.com"]) }
    let team = (0..<8).map { makeContact("t\($0)", given: "Team\($0)", emails: ["team@example.com"]) }
    let clusters = DuplicateFinder(region: nil).clusters(in: switchboard + johns + team)
    #expect(clusters.map { $0.members.map(\.index) } == [Array(18..<26)])
    #expect(clusters.first?.members.allSatisfy { $0.reasons == [.email("team@example.com")] } == true)
  }

  @Test("100,000 contacts are clustered, each pair found across the parts of the work")
  func scale() {
    let count = 100_000
    var contacts: [Contact] = []
    contacts.reserveCapacity(count)
    for index in 0..<count {
      // Every 100th contact repeats the e-mail of the one before it; names are unique.
      let mail = index % 100 == 1 ? "user\(index - 1)@example.com" : "user\(index)@example.com"
      contacts.append(
        makeContact(
          "\(index)", given: "Given\(index)", family: "Family\(index % 997)", emails: [mail],
          phones: ["+49 30 \(1_000_000 + index)"]))
    }
    let clusters = DuplicateFinder(region: PhoneRegion(code: "DE")).clusters(in: contacts)
    #expect(clusters.count == count / 100)
    // Found across every part the work was cut into, each pair in order. How long it takes is
    // the bench's to measure (`contacts-bench --only duplicates`, docs/DUPLICATES.md).
    #expect(clusters.map { $0.members.map(\.index) } == (0..<(count / 100)).map { [$0 * 100, $0 * 100 + 1] })
    #expect(clusters.allSatisfy { $0.members.allSatisfy { $0.reasons.map(\.kind) == ["email"] } })
  }
}

@Suite("duplicates: hostile cards")
struct DuplicateFinderHostileTests {
  @Test("a card with a thousand repeated and distinct values is one member, found quickly")
  func manyValues() {
    let emails = (0..<1_000).map { "user\($0 % 500)@example.com" }
    let phones = (0..<1_000).map { "+49 30 \(1_000_000 + $0)" }
    let contacts = [
      makeContact("big", given: "Big", emails: emails, phones: phones),
      makeContact("small", given: "Small", emails: ["user499@EXAMPLE.com"]),
    ]
    let clusters = DuplicateFinder(region: nil).clusters(in: contacts)
    #expect(clusters.map { $0.members.map(\.index) } == [[0, 1]])
    #expect(clusters.first?.members.first?.reasons == [.email("user499@example.com")])
  }
}
