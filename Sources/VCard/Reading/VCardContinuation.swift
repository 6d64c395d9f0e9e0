/// The vCard 2.1 habit of continuing a value over physical lines that end in a backslash
/// (`ADR:;;Main St\` then `Springfield;IL;62701`), which some old exporters write and other
/// readers recover: docs/VCARD.md, "Line ends and damaged files".
///
/// The next physical line continues the value only when it could not be a line of its own: it is
/// not empty, not a fold, and does not start like a property (`[group.]NAME:` or `NAME;` where
/// NAME is a property vCard 2.1, 3.0 or 4.0 defines, or an `X-` name). A bare `NAME;` is not
/// enough, since the continuation of an address is itself `Springfield;IL;...`.
enum VCardContinuation {
  /// True when `line` ends in one backslash that escapes nothing (an odd run of them).
  static func endsInBackslash(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var count = 0
    var index = line.count - 1
    while index >= 0 && line[index] == UInt8(ascii: "\\") {
      count += 1
      index -= 1
    }
    return count % 2 == 1
  }

  /// True when the physical line starting at `bytes[range.lowerBound]` can continue a value that
  /// ended in a backslash.
  static func canContinue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let first = range.first.map({ bytes[$0] }) else { return false }
    if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { return false }
    return !startsProperty(bytes, range)
  }

  /// True when the line at `range` starts with `[group.]NAME` and then ':' or ';', NAME being a
  /// property some vCard version defines or an extension (`X-`).
  static func startsProperty(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var start = range.lowerBound
    var index = start
    // A name is short: a line that runs on in name bytes is text, not a property.
    let limit = min(range.upperBound, range.lowerBound + 80)
    while index < limit {
      let byte = bytes[index]
      if isNameByte(byte) {
        index += 1
      } else if byte == UInt8(ascii: ".") && index > start && start == range.lowerBound {
        index += 1
        start = index
      } else {
        break
      }
    }
    guard index < limit, index > start, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ";")
    else { return false }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).uppercased()
    return name.hasPrefix("X-") || knownNames.contains(name)
  }

  /// A byte of a group or property name: letters, digits and '-' (RFC 2426's `iana-token`), and
  /// '_', which some exporters put in their `X-` names.
  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The properties of vCard 2.1, RFC 2426 (3.0), RFC 6350 (4.0) and the RFCs that extend them.
  private static let knownNames: Set<String> = [
    "ADR", "AGENT", "ANNIVERSARY", "BDAY", "BEGIN", "CALADRURI", "CALURI", "CATEGORIES", "CLASS", "CLIENTPIDMAP",
    "EMAIL", "END", "FBURL", "FN", "GENDER", "GEO", "IMPP", "KEY", "KIND", "LABEL", "LANG", "LOGO", "MAILER",
    "MEMBER", "N", "NAME", "NICKNAME", "NOTE", "ORG", "PHOTO", "PRODID", "PROFILE", "RELATED", "REV", "ROLE",
    "SORT-STRING", "SOUND", "SOURCE", "TEL", "TITLE", "TZ", "UID", "URL", "VERSION", "XML", "BIRTHPLACE",
    "DEATHPLACE", "DEATHDATE", "EXPERTISE", "HOBBY", "INTEREST", "ORG-DIRECTORY", "CONTACT-URI", "CREATED",
    "GRAMGENDER", "LANGUAGE", "PRONOUNS", "SOCIALPROFILE", "JSPROP",
  ]
}
