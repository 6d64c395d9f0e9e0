package import CardDAVCache
package import ContactStore
package import ContactsPrompt
package import ContactsScreens
package import TerminalUI

/// What the command line asked for: one case per subcommand, with its parsed options.
package enum Invocation: Equatable, Sendable {
  /// The main flow: prompt if needed, then the browser.
  case run(RunOptions)
  /// The main flow on a fresh, throw-away data directory.
  case demo(DemoOptions)
  /// Print the app's authorization status.
  case status(StatusOptions)
  /// Print contacts without ever prompting.
  case list(ListOptions)
  /// List clusters of likely duplicate contacts.
  case duplicates(DuplicatesOptions)
  /// Show or change stored decisions.
  case permissions(PermissionsOptions)
  /// The privacy screen: every app that asked, its access, and changes to it.
  case settings(SettingsOptions)
  /// Edit one card as vCard text in `$VISUAL`/`$EDITOR`.
  case edit(EditOptions)
  /// Add the sender of the mail message on stdin.
  case addEmail(AddEmailOptions)
  /// Add a contact from stdin or from flags.
  case add(AddOptions)
  /// Delete one contact.
  case delete(DeleteOptions)
  /// Print the e-mail addresses matching some words, for a mail client; asks first on the tty.
  case query(QueryOptions)
  /// Only the prompt: the exit code is the answer.
  case request(RequestOptions)
  /// Bring the cached copy of CardDAV accounts up to date.
  case sync(SyncOptions)
  /// Print a shell completion script, or the bundle ids it completes.
  case completions(CompletionsOptions)
  /// Print one subcommand's usage text.
  case commandHelp(CommandHelp)
  /// Print the usage text.
  case help
  /// Print the version.
  case version
}

/// Options shared by every command that reads an app and its data.
package struct CommonOptions: Equatable, Sendable {
  /// The app's Info.plist; nil means the bundled demo app.
  package var app: String?
  /// The data directory from `--home`.
  package var home: String?
  /// Contact sources; empty means the bundled sample. A `https://` (or loopback `http://`) URL
  /// is a CardDAV account named `user@host` (docs/CARDDAV.md).
  package var contacts: [String] = []
  /// `--account NAME`: the configuration's `[account NAME]` sections to read, in order.
  package var accounts: [String] = []
  /// `--offline`: CardDAV accounts are read from their cache only; no sync starts, edits queue.
  package var offline = false
  /// Every `[account NAME]` of the configuration file, as an account (filled in when it is read).
  package var configAccounts: [CardDAVAccount] = []
  /// Which configuration file fills in what the flags leave out (`--config`, `--no-config`).
  package var configFile: ConfigFileChoice = .standard
  /// Colours per role, from the configuration's `[theme]`; used only when colours are on.
  package var theme = Theme()
}

/// Which configuration file a command reads.
package enum ConfigFileChoice: Equatable, Sendable {
  /// `$XDG_CONFIG_HOME/contacts-tui/config`, else `~/.config/contacts-tui/config`; none is fine.
  case standard
  /// `--config PATH`: this file, which must exist.
  case file(String)
  /// `--no-config`: no file at all.
  case none
}

/// Options of the main flow.
package struct RunOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// Which API generation runs the request.
  package var api: APIGeneration = .contacts
  /// Ask with the iOS 18 two-stage limited-access prompt.
  package var limitedAccess = false
  /// How contacts are sorted.
  package var sort: SortChoice = .family
  /// How names are displayed.
  package var display: DisplayChoice = .givenFirst
  /// Seconds after which the prompt is dismissed with no decision.
  package var timeout: Double?
  /// Use the line-mode prompt even on a capable terminal.
  package var plain = false
  /// Colour use.
  package var color: ColorChoice = .auto
  /// Only the members of the group with this name (case- and accent-insensitive); nil: everyone.
  package var group: String?
  /// What the browser's right-hand column shows when no search names the matched field.
  package var secondary: SecondaryChoice = .company
}

/// Options of `demo`: the main flow's, and how the demo is shown.
package struct DemoOptions: Equatable, Sendable {
  /// The options the main flow's own (`--home` is refused: the demo makes its own).
  package var run = RunOptions()
  /// `--step`: a caption at the bottom of each stage saying what iOS does there.
  package var captions = false
  /// `--autoplay`: the demo presses its keys itself.
  package var autoplay = false
  /// `--speed X`: autoplay's pace, 1 the readable one, 2 twice as fast.
  package var speed: Double = 1
  /// `--loop`: autoplay starts over, in a fresh data directory, until a real key is pressed.
  package var loop = false
}

/// Options of `status`.
package struct StatusOptions: Equatable, Sendable {
  /// App and data directory.
  package var common = CommonOptions()
  /// Print JSON instead of the case name.
  package var json = false
}

/// Options of `list`.
package struct ListOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// Output format.
  package var format: ExportFormat = .text
  /// Only contacts whose searchable fields match every word.
  package var match: String?
  /// Only the members of the group with this name (case- and accent-insensitive); nil: everyone.
  package var group: String?
  /// Sort order.
  package var sort: SortChoice = .family
  /// Name display order.
  package var display: DisplayChoice = .givenFirst
}

/// Options of `duplicates`.
package struct DuplicatesOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// The region national phone numbers are read in (an ISO code the phone table knows); nil:
  /// the locale's.
  package var region: String?
  /// Output format.
  package var format: DuplicatesFormat = .text
}

/// `duplicates --format` values.
package enum DuplicatesFormat: String, Equatable, Sendable, CaseIterable {
  /// One block per cluster, a line per member.
  case text
  /// An array of clusters, each an array of members.
  case json
}

/// What `permissions` should do.
package enum PermissionsAction: Equatable, Sendable {
  /// List every stored decision.
  case show
  /// Store a decision set from the command line.
  case set(bundleID: String, decision: String)
  /// Forget one app's decision, or every decision.
  case reset(bundleID: String?, all: Bool)
  /// Open the limited-access picker on an app's current selection.
  case edit(bundleID: String)
  /// Print the access log, of one app or of all; the newest `limit` entries (all when nil).
  case log(bundleID: String?, limit: Int?)
  /// Say in one paragraph why an app can or cannot read contacts now.
  case explain(bundleID: String)
}

/// Options of `permissions`.
package struct PermissionsOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// The action.
  package var action: PermissionsAction = .show
  /// Print JSON for `show`.
  package var json = false
}

/// Options of `sync`.
package struct SyncOptions: Equatable, Sendable {
  /// App, data directory, `--contacts` URLs and the configuration's accounts.
  package var common = CommonOptions()
  /// The accounts named on the command line; empty: every account.
  package var accountNames: [String] = []
}

/// Options of `settings`.
package struct SettingsOptions: Equatable, Sendable {
  /// The data directory, and the sources a limited selection is chosen from.
  package var common = CommonOptions()
}

/// How `edit` (and later `delete`) picks its one card.
package enum CardSelector: Equatable, Sendable {
  /// `--id IDENTIFIER`: the contact with this identifier (its UID, as `list --format tsv` shows).
  case identifier(String)
  /// `--match WORDS`: the contacts matching every word, as `list --match` and the search match.
  case match(String)
}

/// Options of `edit`.
package struct EditOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// Which card.
  package var selector: CardSelector
}

/// Options of `add-email`.
package struct AddEmailOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// `--yes`: add the sender as the mail names it, without asking on the terminal.
  package var yes = false
}

/// `--color` values.
package enum ColorChoice: String, Equatable, Sendable, CaseIterable {
  /// Colour when the terminal has it and NO_COLOR is unset.
  case auto
  /// Always colour.
  case always
  /// Never colour: bold and reverse instead.
  case never
}
