import Authorization

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
    var shared: [String] = []
    if consent.status == .limited,
      case .limited(let identifiers) = try ContactsAppError.wrap({ () throws(ContactsError) in
        try consent.center.grant()
      })
    {
      shared = identifiers.sorted()
    }
    let list = "[" + shared.map(JSONText.string).joined(separator: ", ") + "]"
    Console.output(JSONText.object([("status", JSONText.string(consent.status.name)), ("sharedIdentifiers", list)]))
    return consent.exitCode
  }
}
