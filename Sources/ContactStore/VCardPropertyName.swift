/// The properties the reader acts on, identified from the name bytes without building a String.
enum VCardPropertyName {
  case begin, end, version, n, fn, nickname, org, title, tel, email, url, adr, bday, note, photo, uid
  case abLabel, agent, other

  /// Identifies a property name, ignoring case; unknown names are `.other`.
  static func identify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> VCardPropertyName {
    func isName(_ literal: StaticString) -> Bool { ByteMatching.equals(bytes, range, literal) }
    switch range.count {
    case 1: return isName("N") ? .n : .other
    case 2: return isName("FN") ? .fn : .other
    case 3:
      if isName("TEL") { return .tel }
      if isName("ORG") { return .org }
      if isName("ADR") { return .adr }
      if isName("UID") { return .uid }
      if isName("URL") { return .url }
      if isName("END") { return .end }
      return .other
    case 4:
      if isName("BDAY") { return .bday }
      if isName("NOTE") { return .note }
      return .other
    case 5:
      if isName("EMAIL") { return .email }
      if isName("TITLE") { return .title }
      if isName("PHOTO") { return .photo }
      if isName("BEGIN") { return .begin }
      if isName("AGENT") { return .agent }
      return .other
    case 7: return isName("VERSION") ? .version : .other
    case 8: return isName("NICKNAME") ? .nickname : .other
    case 9: return isName("X-ABLABEL") ? .abLabel : .other
    default: return .other
    }
  }
}
