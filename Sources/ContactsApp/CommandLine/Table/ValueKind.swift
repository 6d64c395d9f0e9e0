import ContactModel
import TerminalUI

/// What an option takes after its name, and how it is read and checked: one declaration gives
/// the parser's check and what a shell completes there.
///
/// Each kind reads through `ArgumentScanner` exactly as the hand-written parser does, so the
/// messages are the same (docs/plans/command-table.md, section 2).
enum ValueKind: Equatable, Sendable {
  /// No value: `--json`. `--json=x` fails with "takes no value", unless the option is
  /// `legacyGlued`.
  case flag
  /// Any word, even an empty one (`--match`, `--id`, `--name`).
  case text
  /// A path, never empty (`--app`, `--home`, `--contacts`, `--config`); completed as `completion`.
  case path(CompletionValue)
  /// An `[account NAME]` of the configuration file: something besides spaces and tabs.
  case accountName
  /// A group's name: something besides spaces and tabs (`--group`).
  case groupName
  /// One of these words, as written (`--sort given`).
  case choice([String])
  /// A country code the phone table knows, in any case; read as the table's code (`--region`).
  case region
  /// A positive, finite number of seconds (`--timeout 2.5`).
  case positiveSeconds
  /// A whole number above zero, of what the string names (`--limit 20`, "entries").
  case positiveCount(String)
  /// A finite number in the range; the string says which, in the message (`--speed 2`: "a
  /// number from 0.1 to 100 (2 is twice as fast)").
  case number(ClosedRange<Double>, described: String)

  /// Reads the value of `option`, just handed out by `scanner.next()`; nil for a flag.
  func read(
    for option: String, legacyGlued: Bool, _ scanner: inout ArgumentScanner
  ) throws(UsageError) -> String? {
    switch self {
    case .flag:
      if !legacyGlued { try scanner.rejectGluedValue(for: option) }
      return nil
    case .text: return try scanner.value(for: option)
    case .path: return try scanner.path(for: option)
    case .accountName:
      let name = try scanner.value(for: option)
      guard name.contains(where: { $0 != " " && $0 != "\t" }) else {
        throw UsageError("\(option) needs an account name, not an empty word")
      }
      return name
    case .groupName: return try scanner.groupName(for: option)
    case .choice(let words): return try scanner.choice(for: option, among: words)
    case .region:
      let code = try scanner.value(for: option)
      guard let region = PhoneRegion(code: code) else {
        throw UsageError(
          "\(option) takes a country code the phone table knows (\(PhoneRegion.knownCodes.joined(separator: " "))), "
            + "not '\(TerminalText.printable(code, keepingNewlines: false))'")
      }
      return region.code
    case .positiveSeconds:
      let raw = try scanner.value(for: option)
      _ = try Self.seconds(raw, for: option)
      return raw
    case .positiveCount(let noun):
      let raw = try scanner.value(for: option)
      _ = try Self.count(raw, of: noun, for: option)
      return raw
    case .number(let range, let described):
      let raw = try scanner.value(for: option)
      _ = try Self.number(raw, in: range, described: described, for: option)
      return raw
    }
  }

  /// `raw` as a `.number(range, described:)` value.
  static func number(
    _ raw: String, in range: ClosedRange<Double>, described: String, for option: String
  ) throws(UsageError) -> Double {
    guard let number = decimal(raw), range.contains(number) else {
      throw UsageError(
        "\(option) takes \(described), not '\(TerminalText.printable(raw, keepingNewlines: false))'")
    }
    return number
  }

  /// `raw` as a `.positiveCount(noun)` value.
  static func count(_ raw: String, of noun: String, for option: String) throws(UsageError) -> Int {
    guard let count = Int(raw), count > 0 else {
      throw UsageError(
        "\(option) takes a positive number of \(noun), not '\(TerminalText.printable(raw, keepingNewlines: false))'")
    }
    return count
  }

  /// `raw` as a `.positiveSeconds` value.
  static func seconds(_ raw: String, for option: String) throws(UsageError) -> Double {
    guard let seconds = decimal(raw), seconds > 0 else {
      throw UsageError(
        "\(option) takes a positive number of seconds, not '\(TerminalText.printable(raw, keepingNewlines: false))'")
    }
    return seconds
  }

  /// `raw` as a number written the way a person writes one: digits with at most one decimal
  /// point ("2", "2.5", ".5"). `Double` alone also reads "0x10", "1e3", "inf" and "nan", which
  /// no one means as a number of seconds.
  static func decimal(_ raw: String) -> Double? {
    let bytes = raw.utf8
    let points = bytes.filter { $0 == UInt8(ascii: ".") }.count
    let digits = bytes.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
    guard digits > 0, points <= 1, digits + points == bytes.count else { return nil }
    return Double(raw)
  }

  /// What a shell completes after the option; nil for a flag.
  var completion: CompletionValue? {
    switch self {
    case .flag: nil
    case .text, .groupName, .positiveSeconds, .positiveCount, .number: .text
    case .path(let completion): completion
    case .accountName: .accountName
    case .choice(let words): .choice(words)
    case .region: .choice(PhoneRegion.knownCodes)
    }
  }
}
