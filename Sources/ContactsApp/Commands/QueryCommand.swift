import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import Foundation
import SafeText

/// `contacts-tui query [WORDS…]`: the e-mail addresses of the contacts matching the words, for
/// a mail client's address completion. The mail client is the app (`--app`): when it has not
/// been asked, the prompt appears on the terminal first (`PipedConsent`); denied, restricted or
/// undecided, nothing is printed on standard output and the exit code says why.
@MainActor
struct QueryCommand {
  /// The parsed options.
  let options: QueryOptions
  /// The process environment.
  let environment: [String: String]

  /// Prints the matching addresses; 0 also when none match (mutt, aerc and alot take a
  /// non-zero status for a failure, and alot shows it as an error).
  func run() async throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let sources = try setup.contactSources()
    let consent = try await PipedConsent(setup: setup, options: options.consent, sources: sources).run()
    guard consent.exitCode == .success else {
      if consent.status != .notDetermined {
        Console.error(
          ListCommand.refusal(consent.status, manifest: consent.manifest, hint: CommandHint(common: options.common)))
      }
      return consent.exitCode
    }
    let store = ContactStore(center: consent.center, sources: sources, readPurpose: "query")
    let query = options.query
    let contacts = try ContactsAppError.wrap { () throws(ContactsError) in
      try store.contacts(matchingSearch: query)
    }
    var refused: [String] = []
    let rows = MailAddressRow.rows(of: contacts, formatter: ContactFormatter(), refused: &refused)
    if let first = refused.first {
      // Said once, on standard error: the client shows the rows, the user sees why one is missing.
      let more = refused.count > 1 ? " and \(refused.count - 1) more" : ""
      Console.error(
        "left out <\(first)>\(more): not one valid e-mail address")
    }
    let text = MailAddressListing.render(rows, format: options.format, query: query)
    // A mail client reads the bytes as they are; on a terminal, no text acts as a control.
    let toTerminal = isatty(STDOUT_FILENO) == 1
    Console.output(bytes: Array((toTerminal ? SafeText.neutralised(text, keepingLineBreaks: true) : text).utf8))
    return .success
  }
}
