import Authorization
import ContactModel
import ContactStore
import ContactsPrompt

/// `contacts-tui request`: only the prompt, for scripts and programs in any language. The exit
/// code is the answer (0 authorized or limited, 1 denied, 3 restricted, 4 no decision or no
/// terminal); a decided app is not asked again, only reported. Standard output carries the
/// status, by name or as JSON, and never the prompt.
@MainActor
struct RequestCommand {
  /// The parsed options.
  let options: RequestOptions
  /// The process environment.
  let environment: [String: String]

  /// Asks if needed, then prints the status.
  func run() async throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let sources = try setup.contactSources()
    let consent = try await PipedConsent(setup: setup, options: options.consent, sources: sources).run()
    if case .signal = consent.exitCode { return consent.exitCode }
    guard options.json else {
      Console.output(consent.status.name)
      return consent.exitCode
    }
    // Under limited access, the identifiers of the contacts shared now, as `list --format tsv`
    // names them: a stored pick whose card has changed since shares nothing, so it is not listed.
    var shared: [String] = []
    if consent.status == .limited {
      let store = ContactStore(center: consent.center, sources: sources, readPurpose: "request")
      shared = try ContactsAppError.wrap { () throws(ContactsError) in
        try store.contacts(matchingSearch: "").map(\.identifier)
      }
    }
    let list = "[" + shared.map(JSONText.string).joined(separator: ", ") + "]"
    Console.output(JSONText.object([("status", JSONText.string(consent.status.name)), ("sharedIdentifiers", list)]))
    return consent.exitCode
  }
}
