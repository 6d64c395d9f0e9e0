import ContactModel
import ContactsTesting
import Testing

@testable import VCard

/// A 3.0 card around `lines`, from a table row.
private func card(lines: [String]) -> String {
  (["BEGIN:VCARD", "VERSION:3.0", "N:Doe;Jane;;;"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
}

@Suite("vCard multi-valued and repeated properties")
struct VCardMultiValueTests {
  /// (lines, nicknames)
  static let nicknameCases: [([String], [String])] = [
    (["NICKNAME:Nick1,Nick2"], ["Nick1", "Nick2"]),
    (["NICKNAME:Bobby\\, Jr.,Rob"], ["Bobby, Jr.", "Rob"]),
    (["NICKNAME:A", "NICKNAME:B,C"], ["A", "B", "C"]),
    (["NICKNAME:,A,,  ,B,"], ["A", "B"]),
    (["NICKNAME: Jo , Jojo "], ["Jo", "Jojo"]),
    (["NICKNAME:\\ Jo\\ ,\\ "], ["Jo"]),
    (["NICKNAME:"], []),
    (["NICKNAME:back\\\\slash,semi\\;colon"], ["back\\slash", "semi;colon"]),
    (["NICKNAME:end\\"], ["end\\"]),
    (["NICKNAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Zo=C3=AB,Z"], ["Zoë", "Z"]),
    (["item1.NICKNAME:Grouped"], ["Grouped"]),
  ]

  @Test(
    "NICKNAME gives every item of every line, in order: escaped commas kept, items trimmed, empty ones dropped",
    arguments: nicknameCases)
  func nicknames(lines: [String], expected: [String]) {
    let contact = single(card(lines: lines))
    #expect(contact.nicknames == expected)
    #expect(contact.nickname == expected.joined(separator: ", "))
  }

  /// (lines, groups)
  static let categoryCases: [([String], [String])] = [
    (["CATEGORIES:Family,Work"], ["Family", "Work"]),
    (["CATEGORIES: Family , Work "], ["Family", "Work"]),
    (["CATEGORIES:Family", "CATEGORIES:Friends,family"], ["Family", "Friends"]),
    (["CATEGORIES:WORK,work,Work"], ["WORK"]),
    (["CATEGORIES:Ärzte,ärzte"], ["Ärzte"]),
    (["CATEGORIES:A\\,B,C"], ["A,B", "C"]),
    (["CATEGORIES:,,"], []),
    (["X-CATEGORIES:Not,These"], []),
    (
      ["CATEGORIES:" + (0..<20).map { "G\($0)" }.joined(separator: ","), "CATEGORIES:g3,G19,g0,Extra,EXTRA"],
      (0..<20).map { "G\($0)" } + ["Extra"]
    ),
  ]

  @Test(
    "CATEGORIES become the groups: every item, trimmed, a name repeated in any case kept once",
    arguments: categoryCases)
  func categories(lines: [String], expected: [String]) {
    #expect(single(card(lines: lines)).groups == expected)
  }

  @Test("more nicknames or groups than the limit are cut, with one diagnostic each")
  func limits() {
    let many = (0..<5).map { "n\($0)" }.joined(separator: ",")
    let text = card(lines: ["NICKNAME:\(many)", "CATEGORIES:\(many)"])
    let limits = VCardLimits(
      maxLineBytes: 1 << 20, maxCardBytes: 1 << 20, maxValuesPerField: 3, maxDiagnostics: 100)
    let result = VCardReader.read(bytes: Array(text.utf8), source: "t.vcf", limits: limits)
    #expect(result.contacts.first?.nicknames == ["n0", "n1", "n2"])
    #expect(result.contacts.first?.groups == ["n0", "n1", "n2"])
    #expect(result.diagnostics.map(\.reason).filter { $0.contains("NICKNAME") }.count == 1)
    #expect(result.diagnostics.map(\.reason).filter { $0.contains("CATEGORIES") }.count == 1)
  }

  /// (lines, what the contact shows) for properties the model holds once.
  static let repeatedCases: [([String], String, @Sendable (Contact) -> String)] = [
    (["TITLE:First", "TITLE:Second"], "First", { $0.jobTitle }),
    (["TITLE:", "TITLE:Second"], "Second", { $0.jobTitle }),
    (["NOTE:One", "NOTE:Two"], "One", { $0.note }),
    (["ORG:Acme;Lab", "ORG:Beta"], "Acme/Lab", { $0.organizationName + "/" + $0.departmentName }),
    (["UID:first", "UID:second"], "first", { $0.identifier }),
    (["UID:\\ first\\ ", "UID:second"], "first", { $0.identifier }),
    (["BDAY:1990-01-02", "BDAY:1991-03-04"], "1990-01-02", { $0.birthday?.isoString ?? "" }),
    (["BDAY:garbage", "BDAY:1991-03-04"], "1991-03-04", { $0.birthday?.isoString ?? "" }),
    (["N:Roe;Richard;;;"], "Doe Jane", { $0.familyName + " " + $0.givenName }),
    (["FN:Dr. Jane Doe", "FN:Someone Else"], "Dr. Jane Doe", { $0.formattedName }),
    (["PHOTO;ENCODING=b;TYPE=PNG:AAAA", "PHOTO;ENCODING=b;TYPE=GIF:BBBB"], "PNG", { $0.photo?.mediaType ?? "" }),
    (["PHOTO;ENCODING=b;TYPE=PNG:AAAA", "PHOTO:https://example.com/a.jpg"], "PNG", { $0.photo?.mediaType ?? "" }),
  ]

  @Test("a repeated single-valued property shows the first line that gives a value", arguments: repeatedCases)
  func repeated(lines: [String], expected: String, field: @Sendable (Contact) -> String) {
    #expect(field(single(card(lines: lines))) == expected)
  }

  @Test("a partial fetch without nicknames or groups leaves them empty")
  func partialFetch() {
    let text = card(lines: ["NICKNAME:Jo", "CATEGORIES:Family"])
    let keys: Set<ContactKey> = [.givenName, .familyName]
    let stream = ContactStream<[Contact]>(
      keysToFetch: keys, makeBatch: { _ in [] }, consume: { $0.append($1) })
    let bytes = Array(text.utf8)
    let batches = bytes.withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: "t.vcf", into: stream).batches
    }
    #expect(batches.flatMap { $0 }.map(\.nicknames) == [[]])
    #expect(batches.flatMap { $0 }.map(\.groups) == [[]])
  }
}
