import ContactModel
import ContactsTesting
import Foundation
import Testing
import VCard

@testable import ContactStore

@Suite("list export")
struct ContactExportTests {
  static let contacts: [Contact] = {
    var tricky = makeContact(
      "t\t1", given: "Tab\there", family: "New\nline", org: "Back\\slash", emails: ["t@x"], phones: ["+1 555"])
    tricky.note = "quote \" and \u{1}"
    return [fullContact(), tricky, makeContact("e")]
  }()

  @Test("text is one display name per line; tabs and line breaks in a name become spaces")
  func text() {
    let output = ContactExport.render(Self.contacts, format: .text, formatter: ContactFormatter())
    #expect(output == "Dr. Zoë Anne Brontë-Müller PhD\nTab here New line\nNo Name\n")
  }

  @Test("tsv has a header and seven escaped columns, one line per contact")
  func tsv() {
    let output = ContactExport.render(Self.contacts, format: .tsv, formatter: ContactFormatter())
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "identifier\tdisplayName\tgivenName\tfamilyName\torganizationName\tphone\temail")
    #expect(lines.count == 5 && lines.last == "")
    #expect(
      lines[1]
        == "full-1\tDr. Zoë Anne Brontë-Müller PhD\tZoë\tBrontë-Müller\tMüller & Söhne; GmbH\t+1 (555) 010-0199\tzoe@example.com"
    )
    #expect(lines[2] == "t\\t1\tTab\\there New\\nline\tTab\\there\tNew\\nline\tBack\\\\slash\t+1 555\tt@x")
    #expect(
      lines.dropFirst().dropLast().allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 7 }
    )
  }

  @Test("csv has the TSV's header and columns, quoted as RFC 4180, each record ending in CR LF")
  func csv() {
    let output = ContactExport.render(Self.contacts, format: .csv, formatter: ContactFormatter())
    let records = output.components(separatedBy: "\r\n")
    #expect(records.first == "identifier,displayName,givenName,familyName,organizationName,phone,email")
    #expect(records.count == 5 && records.last == "")
    #expect(
      records[1]
        == "full-1,Dr. Zoë Anne Brontë-Müller PhD,Zoë,Brontë-Müller,Müller & Söhne; GmbH,+1 (555) 010-0199,zoe@example.com"
    )
    #expect(records[2] == "t\t1,\"Tab\there New\nline\",Tab\there,\"New\nline\",Back\\slash,+1 555,t@x")
  }

  @Test(
    "csv quotes a comma, a quote or a line break, and disarms a field a spreadsheet would run",
    arguments: [
      ("Smith, Jr.", "\"Smith, Jr.\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
      ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
      ("@SUM(A1)", "'@SUM(A1)"), ("+SUM(A1)", "'+SUM(A1)"), ("-2+3+cmd|'/C calc'!A0", "'-2+3+cmd|'/C calc'!A0"),
      ("+1 (555) 010-0199", "+1 (555) 010-0199"),
      ("-", "-"), ("a=b", "a=b"), ("", ""),
    ])
  func csvField(text: String, field: String) {
    let output = ContactExport.render(
      [makeContact("x", given: text, family: "F")], format: .csv, formatter: ContactFormatter())
    let record = output.components(separatedBy: "\r\n")[1]
    #expect(record.hasPrefix("x,") && record.contains(",\(field),F,"), "\(record)")
  }

  @Test("json is valid and has exactly the Contacts.framework keys, then formattedName, nicknames and groups")
  func json() throws {
    let output = ContactExport.render(Self.contacts, format: .json, formatter: ContactFormatter())
    let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(array.count == 3)
    // The text fields' keys are the field table's (the JSON walks it); the others are by hand.
    let keys = Set(ContactField.allCases.map(\.info.key.rawValue)).union([
      "identifier", "nickname", "phoneNumbers", "emailAddresses", "urlAddresses", "postalAddresses", "birthday",
      "nicknames", "groups",
    ])
    #expect(array.allSatisfy { Set($0.keys) == keys })
    let first = array[0]
    #expect(first["birthday"] as? String == "1985-04-12")
    let phones = try #require(first["phoneNumbers"] as? [[String: Any]])
    #expect(phones.first?["label"] as? String == "mobile")
    #expect(phones.last?["label"] is NSNull)
    #expect(phones[6]["label"] as? String == "Boat phone")
    let address = try #require((first["postalAddresses"] as? [[String: Any]])?.first)
    #expect(Set(address.keys) == ["label", "street", "city", "state", "postalCode", "country"])
    #expect(address["street"] as? String == "5 rue de l'Église, Bâtiment C\nEscalier 2")
    #expect(array[1]["note"] as? String == "quote \" and \u{1}")
    #expect(array[2]["birthday"] is NSNull)
    #expect(first["note"] as? String == Self.contacts[0].note)
  }

  @Test("a birthday without a year is --MM-DD in JSON")
  func jsonBirthdayWithoutYear() throws {
    var contact = makeContact("x")
    contact.birthday = Birthday(month: 4, day: 2)
    #expect(
      ContactExport.render([contact], format: .json, formatter: ContactFormatter()).contains("\"birthday\":\"--04-02\"")
    )
  }

  @Test("an empty list is an empty JSON array and a header-only TSV")
  func empty() throws {
    let json = ContactExport.render([], format: .json, formatter: ContactFormatter())
    #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])?.isEmpty == true)
    #expect(ContactExport.render([], format: .tsv, formatter: ContactFormatter()).split(separator: "\n").count == 1)
  }

  @Test("vcard is the 3.0 writer's output")
  func vcard() {
    #expect(
      ContactExport.render(Self.contacts, format: .vcard, formatter: ContactFormatter())
        == VCardWriter.write(Self.contacts))
  }

  @Test(
    "streaming to a file descriptor writes the same bytes as render, across batches", arguments: ExportFormat.allCases)
  func streaming(format: ExportFormat) throws {
    let many = (0..<(ContactExport.batchSize + 5000)).map { makeContact("id\($0)", given: "Given\($0)", family: "Fam") }
    let url = try temporaryDirectory().appendingPathComponent("out")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try ContactExport.write(many, format: format, formatter: ContactFormatter(), to: handle)
    try handle.close()
    let written = try Data(contentsOf: url)
    #expect(written == Data(ContactExport.render(many, format: format, formatter: ContactFormatter()).utf8))
    if format == .json { #expect((try JSONSerialization.jsonObject(with: written) as? [Any])?.count == many.count) }
  }

  @Test("family-first display order is used by text output")
  func familyFirstText() {
    let output = ContactExport.render(
      [makeContact("a", given: "Ann", family: "Lee")], format: .text, formatter: ContactFormatter(order: .familyFirst))
    #expect(output == "Lee Ann\n")
  }
}

@Suite("Listings are safe to show in a terminal")
struct ExportControlCharacterTests {
  @Test(
    "ESC, BEL, DEL and C1 controls in a card never reach a text or TSV listing", arguments: [ExportFormat.text, .tsv])
  func controlsAreNeutralized(format: ExportFormat) {
    var contact = Contact(identifier: "x\u{7}")
    contact.givenName = "Evil\u{1B}]0;PWNED\u{7}"
    contact.familyName = "Name\u{1B}[31m\u{7F}\u{9B}"
    contact.organizationName = "Acme\u{1B}"
    let text = ContactExport.render([contact], format: format, formatter: ContactFormatter())
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(text.contains("Evil\u{FFFD}]0;PWNED\u{FFFD}"))
  }
}
