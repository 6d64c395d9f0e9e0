import ContactModel
import ContactsScreens
import TerminalUI

/// Turns a configuration file's text into a `Configuration`, or the first line it cannot take.
/// Pure: it reads no file and no environment (docs/CONFIGURATION.md has the format).
package enum ConfigurationParser {
  /// The part of the file a line belongs to.
  private enum Section {
    case global
    case theme
    case account(Int)
  }

  /// Parses `text`; line numbers in the error count from 1. The syntax is read scalar by scalar,
  /// so a combining mark after `=`, `#`, `"` or `]` never hides it.
  package static func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    var configuration = Configuration()
    var section = Section.global
    var seenKeys: [String: Int] = [:]
    var seenSections: [String: Int] = [:]
    var scalars = Array(text.unicodeScalars)
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    for (offset, rawLine) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = offset + 1
      let line = trimmed(rawLine.last == "\r" ? rawLine.dropLast() : rawLine)
      if line.isEmpty || line.first == "#" { continue }
      if line.first == "[" {
        let header = try parseHeader(line, line: number)
        let name = header.name.map { "\(header.kind) \($0)" } ?? header.kind
        if let first = seenSections[name] {
          throw ConfigurationError(line: number, .duplicateSection(name, firstLine: first))
        }
        seenSections[name] = number
        seenKeys = [:]
        try checkComplete(section, in: configuration)
        if let account = header.name {
          configuration.accounts.append(ConfigurationAccount(name: account, line: number))
          section = .account(configuration.accounts.count - 1)
        } else {
          section = .theme
        }
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { throw ConfigurationError(line: number, .missingEquals) }
      let keyScalars = trimmed(line[..<equals])
      let key = string(keyScalars)
      guard !keyScalars.isEmpty, keyScalars.allSatisfy(isKeyScalar) else {
        throw ConfigurationError(line: number, .badKey(key))
      }
      let value = try parseValue(line[(equals + 1)...], line: number)
      if let first = seenKeys[key], !(isGlobal(section) && key == ConfigurationKey.contacts.rawValue) {
        throw ConfigurationError(line: number, .duplicateKey(key, firstLine: first))
      }
      seenKeys[key] = seenKeys[key] ?? number
      switch section {
      case .global: try setGlobal(key, value, line: number, in: &configuration)
      case .theme: try setTheme(key, value, line: number, in: &configuration)
      case .account(let index):
        try checkAccountSetting(key, value, line: number)
        configuration.accounts[index].settings.append(ConfigurationSetting(key: key, value: value))
      }
    }
    try checkComplete(section, in: configuration)
    return configuration
  }

  /// An account's `key = value`: a key of `AccountKey`, a `url` CardDAV may use (docs/CARDDAV.md).
  private static func checkAccountSetting(_ key: String, _ value: String, line: Int) throws(ConfigurationError) {
    guard let known = AccountKey(rawValue: key) else {
      throw ConfigurationError(
        line: line,
        .unknownKey(
          key, section: "[account NAME] (its keys are \(AccountKey.allCases.map(\.rawValue).joined(separator: ", ")))"))
    }
    func bad(_ expected: String) -> ConfigurationError {
      ConfigurationError(line: line, .badValue(key: key, value: value, expected: expected))
    }
    switch known {
    case .url:
      guard AccountURL.isAllowed(value) else {
        throw bad("an https:// URL (or http:// to 127.0.0.1, ::1 or localhost)")
      }
    case .username, .passwordCommand:
      guard !value.isEmpty else { throw bad("a non-empty value") }
    }
  }

  /// An account section that ended without its `url`.
  private static func checkComplete(_ section: Section, in configuration: Configuration) throws(ConfigurationError) {
    guard case .account(let index) = section else { return }
    let account = configuration.accounts[index]
    if account.value(.url) == nil { throw ConfigurationError(line: account.line, .missingURL(account.name)) }
  }

  /// A line, or part of one, as scalars.
  private typealias Scalars = ArraySlice<Unicode.Scalar>

  private static func string(_ scalars: Scalars) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }

  private static func isGlobal(_ section: Section) -> Bool {
    if case .global = section { return true }
    return false
  }

  private static func setGlobal(
    _ key: String, _ value: String, line: Int, in configuration: inout Configuration
  ) throws(ConfigurationError) {
    guard let known = ConfigurationKey(rawValue: key) else {
      throw ConfigurationError(line: line, .unknownKey(key, section: "the global part before any [section]"))
    }
    func bad(_ expected: String) -> ConfigurationError {
      ConfigurationError(line: line, .badValue(key: key, value: value, expected: expected))
    }
    switch known {
    case .contacts:
      guard !value.isEmpty else { throw bad("a path") }
      configuration.contacts.append(value)
    case .sort:
      guard let sort = SortChoice(rawValue: value) else { throw bad(choices(SortChoice.self)) }
      configuration.sort = sort
    case .display:
      guard let display = DisplayChoice(rawValue: value) else { throw bad(choices(DisplayChoice.self)) }
      configuration.display = display
    case .color:
      guard let color = ColorChoice(rawValue: value) else { throw bad(choices(ColorChoice.self)) }
      configuration.color = color
    case .region:
      guard let region = PhoneRegion(code: value) else {
        throw bad("a country code the phone table knows (\(PhoneRegion.knownCodes.joined(separator: " ")))")
      }
      configuration.region = region.code
    case .secondary:
      guard let secondary = SecondaryChoice(rawValue: value) else { throw bad(choices(SecondaryChoice.self)) }
      configuration.secondary = secondary
    }
  }

  private static func setTheme(
    _ key: String, _ value: String, line: Int, in configuration: inout Configuration
  ) throws(ConfigurationError) {
    guard let role = ColorRole.allCases.first(where: { $0.configurationName == key }) else {
      throw ConfigurationError(line: line, .unknownKey(key, section: "[theme]"))
    }
    guard let look = RoleLook(configurationText: value) else {
      throw ConfigurationError(
        line: line,
        .badValue(
          key: key, value: value,
          expected: "[bold|dim|underline|reverse]... [COLOUR] [on COLOUR], a COLOUR being "
            + TerminalColor.allCases.map(\.rawValue).joined(separator: "|")))
    }
    configuration.theme.looks[role] = look
  }

  /// `[theme]` or `[account NAME]`; a comment may follow the `]`.
  private static func parseHeader(
    _ line: Scalars, line number: Int
  ) throws(ConfigurationError) -> (kind: String, name: String?) {
    let bad = ConfigurationError(line: number, .badSection(string(line)))
    guard let close = line.firstIndex(of: "]") else { throw bad }
    let rest = trimmed(line[(close + 1)...])
    guard rest.isEmpty || rest.first == "#" else { throw bad }
    let inside = trimmed(line[(line.startIndex + 1)..<close])
    let kindEnd = inside.firstIndex(where: isBlank) ?? inside.endIndex
    let kind = string(inside[..<kindEnd])
    let name = string(trimmed(inside[kindEnd...]))
    switch kind {
    case "theme" where name.isEmpty: return (kind, nil)
    case "account" where !name.isEmpty: return (kind, name)
    case "theme", "account", "": throw bad
    default: throw ConfigurationError(line: number, .unknownSection(kind))
    }
  }

  /// The value after `=`: quoted (`"…"`, with `\"` and `\\`), where `#` is kept, or bare, where
  /// `#` starts a comment; either way, surrounding blanks are not part of it.
  private static func parseValue(_ raw: Scalars, line: Int) throws(ConfigurationError) -> String {
    let text = trimmed(raw)
    guard text.first == "\"" else {
      return string(trimmed(text.prefix { $0 != "#" }))
    }
    var value = String.UnicodeScalarView()
    var index = text.startIndex + 1
    while index < text.endIndex {
      let scalar = text[index]
      if scalar == "\"" {
        let rest = trimmed(text[(index + 1)...])
        guard rest.isEmpty || rest.first == "#" else { throw ConfigurationError(line: line, .badQuoting(string(text))) }
        return String(value)
      }
      if scalar == "\\", index + 1 < text.endIndex, text[index + 1] == "\"" || text[index + 1] == "\\" {
        index += 1
      }
      value.append(text[index])
      index += 1
    }
    throw ConfigurationError(line: line, .badQuoting(string(text)))
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  private static func trimmed(_ text: Scalars) -> Scalars {
    guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
    else {
      return text[text.endIndex...]
    }
    return text[first...last]
  }

  private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
  }

  private static func choices<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> String
  where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: "|")
  }
}
