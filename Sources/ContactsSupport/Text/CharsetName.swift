/// Charset names as vCards declare them, turned into the names `iconv` is asked for.
///
/// Exporters label text with the standard's name but write a vendor's superset (a phone's
/// "SHIFT_JIS" holds Microsoft's CP932 characters, a "GB2312" card holds GBK), so each name maps
/// to the superset that decodes what they write; docs/VCARD.md ("Character sets") says why.
package enum CharsetName {
  /// The declared name in canonical form: ASCII uppercase, without quotes and spaces, `_` as `-`,
  /// and mapped to the superset the transcoder asks `iconv` for (`Shift_JIS` → `CP932`).
  package static func canonical(_ declared: String) -> String {
    let normalized = normalize(declared)
    return supersets[normalized] ?? normalized
  }

  /// The names to ask `iconv` for, in order: the canonical one, then without an `X-` prefix
  /// (`X-KOI8-R`), then as declared, `_` kept (`ISO_8859-2:1987`). None for a name with
  /// characters no charset name has: `iconv` reads `/` as the start of options (`//IGNORE`), and
  /// the name comes from the file.
  static func candidates(_ declared: String) -> [String] {
    let canonical = canonical(declared)
    let asDeclared = normalize(declared, underscores: false)
    guard isPlain(canonical) && isPlain(asDeclared) else { return [] }
    var names = [canonical]
    if canonical.hasPrefix("X-") {
      let bare = String(canonical.dropFirst(2))
      names.append(supersets[bare] ?? bare)
    }
    if asDeclared != canonical { names.append(asDeclared) }
    return names
  }

  private static func isPlain(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "+"): true
        default: false
        }
      }
  }

  private static func normalize(_ declared: String, underscores: Bool = true) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(declared.utf8.count)
    for byte in declared.utf8 where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: " ") && byte != 0x09 {
      switch byte {
      case UInt8(ascii: "_") where underscores: bytes.append(UInt8(ascii: "-"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte - 32)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Declared names (normalised) and the superset read in their place.
  private static let supersets: [String: String] = {
    var table: [String: String] = [:]
    let groups: [(String, [String])] = [
      // Japanese phones and Windows write Microsoft's Shift_JIS: NEC and IBM extensions (①, ㈱)
      // and its own mapping of a few symbols (～ as U+FF5E).
      (
        "CP932",
        ["SHIFT-JIS", "SJIS", "X-SJIS", "SHIFTJIS", "MS-KANJI", "CSSHIFTJIS", "WINDOWS-31J", "MS932", "X-MS-CP932"]
      ),
      // The same extensions in EUC form; plain EUC-JP in glibc rejects row 13 (①).
      ("EUC-JP-MS", ["EUC-JP", "EUCJP", "X-EUC-JP", "CSEUCPKDFMTJAPANESE"]),
      // JIS X 0213 is a superset of JIS X 0208, and -3 also reads half-width katakana (ESC ( I).
      ("ISO-2022-JP-3", ["ISO-2022-JP", "CSISO2022JP", "JIS"]),
      // GB2312 ⊂ GBK ⊂ GB18030, and exporters label all three "GB2312".
      ("GB18030", ["GB2312", "EUC-CN", "X-EUC-CN", "CSGB2312", "GBK", "CP936", "X-GBK", "MS936", "GB-2312"]),
      // Unified Hangul Code: EUC-KR plus the 8,822 syllables Windows added.
      (
        "CP949",
        ["EUC-KR", "X-EUC-KR", "CSEUCKR", "KS-C-5601-1987", "KS-C-5601", "KSC5601", "KSC-5601", "UHC", "X-WINDOWS-949"]
      ),
      // Microsoft's Big5: the euro sign and the ETEN extensions (glibc's BIG5-HKSCS lacks the
      // euro at A3E1). A card that says BIG5-HKSCS gets it.
      ("CP950", ["BIG5", "BIG-5", "CN-BIG5", "X-X-BIG5", "CSBIG5", "BIG5-ETEN", "X-BIG5"]),
      ("MACINTOSH", ["MAC", "MACROMAN", "MAC-ROMAN", "X-MAC-ROMAN", "CSMACINTOSH"]),
    ]
    for (superset, names) in groups {
      for name in names { table[name] = superset }
    }
    return table
  }()
}
