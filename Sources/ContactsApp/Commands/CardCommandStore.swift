import Authorization
import ContactModel
import ContactSearch
import ContactStore

/// What `edit` and `add-email` start from: the store over the sources, under the app's grant, and
/// every contact it lets the app read, each with its card's bytes (so a written card keeps what
/// the model does not show). Like `list`, these commands never prompt: access must already be
/// granted (full, or limited, where only the shared cards are read).
struct CardCommandStore {
  /// The store; its sources are where a change is saved.
  let store: ContactStore
  /// Every contact the app may read, in source order, with its original card.
  let contacts: [Contact]

  /// Opens the store for `common`'s app and sources and reads the contacts, through the
  /// store's authorization check; throws the refusal `list` gives when access is not granted.
  init(common: CommonOptions, environment: [String: String]) throws(ContactsAppError) {
    let setup = AppSetup(common: common, environment: environment)
    let (manifest, center, status) = try setup.appState()
    guard status == .authorized || status == .limited else {
      throw ContactsAppError(
        ExitCode(status), ListCommand.refusal(status, manifest: manifest, hint: CommandHint(common: common)))
    }
    let store = ContactStore(center: center, sources: try setup.contactSources())
    let batches = try ContactsAppError.wrap { () throws(ContactsError) in
      try store.streamContacts(into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
    }
    for diagnostic in store.diagnostics { Console.diagnostic(diagnostic.description) }
    self.store = store
    contacts = batches.flatMap { $0 }
  }

  /// The one contact `selector` names; a usage error (exit 2) when none does, or when several
  /// do, listing them (identifier and name) so the user can pick one with `--id`.
  func select(_ selector: CardSelector) throws(ContactsAppError) -> Contact {
    let found: [Contact]
    switch selector {
    case .identifier(let identifier): found = contacts.filter { $0.identifier == identifier }
    case .match(let words): found = SearchIndex(contacts).search(words).map { contacts[$0] }
    }
    guard found.count == 1 else {
      let what: String
      switch selector {
      case .identifier(let identifier): what = "the identifier '\(identifier)'"
      case .match(let words): what = "'\(words)'"
      }
      if found.isEmpty { throw ContactsAppError(.usage, "no contact has \(what)") }
      let formatter = ContactFormatter()
      let lines = found.prefix(50).map { "  --id \(CommandWord.quoted($0.identifier))  \(formatter.string(from: $0))" }
      let more = found.count > 50 ? ["  … and \(found.count - 50) more"] : []
      throw ContactsAppError(
        .usage,
        "\(found.count) contacts match \(what); pick one with --id:\n" + (lines + more).joined(separator: "\n"))
    }
    return found[0]
  }
}
