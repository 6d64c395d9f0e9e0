/// One piece of a usage line as `--help` shows it (`[--app PLIST]`), and the options it names,
/// so that a test can hold each command's layout to its declared options.
struct UsageItem: Equatable, Sendable {
  /// The options it names: none for `[WORDS]...`, two for `[--config PATH | --no-config]`.
  var options: [String]
  /// How it reads.
  var text: String

  /// Options shown together as `text` (`(--id IDENTIFIER | --match WORDS)`).
  static func options(_ names: [String], _ text: String) -> Self { Self(options: names, text: text) }

  /// Words that name no option (`[WORDS]...`, `set BUNDLE_ID allow|deny|limited`).
  static func words(_ text: String) -> Self { Self(options: [], text: text) }

  /// Words set off by a wider `gap` of spaces (`< MESSAGE`, `(no flags: vCards on stdin)`).
  static func aside(_ text: String, gap: Int = 2) -> Self {
    words(String(repeating: " ", count: max(gap - 1, 0)) + text)
  }

  /// `[--name]`.
  static func flag(_ name: String) -> Self { options([name], "[\(name)]") }

  /// `--name`, bare: this form needs it (`completions --bundle-ids`).
  static func required(_ name: String) -> Self { options([name], name) }

  /// `[--name VALUE]`.
  static func option(_ name: String, _ value: String) -> Self { options([name], "[\(name) \(value)]") }

  /// `[--name VALUE]...`: the option may be given again.
  static func repeated(_ name: String, _ value: String) -> Self { options([name], "[\(name) \(value)]...") }

  /// `[--name a|b|c]`, the raw values of `Choice`.
  static func choice<Choice: CaseIterable & RawRepresentable>(_ name: String, _: Choice.Type) -> Self
  where Choice.RawValue == String {
    option(name, Choice.allCases.map(\.rawValue).joined(separator: "|"))
  }

  /// `[--app PLIST]`.
  static let app = option("--app", "PLIST")
  /// `[--contacts PATH]...`.
  static let contacts = repeated("--contacts", "PATH")
  /// `[--account NAME]...`.
  static let account = repeated("--account", "NAME")
  /// `[--offline]`.
  static let offline = flag("--offline")
  /// `[--home DIR]`.
  static let home = option("--home", "DIR")
  /// `[--timeout S]`.
  static let timeout = option("--timeout", "S")
  /// `[--config PATH | --no-config]`.
  static let config = options(["--config", "--no-config"], "[--config PATH | --no-config]")
  /// `(--id IDENTIFIER | --match WORDS)`: edit and delete take exactly one.
  static let selector = options(["--id", "--match"], "(--id IDENTIFIER | --match WORDS)")
  /// Where most commands read from: `[--app PLIST] [--contacts PATH]... [--account NAME]... [--offline]`.
  static let sources = [app, contacts, account, offline]
}
