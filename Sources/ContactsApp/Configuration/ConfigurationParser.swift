import ContactModel
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

  /// Parses `text`; line numbers in the error count from 1.
  package static func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    var configuration = Configuration()
    var section = Section.global
    var seenKeys: [String: Int] = [:]
    var seenSections: [String: Int] = [:]
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    for (offset, rawLine) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = offset + 1
      let line = trimmed(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") {
        let header = try parseHeader(line, line: number)
        let name = header.name.map { "\(header.kind) \($0)" } ?? header.kind
        if let first = seenSections[name] {
          throw ConfigurationError(line: number, .duplicateSection(name, firstLine: first))
        }
        seenSections[name] = number
        seenKeys = [:]
        if let account = header.name {
          configuration.accounts.append(ConfigurationAccount(name: account))
          section = .account(configuration.accounts.count - 1)
        } else {
          section = .theme
        }
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { throw ConfigurationError(line: number, .missingEquals) }
      let key = String(trimmed(line[..<equals]))
      guard !key.isEmpty, key.unicodeScalars.allSatisfy(isKeyScalar) else {
        throw ConfigurationError(line: number, .badKey(key))
      }
      let value = try parseValue(line[line.index(after: equals)...], line: number)
      if let first = seenKeys[key], !(isGlobal(section) && key == ConfigurationKey.contacts.rawValue) {
        throw ConfigurationError(line: number, .duplicateKey(key, firstLine: first))
      }
      seenKeys[key] = seenKeys[key] ?? number
      switch section {
      case .global: try setGlobal(key, value, line: number, in: &configuration)
      case .theme: try setTheme(key, value, line: number, in: &configuration)
      case .account(let index):
        configuration.accounts[index].settings.append(ConfigurationSetting(key: key, value: value))
      }
    }
    return configuration
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
    _ line: Substring, line number: Int
  ) throws(ConfigurationError) -> (kind: String, name: String?) {
    guard let close = line.firstIndex(of: "]") else {
      throw ConfigurationError(line: number, .badSection(String(line)))
    }
    let rest = trimmed(line[line.index(after: close)...])
    guard rest.isEmpty || rest.hasPrefix("#") else { throw ConfigurationError(line: number, .badSection(String(line))) }
    let inside = trimmed(line[line.index(after: line.startIndex)..<close])
    let kindEnd = inside.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? inside.endIndex
    let kind = String(inside[..<kindEnd])
    let name = String(trimmed(inside[kindEnd...]))
    switch kind {
    case "theme" where name.isEmpty: return (kind, nil)
    case "account" where !name.isEmpty: return (kind, name)
    case "theme", "account", "": throw ConfigurationError(line: number, .badSection(String(line)))
    default: throw ConfigurationError(line: number, .unknownSection(kind))
    }
  }

  /// The value after `=`: quoted (`"…"`, with `\"` and `\\`), where `#` is kept, or bare, where
  /// `#` starts a comment; either way, surrounding spaces are not part of it.
  private static func parseValue(_ raw: Substring, line: Int) throws(ConfigurationError) -> String {
    let text = trimmed(raw)
    guard text.hasPrefix("\"") else {
      return String(trimmed(text.prefix { $0 != "#" }))
    }
    var value = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" {
        let rest = trimmed(text[text.index(after: index)...])
        guard rest.isEmpty || rest.hasPrefix("#") else {
          throw ConfigurationError(line: line, .badQuoting(String(text)))
        }
        return value
      }
      if character == "\\", text.index(after: index) < text.endIndex,
        ["\"", "\\"].contains(text[text.index(after: index)])
      {
        index = text.index(after: index)
      }
      value.append(text[index])
      index = text.index(after: index)
    }
    throw ConfigurationError(line: line, .badQuoting(String(text)))
  }

  private static func trimmed(_ text: Substring) -> Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else {
      return text[text.endIndex...]
    }
    return text[first...last]
  }

  private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
  }

  private static func choices<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> String
  where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: "|")
  }
}
