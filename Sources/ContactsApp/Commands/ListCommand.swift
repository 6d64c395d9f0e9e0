import Authorization
import CardDAVCache
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import Foundation
import TerminalUI

/// `contacts-tui list`: prints contacts without ever prompting. Access must already be granted.
struct ListCommand {
  /// The parsed options.
  let options: ListOptions
  /// The process environment.
  let environment: [String: String]

  /// Prints the contacts in the chosen format; diagnostics go to stderr.
  func run() throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let (manifest, center, status) = try setup.appState()
    // A bad --contacts URL or --account name is a usage error whatever the app's access, as in
    // the main flow; naming the sources opens none of them.
    let sources = try setup.contactSources()
    let accounts = try setup.accounts()
    guard status == .authorized || status == .limited else {
      Console.error(Self.refusal(status, manifest: manifest, hint: CommandHint(common: options.common)))
      return ExitCode(status)
    }
    let store = ContactStore(center: center, sources: sources, readPurpose: "list")
    for account in accounts where !setup.accountSources.hasCopy(account) {
      let name = TerminalText.printable(account.name, keepingNewlines: false)
      let word = name.contains(" ") ? "\"\(name)\"" : name
      Console.error(
        "account “\(name)” has no local copy yet; '\(CommandHint(common: options.common).command("sync \(word)"))' "
          + "fetches it")
    }
    let group = options.group.map(ContactGroup.identifier(forName:))
    let listing = ContactListing(
      format: options.format,
      formatter: ContactFormatter(order: options.display.displayOrder), sortOrder: options.sort.sortOrder,
      match: options.match, group: group)
    let rows = try ContactsAppError.wrap { () throws(ContactsError) in try listing.render(from: store) }
    let diagnostics = store.diagnostics
    for diagnostic in diagnostics { Console.diagnostic(diagnostic.description) }
    if !diagnostics.isEmpty {
      Console.error("\(Diagnostic.summary(of: diagnostics)); every readable card is listed.")
    }
    if let name = options.group, rows.count == 0 { try checkGroup(name, in: store) }
    // A vCard export keeps the cards' bytes in a pipe or file, and is made safe on a terminal.
    let toTerminal = isatty(STDOUT_FILENO) == 1
    try ContactsAppError.wrap { () throws(ContactsError) in try rows.write(toTerminal: toTerminal) }
    return .success
  }

  /// Throws `unknownGroup` when no contact the app may read is in the group called `name`. Only
  /// asked when nothing was listed (a group with members lists them), so the common listing
  /// still streams and keeps no contacts; this load is the rare path.
  private func checkGroup(_ name: String, in store: ContactStore) throws(ContactsAppError) {
    let identifier = ContactGroup.identifier(forName: name)
    let known = try ContactsAppError.wrap { () throws(ContactsError) in try store.groups(matching: nil) }
    if !known.contains(where: { $0.identifier == identifier }) { throw .unknownGroup(name, known: known) }
  }

  /// Why nothing is listed, and what to do.
  static func refusal(_ status: AuthorizationStatus, manifest: AppManifest, hint: CommandHint) -> String {
    let app = "“\(manifest.promptName)” (\(manifest.bundleIdentifier))"
    switch status {
    case .notDetermined:
      return "\(app) has not been granted access yet; run '\(hint.command("", namingApp: true))' to be asked."
    case .denied:
      let allow = hint.command("permissions set \(manifest.bundleIdentifier) allow")
      return "\(app) was denied access; run '\(allow)' to change it."
    case .restricted: return "\(app) is restricted from accessing contacts by policy."
    case .authorized, .limited: return ""
    }
  }
}
