package import ContactsScreens
package import TerminalUI

/// What a configuration file says (docs/CONFIGURATION.md): defaults for the options a command
/// line leaves out, a colour theme, and the sections kept for later (CardDAV accounts). Nil or
/// empty means the file does not set it.
package struct Configuration: Equatable, Sendable {
  /// `contacts = PATH` lines, in order, as written (`~` and relative paths are the loader's).
  package var contacts: [String] = []
  /// `sort = given|family`.
  package var sort: SortChoice?
  /// `display = given-first|family-first`.
  package var display: DisplayChoice?
  /// `color = auto|always|never`.
  package var color: ColorChoice?
  /// `region = CC`: the phone region, upper case, one the phone table knows.
  package var region: String?
  /// `secondary = company|phone|email`: what the list's right-hand column shows.
  package var secondary: SecondaryChoice?
  /// The `[theme]` section: a look per colour role.
  package var theme = Theme()
  /// The `[account NAME]` sections, in file order.
  package var accounts: [ConfigurationAccount] = []

  /// An empty configuration: every built-in default.
  package init() {}
}

/// An `[account NAME]` section: a CardDAV account (docs/CARDDAV.md). The parser lets in only
/// the keys of `AccountKey`, and refuses a section without `url`.
package struct ConfigurationAccount: Equatable, Sendable {
  /// The name after `account`.
  package var name: String
  /// Its `key = value` lines, in order.
  package var settings: [ConfigurationSetting]
  /// The line of its `[account NAME]` header (0 when not read from a file).
  package var line: Int

  /// Creates an account section.
  package init(name: String, settings: [ConfigurationSetting] = [], line: Int = 0) {
    self.name = name
    self.settings = settings
    self.line = line
  }

  /// Two sections are equal when they say the same: where the header stood is not part of it,
  /// so a section rendered and read back is the section.
  package static func == (left: Self, right: Self) -> Bool {
    left.name == right.name && left.settings == right.settings
  }

  /// The value of `key`, if the section sets it.
  package func value(_ key: AccountKey) -> String? {
    settings.first { $0.key == key.rawValue }?.value
  }
}

/// The keys of an `[account NAME]` section.
package enum AccountKey: String, Sendable, CaseIterable {
  /// The server: a base URL, a principal or an address book (`https`, or `http` to loopback).
  case url
  /// The user name for Basic authentication.
  case username
  /// A shell command whose first line of output is the password.
  case passwordCommand = "password_command"
}

/// One `key = value` line, its value unquoted.
package struct ConfigurationSetting: Equatable, Sendable {
  /// The key.
  package var key: String
  /// The value.
  package var value: String

  /// Creates a setting.
  package init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}

/// The keys allowed before any section header. A new global key is a case here, its parse in
/// `ConfigurationParser.setGlobal`, its rendering in `ConfigurationRenderer` and its use in
/// `Configuration.apply(to:given:)`.
package enum ConfigurationKey: String, Sendable, CaseIterable {
  /// Default contact sources; the one key that repeats.
  case contacts
  /// Default sort order.
  case sort
  /// Default name display order.
  case display
  /// Default colour use.
  case color
  /// Default phone region.
  case region
  /// Default right-hand column of the list.
  case secondary
}
