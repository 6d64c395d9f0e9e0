import ContactModel
import Foundation

/// One real-world export under Fixtures/real-world/ and what a reader must find in it: the
/// contacts (in any order: a recovered nested card may come before the card around it) and
/// the diagnostics.
struct RealWorldFixture: Sendable, CustomStringConvertible {
  /// The file name under Fixtures/real-world/.
  var file: String
  /// Every contact the file holds.
  var contacts: [ExpectedContact]
  /// The diagnostics, none for a clean file.
  var diagnostics: [ExpectedDiagnostic] = []

  var description: String { file }

  /// The folder the fixtures are in, found from this source file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/real-world")

  /// The fixture's bytes.
  func bytes() throws -> [UInt8] {
    Array(try Data(contentsOf: Self.folder.appendingPathComponent(file)))
  }
}

/// A diagnostic a reader must give: on `line`, with a reason that contains one of the phrases
/// (case-insensitive), and never a skipped card (a recovery keeps what it recovers).
struct ExpectedDiagnostic: Sendable {
  var line: Int
  var phrases: [String]

  init(line: Int, _ phrases: String...) {
    self.line = line
    self.phrases = phrases
  }

  func matches(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.line == line && !diagnostic.skipsCard
      && phrases.contains { diagnostic.reason.lowercased().contains($0.lowercased()) }
  }
}

/// The photo a contact must carry.
enum ExpectedPhoto: Sendable, Equatable {
  /// No photo.
  case none
  /// Image bytes kept from the card (base64 or a `data:` URI): decoded, `count` bytes that
  /// start with `magic`, so a photo cut short at a fold is caught.
  case image(magic: [UInt8], count: Int)
  /// A photo given by reference: no image bytes, and the URL written back.
  case url(String)

  /// The fixtures' JPEG (scripts/make-real-world-fixtures.py: 600 bytes).
  static let jpeg = ExpectedPhoto.image(magic: [0xFF, 0xD8, 0xFF, 0xE0], count: 600)
  /// The fixtures' PNG (120 bytes).
  static let png = ExpectedPhoto.image(magic: [0x89, 0x50, 0x4E, 0x47], count: 120)
}

/// One contact as the issue says a reader must give it. Labelled values are written
/// `"label: value"` with the label in plain words (`LabeledValue.displayLabel`), or the bare
/// value when it has no label; an address is `"label: street / city / state / code / country"`.
/// Every field not given must be empty.
struct ExpectedContact: Sendable {
  /// The card's UID, which must be the identifier; nil when the card has none (the identifier
  /// is then a hash of the card).
  var uid: String?
  /// The name `ContactFormatter` shows (given-first): the FN when the card has one.
  var display: String
  /// The card's FN. The reader may leave `Contact.formattedName` empty when the name parts
  /// alone show exactly this text; otherwise it must hold it.
  var formattedName = ""
  /// Family, given, middle, prefix, suffix; nil when which parts a card without N fills is the
  /// builder's choice (docs/VCARD.md).
  var name: [String]? = []
  var nicknames: [String] = []
  var groups: [String] = []
  var organization = ""
  var department = ""
  var jobTitle = ""
  var phones: [String] = []
  var emails: [String] = []
  var urls: [String] = []
  var addresses: [String] = []
  var note = ""
  var photo = ExpectedPhoto.none

  /// The contact's labelled values in the `"label: value"` form.
  static func labelled<Value>(_ values: [LabeledValue<Value>], _ text: (Value) -> String) -> [String] {
    values.map { $0.displayLabel.isEmpty ? text($0.value) : "\($0.displayLabel): \(text($0.value))" }
  }

  /// An address in the `"street / city / state / code / country"` form.
  static func address(_ address: PostalAddress) -> String {
    [address.street, address.city, address.state, address.postalCode, address.country].joined(separator: " / ")
  }

  /// The name parts in the order `name` lists them.
  static func nameParts(_ contact: Contact) -> [String] {
    [contact.familyName, contact.givenName, contact.middleName, contact.namePrefix, contact.nameSuffix]
  }
}
