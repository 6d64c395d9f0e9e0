/// A region's dialling rules, enough to write a national number in international form: the
/// country calling code, the trunk prefix a national number starts with (dropped in the
/// international form), and the prefix dialled before another country's code.
///
/// The table is small on purpose (docs/DUPLICATES.md lists it): a region not in it compares its
/// numbers as digits only, which never makes a wrong match, only a missed one.
package struct PhoneRegion: Sendable, Hashable {
  /// The ISO 3166 code, upper case ("DE").
  package let code: String
  /// The country calling code, digits only ("49").
  package let callingCode: String
  /// The national trunk prefix ("0"), or "" where the leading 0 belongs to the number (Italy).
  package let trunkPrefix: String
  /// The international call prefix ("00", "011").
  package let internationalPrefix: String

  /// A region of the table by its ISO code, in any case; nil for one the table does not know.
  package init?(code: String) {
    let upper = code.uppercased()
    guard let entry = Self.table.first(where: { $0.code == upper }) else { return nil }
    self = entry
  }

  private init(_ code: String, _ callingCode: String, trunk: String, international: String) {
    self.code = code
    self.callingCode = callingCode
    self.trunkPrefix = trunk
    self.internationalPrefix = international
  }

  /// The codes the table knows, sorted: what `--region` accepts.
  package static var knownCodes: [String] { table.map(\.code).sorted() }

  /// The region of the process's locale: the territory of the first of `LC_ALL`, `LC_MESSAGES`
  /// and `LANG` that is set and not empty (`de_DE.UTF-8` is DE); nil for `C`, `POSIX`, a locale
  /// without a territory, or a territory the table does not know.
  package static func fromLocale(_ environment: [String: String]) -> PhoneRegion? {
    let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let name, let underscore = name.firstIndex(of: "_") else { return nil }
    let territory = name[name.index(after: underscore)...].prefix { $0 != "." && $0 != "@" }
    guard territory.count == 2 else { return nil }
    return PhoneRegion(code: String(territory))
  }

  /// The common regions: Europe's larger countries, North America, and the largest elsewhere.
  private static let table: [PhoneRegion] = [
    PhoneRegion("AT", "43", trunk: "0", international: "00"),
    PhoneRegion("AU", "61", trunk: "0", international: "0011"),
    PhoneRegion("BE", "32", trunk: "0", international: "00"),
    PhoneRegion("CA", "1", trunk: "1", international: "011"),
    PhoneRegion("CH", "41", trunk: "0", international: "00"),
    PhoneRegion("CN", "86", trunk: "0", international: "00"),
    PhoneRegion("CZ", "420", trunk: "", international: "00"),
    PhoneRegion("DE", "49", trunk: "0", international: "00"),
    PhoneRegion("DK", "45", trunk: "", international: "00"),
    PhoneRegion("ES", "34", trunk: "", international: "00"),
    PhoneRegion("FI", "358", trunk: "0", international: "00"),
    PhoneRegion("FR", "33", trunk: "0", international: "00"),
    PhoneRegion("GB", "44", trunk: "0", international: "00"),
    PhoneRegion("IE", "353", trunk: "0", international: "00"),
    PhoneRegion("IN", "91", trunk: "0", international: "00"),
    PhoneRegion("IT", "39", trunk: "", international: "00"),
    PhoneRegion("JP", "81", trunk: "0", international: "010"),
    PhoneRegion("NL", "31", trunk: "0", international: "00"),
    PhoneRegion("NO", "47", trunk: "", international: "00"),
    PhoneRegion("NZ", "64", trunk: "0", international: "00"),
    PhoneRegion("PL", "48", trunk: "", international: "00"),
    PhoneRegion("PT", "351", trunk: "", international: "00"),
    PhoneRegion("RU", "7", trunk: "8", international: "810"),
    PhoneRegion("SE", "46", trunk: "0", international: "00"),
    PhoneRegion("US", "1", trunk: "1", international: "011"),
    PhoneRegion("ZA", "27", trunk: "0", international: "00"),
  ]
}
