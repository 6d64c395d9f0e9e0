import Foundation
import TestSupport

/// Varied cards for the large round trip, made deterministically from a seed: 2.1 (with
/// quoted-printable and Latin-1 or UTF-8 charsets, bare parameters, base64 photos), 3.0 and 4.0,
/// with unknown and `X-` properties, groups and Apple labels, parameters, repeated single-valued
/// properties, long folded values and cards without a UID.
struct GeneratedCards {
  private var random: SeededRandom
  /// Whether long quoted-printable lines are cut with soft breaks, as phones write them (vobject
  /// cannot read those, so a corpus for it has them long).
  private let softBreaks: Bool

  init(seed: UInt64, softBreaks: Bool = true) {
    random = SeededRandom(seed: seed)
    self.softBreaks = softBreaks
  }

  private static let given = ["Ann", "Jörg", "Zoë", "Li", "Ólafur", "Mary-Jane", "José", "Søren", "Amélie", "Ed"]
  private static let family = ["Lee", "Müller", "O'Brien", "García", "Núñez", "Smith", "Åberg", "Dubois", "Kim"]
  private static let words = ["alpha", "beta", "gamma", "café", "naïve", "x;y", "a,b", "back\\slash", "plain"]

  /// `count` cards, CRLF line ends.
  mutating func cards(_ count: Int) -> String {
    var text = ""
    for index in 0..<count { text += card(index) }
    return text
  }

  private mutating func card(_ index: Int) -> String {
    let version = random.pick(["2.1", "2.1", "3.0", "3.0", "3.0", "4.0"])
    let is21 = version == "2.1"
    var lines = ["BEGIN:VCARD", "VERSION:\(version)"]
    let given = random.pick(Self.given)
    let family = random.pick(Self.family)
    if random.int(4) != 0 { lines.append("PRODID:-//Gen//Cards \(random.int(9))//EN") }
    lines.append(is21 ? text21("N", "\(family);\(given);;;") : "N:\(escaped(family));\(escaped(given));;;")
    if random.int(3) != 0 {
      lines.append(is21 ? text21("FN", "\(given) \(family)") : "FN:\(escaped(given)) \(escaped(family))")
    }
    for phone in 0..<random.int(4) { lines += tel(version, phone) }
    for mail in 0..<random.int(3) { lines += email(version, mail, given) }
    if random.int(3) == 0 { lines.append(is21 ? text21("ORG", "Org \(index);Unit") : "ORG:Org \(index);Unit") }
    if random.int(8) == 0 { lines.append("ORG:Second Org \(index)") }
    if random.int(4) == 0 { lines.append(is21 ? text21("TITLE", "Title \(index)") : "TITLE:Title \(index)") }
    if random.int(3) == 0 { lines.append(is21 ? text21("NOTE", note(index)) : "NOTE:" + escaped(note(index))) }
    if random.int(8) == 0 { lines.append("NOTE:Second note \(index)") }
    if random.int(4) == 0 { lines.append("ADR;\(type(version, "HOME")):;;\(index) Main St;Town;;\(10000 + index);DE") }
    if random.int(5) == 0 { lines.append("BDAY:19\(50 + random.int(50))-0\(1 + random.int(9))-1\(random.int(10))") }
    if random.int(3) == 0 {
      lines.append("X-GEN-\(random.int(5));X-P\(random.int(3))=v\(index):\(random.pick(Self.words));raw,kept")
    }
    if random.int(5) == 0 { lines.append("x-lower-\(random.int(3)):value \(index)") }
    if random.int(5) == 0 { lines.append("REV:2024-0\(1 + random.int(9))-01T00:00:00Z") }
    if !is21 && random.int(6) == 0 { lines.append("IMPP;X-SERVICE-TYPE=Jabber;type=HOME:xmpp:u\(index)@example.com") }
    if random.int(6) == 0 { lines.append("GEO:\(random.int(90)).5;-\(random.int(180)).25") }
    if random.int(8) == 0 { lines.append("TZ:+0\(random.int(9)):00") }
    if version == "4.0" && random.int(6) == 0 { lines.append("RELATED;TYPE=friend:urn:uuid:rel-\(index)") }
    if !is21 && random.int(5) == 0 { lines.append("CATEGORIES:Friends,Group \(random.int(4))") }
    if random.int(6) == 0 { lines.append("item9.X-ABDATE:2001-01-0\(1 + random.int(9))") }
    if random.int(6) == 0 { lines += ["item9.X-ABLabel:_$!<Anniversary>!$_"] }
    if random.int(10) == 0 { lines.append(photo(version)) }
    if random.int(4) != 0 { lines.append("UID:gen-\(index)") }
    lines.append("END:VCARD")
    return lines.map(fold).joined(separator: "\r\n") + "\r\n"
  }

  private mutating func tel(_ version: String, _ index: Int) -> [String] {
    let number = "+1 555 \(random.int(10000))"
    if random.int(4) == 0 {
      return ["item\(index + 1).TEL:\(number)", "item\(index + 1).X-ABLabel:Custom \(index)"]
    }
    let types = random.pick([["CELL"], ["HOME"], ["WORK", "FAX"], ["CELL", "PREF"], ["VOICE"], ["IPHONE", "CELL"]])
    let extra = random.int(5) == 0 ? ";X-SERVICE-TYPE=sat" : ""
    return ["TEL;" + types.map { type(version, $0) }.joined(separator: ";") + extra + ":" + number]
  }

  private mutating func email(_ version: String, _ index: Int, _ given: String) -> [String] {
    let address = "\(given.lowercased().filter(\.isASCII))\(index)@example.com"
    if random.int(4) == 0 { return ["item\(index + 5).EMAIL:\(address)", "item\(index + 5).X-ABLabel:School"] }
    return ["EMAIL;" + type(version, random.pick(["HOME", "WORK", "INTERNET"])) + ":" + address]
  }

  /// A TYPE parameter as the version writes it: bare in 2.1, lowercase in 4.0.
  private func type(_ version: String, _ word: String) -> String {
    switch version {
    case "2.1": word
    case "4.0": "TYPE=" + word.lowercased()
    default: "TYPE=" + word
    }
  }

  private mutating func note(_ index: Int) -> String {
    let length = random.pick([1, 3, 30])
    return (0..<length).map { _ in random.pick(Self.words) }.joined(separator: " ") + "\n\(index)"
  }

  private mutating func photo(_ version: String) -> String {
    let base64 = Data((0..<random.int(200)).map { UInt8(truncatingIfNeeded: $0 &* 37) }).base64EncodedString()
    switch version {
    case "2.1": return "PHOTO;ENCODING=BASE64;JPEG:" + base64
    case "4.0": return "PHOTO:data:image/png;base64," + base64
    default: return "PHOTO;ENCODING=b;TYPE=GIF:" + base64
    }
  }

  /// A 2.1 text value: plain when ASCII without a line break, else quoted-printable in UTF-8 or
  /// (when it fits) Latin-1.
  private mutating func text21(_ name: String, _ value: String) -> String {
    if value.allSatisfy({ $0.isASCII && $0 != "\n" }) { return name + ":" + value }
    let latin1 = value.unicodeScalars.allSatisfy { $0.value < 0x100 } && random.int(2) == 0
    let bytes = latin1 ? value.unicodeScalars.map { UInt8($0.value) } : Array(value.utf8)
    let encoded = bytes.map { byte in
      // A space is encoded too, so no soft-broken line starts with one (a reader could take it
      // for a fold).
      byte < 0x80 && byte != UInt8(ascii: "=") && byte != 0x0A && byte != 0x20
        ? String(UnicodeScalar(byte)) : String(format: "=%02X", byte)
    }.joined()
    return name + ";CHARSET=" + (latin1 ? "ISO-8859-1" : "UTF-8") + ";ENCODING=QUOTED-PRINTABLE:" + encoded
  }

  private func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\", ",", ";": out += "\\" + String(character)
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// A long line folded at 75 bytes (a quoted-printable one with soft breaks).
  private func fold(_ line: String) -> String {
    let bytes = Array(line.utf8)
    guard bytes.count > 75 else { return line }
    let soft = line.contains("QUOTED-PRINTABLE")
    if soft && !softBreaks { return line }
    var pieces: [String] = []
    var start = 0
    while start < bytes.count {
      var end = min(bytes.count, start + (soft ? 70 : 74))
      if soft {
        // Never inside an =XX triplet.
        while end < bytes.count && end > start + 3 && (bytes[end - 1] == 0x3D || bytes[end - 2] == 0x3D) { end -= 1 }
      } else {
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end -= 1 }
      }
      pieces.append(String(decoding: bytes[start..<end], as: UTF8.self))
      start = end
    }
    return soft ? pieces.joined(separator: "=\r\n") : pieces.joined(separator: "\r\n ")
  }
}
