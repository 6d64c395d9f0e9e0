/// The form of a phone number two cards are compared by: `+` and the digits of the international
/// number when it can be known (`0176 1234567` in DE and `+49 (176) 123-4567` are both
/// `+491761234567`), else the digits as written.
///
/// The rules (docs/DUPLICATES.md): a `tel:` prefix is dropped; the number ends at an extension
/// (`;`, `,`, or a letter, as in `ext` or `x`); only digits count, and a leading `+`. A number
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
    var plus = false
    var digits: [UInt8] = []
    digits.reserveCapacity(16)
    var utf8 = Substring(text).utf8
    if utf8.count >= 4, utf8.prefix(4).map({ $0 | 0x20 }) == Array("tel:".utf8) { utf8 = utf8.dropFirst(4) }
    scan: for byte in utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte)
      case UInt8(ascii: "+") where digits.isEmpty: plus = true
      // An extension's mark ends the number.
      case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"):
        break scan
      default: continue
      }
    }
    guard digits.count >= minimumDigits else { return nil }
    if plus { return "+" + String(decoding: digits, as: UTF8.self) }
    guard let region else { return String(decoding: digits, as: UTF8.self) }
    var national = digits[...]
    let international = Array(region.internationalPrefix.utf8)
    if national.starts(with: international) && national.count - international.count >= minimumDigits {
      return "+" + String(decoding: national.dropFirst(international.count), as: UTF8.self)
    }
    let trunk = Array(region.trunkPrefix.utf8)
    if !trunk.isEmpty && national.starts(with: trunk) { national = national.dropFirst(trunk.count) }
    return "+" + region.callingCode + String(decoding: national, as: UTF8.self)
  }
}
