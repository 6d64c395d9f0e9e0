import ContactModel
import ContactsTesting
import Testing

@testable import VCard

@Suite("vCard reader: parameters and labels")
struct VCardParameterTests {
  /// (TEL line, expected Apple label) across the spellings writers use.
  static let phoneLabels: [(String, String?)] = [
    ("TEL;TYPE=CELL:1", ContactLabel.mobile),
    ("TEL;type=cell:1", ContactLabel.mobile),
    ("TEL;CELL;PREF:1", ContactLabel.mobile),
    ("TEL;TYPE=\"cell,voice\":1", ContactLabel.mobile),
    ("TEL;TYPE=CELL;TYPE=VOICE;TYPE=pref:1", ContactLabel.mobile),
    ("TEL;TYPE=HOME:1", ContactLabel.home),
    ("TEL;HOME;VOICE:1", ContactLabel.home),
    ("TEL;TYPE=WORK,VOICE:1", ContactLabel.work),
    ("TEL;TYPE=HOME,FAX:1", ContactLabel.homeFax),
    ("TEL;TYPE=FAX;TYPE=HOME:1", ContactLabel.homeFax),
    ("TEL;TYPE=WORK;TYPE=FAX:1", ContactLabel.workFax),
    ("TEL;FAX:1", ContactLabel.otherFax),
    ("TEL;TYPE=IPHONE,CELL,VOICE:1", ContactLabel.iPhone),
    ("TEL;TYPE=MAIN:1", ContactLabel.main),
    ("TEL;PAGER:1", ContactLabel.pager),
    ("TEL;TYPE=OTHER:1", ContactLabel.other),
    ("TEL;TYPE=pref:1", nil),
    ("TEL;PREF=1;TYPE=cell:1", ContactLabel.mobile),
    ("TEL:1", nil),
  ]

  @Test("TYPE parameters map to Apple's labels, in any spelling; pref is ignored", arguments: phoneLabels)
  func phoneLabel(line: String, expected: String?) {
    let contact = single(card("FN:X", line))
    #expect(contact.phoneNumbers.map(\.label) == [expected])
  }

  @Test("e-mail and address labels are home, work or other")
  func generalLabels() {
    let contact = single(
      card("FN:X", "EMAIL;TYPE=INTERNET,WORK:w@x", "EMAIL;TYPE=INTERNET:n@x", "ADR;TYPE=home;TYPE=pref:;;S;C;;;"))
    #expect(contact.emailAddresses.map(\.label) == [ContactLabel.work, nil])
    #expect(contact.postalAddresses.map(\.label) == [ContactLabel.home])
  }

  @Test("itemN.X-ABLabel labels the values of its group, before or after them")
  func groupLabels() {
    let contact = single(
      card(
        "FN:X", "item1.TEL;TYPE=CELL:111", "item1.X-ABLabel:Boat", "item2.X-ABLabel:_$!<Anniversary>!$_",
        "item2.EMAIL:a@x", "ITEM3.URL:https://x", "item3.X-ABLabel:_$!<HomePage>!$_", "TEL;TYPE=HOME:222"))
    #expect(contact.phoneNumbers.map(\.label) == ["Boat", ContactLabel.home])
    #expect(contact.emailAddresses.first?.label == "_$!<Anniversary>!$_")
    #expect(contact.emailAddresses.first?.displayLabel == "anniversary")
    #expect(contact.urlAddresses.first?.displayLabel == "homepage")
  }

  /// (label, plain words) as the Contacts app shows them.
  static let displayLabels: [(String?, String)] = [
    (ContactLabel.mobile, "mobile"), (ContactLabel.home, "home"), (ContactLabel.work, "work"),
    (ContactLabel.other, "other"), (ContactLabel.main, "main"), (ContactLabel.iPhone, "iPhone"),
    (ContactLabel.homeFax, "home fax"), (ContactLabel.workFax, "work fax"), (ContactLabel.pager, "pager"),
    ("Boat phone", "Boat phone"), (nil, ""),
  ]

  @Test("displayLabel is plain words; custom text is shown as is", arguments: displayLabels)
  func displayLabel(label: String?, words: String) {
    #expect(LabeledValue(label: label, value: "x").displayLabel == words)
  }

  @Test("plain words map back to Apple's labels")
  func labelFromWords() {
    #expect(ContactLabel.label(forDisplayName: "home fax") == ContactLabel.homeFax)
    #expect(ContactLabel.label(forDisplayName: "Boat") == "Boat")
  }

  @Test("a quoted parameter value may contain ':' and ';'")
  func quotedParameter() {
    let contact = single(card("FN:X", "TEL;X-NOTE=\"a:b;c\";TYPE=WORK:+1 555"))
    #expect(contact.phoneNumbers == [LabeledValue(label: ContactLabel.work, value: "+1 555")])
  }
}
