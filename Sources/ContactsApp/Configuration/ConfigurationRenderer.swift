import ContactsScreens
import TerminalUI

/// Writes a `Configuration` back as text the parser reads to the same value: values quoted,
/// sections in a fixed order (global keys, `[theme]`, then the accounts).
package enum ConfigurationRenderer {
  /// The text of `configuration`.
  package static func render(_ configuration: Configuration) -> String {
    var lines: [String] = configuration.contacts.map { "contacts = \(quoted($0))" }
    if let sort = configuration.sort { lines.append("sort = \(sort.rawValue)") }
    if let display = configuration.display { lines.append("display = \(display.rawValue)") }
    if let color = configuration.color { lines.append("color = \(color.rawValue)") }
    if let region = configuration.region { lines.append("region = \(region)") }
    if let secondary = configuration.secondary { lines.append("secondary = \(secondary.rawValue)") }
    if !configuration.theme.looks.isEmpty {
      lines.append("[theme]")
      for role in ColorRole.allCases {
        guard let look = configuration.theme.looks[role] else { continue }
        lines.append("\(role.configurationName) = \(look.configurationText)")
      }
    }
    for account in configuration.accounts {
      lines.append("[account \(account.name)]")
      lines += account.settings.map { "\($0.key) = \(quoted($0.value))" }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `"…"`, with `\` and `"` escaped scalar by scalar (as the parser reads them: a quote with a
  /// combining mark on it is still a quote).
  static func quoted(_ value: String) -> String {
    var text = String.UnicodeScalarView()
    text.append("\"")
    for scalar in value.unicodeScalars {
      if scalar == "\"" || scalar == "\\" { text.append("\\") }
      text.append(scalar)
    }
    text.append("\"")
    return String(text)
  }
}
