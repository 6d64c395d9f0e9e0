import ContactModel
import ContactsSupport

/// The properties the reader acts on, identified from the name bytes without building a String.
enum VCardPropertyName: UInt8 {
  case begin, end, version, n, fn, nickname, org, title, tel, email, url, adr, bday, note, photo, uid
  case abLabel, agent, categories, logo, phoneticFirstName, other

  /// Identifies a property name, ignoring case; unknown names are `.other`.
  static func identify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> VCardPropertyName {
    let name = VCardToken(bytes, range)
    switch range.count {
    case 1: return name == Names.n ? .n : .other
    case 2: return name == Names.fn ? .fn : .other
    case 3:
      if name == Names.tel { return .tel }
      if name == Names.org { return .org }
      if name == Names.adr { return .adr }
      if name == Names.uid { return .uid }
      if name == Names.url { return .url }
      if name == Names.end { return .end }
      return .other
    case 4:
      if name == Names.bday { return .bday }
      if name == Names.note { return .note }
      if name == Names.logo { return .logo }
      return .other
    case 5:
      if name == Names.email { return .email }
      if name == Names.title { return .title }
      if name == Names.photo { return .photo }
      if name == Names.begin { return .begin }
      if name == Names.agent { return .agent }
      return .other
    case 7: return name == Names.version ? .version : .other
    case 8: return name == Names.nickname ? .nickname : .other
    case 9: return name == Names.abLabel ? .abLabel : .other
    case 10: return name == Names.categories ? .categories : .other
    default: return range.count > VCardToken.maxLength ? identifyLong(bytes, range) : .other
    }
  }

  /// A name longer than a packed token (`VCardToken.maxLength` bytes), compared byte by byte,
  /// ignoring case: out of line, so the usual names, all short, do not pay for it.
  @inline(never)
  private static func identifyLong(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> VCardPropertyName {
    if ByteMatching.equals(bytes, range, "X-PHONETIC-FIRST-NAME") { return .phoneticFirstName }
    return .other
  }

  private enum Names {
    static var n: VCardToken { VCardToken("N") }
    static var fn: VCardToken { VCardToken("FN") }
    static var tel: VCardToken { VCardToken("TEL") }
    static var org: VCardToken { VCardToken("ORG") }
    static var adr: VCardToken { VCardToken("ADR") }
    static var uid: VCardToken { VCardToken("UID") }
    static var url: VCardToken { VCardToken("URL") }
    static var end: VCardToken { VCardToken("END") }
    static var bday: VCardToken { VCardToken("BDAY") }
    static var note: VCardToken { VCardToken("NOTE") }
    static var email: VCardToken { VCardToken("EMAIL") }
    static var title: VCardToken { VCardToken("TITLE") }
    static var photo: VCardToken { VCardToken("PHOTO") }
    static var begin: VCardToken { VCardToken("BEGIN") }
    static var agent: VCardToken { VCardToken("AGENT") }
    static var version: VCardToken { VCardToken("VERSION") }
    static var nickname: VCardToken { VCardToken("NICKNAME") }
    static var abLabel: VCardToken { VCardToken("X-ABLABEL") }
    static var logo: VCardToken { VCardToken("LOGO") }
    static var categories: VCardToken { VCardToken("CATEGORIES") }
  }
}

extension VCardPropertyName {
  /// The most kinds there may be: `VCardPropertySet` holds one bit each in a `UInt32`.
  static let maxCount = 32

  /// The text field each kind fills by itself, indexed by raw value: the fields whose vCard slot
  /// is a property of their own (`ContactField.VCardSlot.text`: TITLE, NOTE), each at the kind
  /// `identify` gives its name. Made once; nil for every other kind, N, ORG and FN included
  /// (packed and composed by hand). A slot whose name `identify` does not know is in no entry:
  /// `ContactFieldCoverageTests` names it.
  static let textFields: [ContactField?] = {
    var table = [ContactField?](repeating: nil, count: maxCount)
    for field in ContactField.vCardTextFields {
      guard case .text(let name) = field.info.vCard else { continue }
      let kind = Array(name.utf8).withUnsafeBufferPointer { identify($0, 0..<$0.count) }
      if kind != .other && table[Int(kind.rawValue)] == nil { table[Int(kind.rawValue)] = field }
    }
    return table
  }()

  /// The text field a line of this kind fills by itself (TITLE: the job title), or nil.
  @inline(__always)
  var textField: ContactField? { Self.textFields[Int(rawValue)] }
}

extension ContactField {
  /// The fields with a vCard property of their own (`VCardSlot.text`), in table order.
  static let vCardTextFields: [ContactField] = allCases.filter { field in
    if case .text = field.info.vCard { return true }
    return false
  }
}

/// A set of property kinds, one bit each.
struct VCardPropertySet {
  private var bits: UInt32 = 0

  /// The empty set.
  init() {}

  /// The properties that fill only fields outside `keys`: the reader skips them, as a partial
  /// fetch leaves those fields empty. Names, UID, TEL, EMAIL, ORG and labels are always read
  /// (identifiers, display names and sorting need them), and BDAY too, so a malformed date is
  /// reported whatever is fetched. FN is in the set when `formattedName` is not fetched, yet
  /// still read for a card whose only name it is (the builder checks).
  init(unfetchedBy keys: Set<ContactKey>) {
    let optional: [(ContactKey, VCardPropertyName)] = [
      (.nickname, .nickname), (.urlAddresses, .url), (.postalAddresses, .adr), (.imageData, .photo),
      (.groups, .categories), (.formattedName, .fn),
    ]
    for (key, property) in optional where !keys.contains(key) { insert(property) }
    // A text field of a property of its own (TITLE, NOTE), from the field table.
    for (raw, field) in VCardPropertyName.textFields.enumerated() {
      if let field, !keys.contains(field.info.key) { bits |= 1 << UInt32(raw) }
    }
  }

  mutating func insert(_ property: VCardPropertyName) { bits |= 1 << UInt32(property.rawValue) }

  /// True when no property is in the set.
  var isEmpty: Bool { bits == 0 }

  @inline(__always)
  func contains(_ property: VCardPropertyName) -> Bool { bits & (1 << UInt32(property.rawValue)) != 0 }
}
