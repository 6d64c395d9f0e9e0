/// The form of a phone number two cards are compared by: `+` and the digits of the international
/// number when it can be known (`0176 1234567` in DE and `+49 (176) 123-4567` are both
/// `+491761234567`), else the digits as written.
///
/// The rules (docs/DUPLICATES.md): a `tel:` prefix is dropped; the number ends at an extension
/// (`;`, `,`, or a letter, as in `ext` or `x`); only digits count, and a leading `+`; after a `+`
/// a bracketed trunk prefix is not dialled (`+49 (0)176 …` is `+49176…`). A number
/// with `+` is international as it stands; with a region, one that starts with its international
/// prefix is too (`0049…` in DE), one that starts with its trunk prefix drops it and takes the
/// calling code, and one without either takes the calling code in front. Without a region a
/// number without `+` is its digits, and matches only the same digits. Fewer than five digits is
/// no number (service codes, extensions alone).
package enum PhoneNumberKey {
  /// The fewest digits a number needs to be compared.
  package static let minimumDigits = 5

  /// The key of `text` under `region`, or nil when it has too few digits to compare.
  package static func key(_ text: String, region: PhoneRegion?) -> String? {
    var out: [UInt8] = []
    guard append(text, region: region, to: &out) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the key of `text` to `out` (UTF-8); false, with `out` as it was, when there is none.
  package static func append(_ text: String, region: PhoneRegion?, to out: inout [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { append(bytes: $0, region: region, to: &out) }
  }

  private static func append(bytes: UnsafeBufferPointer<UInt8>, region: PhoneRegion?, to out: inout [UInt8]) -> Bool {
    var start = 0
    if bytes.count >= 4, bytes[0] | 0x20 == UInt8(ascii: "t"), bytes[1] | 0x20 == UInt8(ascii: "e"),
      bytes[2] | 0x20 == UInt8(ascii: "l"), bytes[3] == UInt8(ascii: ":")
    {
      start = 4
    }
    var plus = false
    let mark = out.count
    out.append(UInt8(ascii: "+"))
    let digitsStart = out.count
    var index = start
    scan: while index < bytes.count {
      let byte = bytes[index]
      index += 1
      // `+49 (0)176 …`: the trunk prefix written in brackets after the country code is not dialled.
      if plus && byte == UInt8(ascii: "(") && index + 1 < bytes.count && bytes[index] == UInt8(ascii: "0")
        && bytes[index + 1] == UInt8(ascii: ")")
      {
        index += 2
        continue
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): out.append(byte)
      case UInt8(ascii: "+") where out.count == digitsStart: plus = true
      // An extension's mark ends the number.
      case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"):
        break scan
      default: continue
      }
    }
    let digits = out.count - digitsStart
    guard digits >= minimumDigits else {
      out.removeSubrange(mark...)
      return false
    }
    if plus { return true }
    guard let region else {
      out.remove(at: mark)
      return true
    }
    let international = region.internationalPrefix.utf8
    if out[digitsStart...].starts(with: international) && digits - international.count >= minimumDigits {
      out.removeSubrange(digitsStart..<(digitsStart + international.count))
      return true
    }
    let trunk = region.trunkPrefix.utf8
    let trunkLength = !trunk.isEmpty && out[digitsStart...].starts(with: trunk) ? trunk.count : 0
    out.replaceSubrange(digitsStart..<(digitsStart + trunkLength), with: region.callingCode.utf8)
    return true
  }
}
