import Authorization
import ContactModel
import ContactSearch
import ContactStore
import ContactsPrompt

/// What `edit`, `add-email` and `delete` start from: the store over the sources, under the app's
/// grant, and every contact it lets the app read, each with its card's bytes (so a written card
/// keeps what the model does not show). Access is asked for as the browser asks, when the app
/// has not been asked yet (`WriteAccess`); under limited access only the shared cards are read.
struct CardCommandStore {
  /// The store; its sources are where a change is saved.
  let store: ContactStore
  /// Every contact the app may read, in source order, with its original card.
  let contacts: [Contact]

  /// Asks for access when the app has not been asked, then reads the contacts through the
  /// store's authorization check; the exit code to end with when access is not granted (the
  /// reason already printed).
  static func open(common: CommonOptions, environment: [String: String], readPurpose: String)
    async throws(ContactsAppError) -> Result<CardCommandStore, ExitCodeResult>
  {
    switch try await WriteAccess(common: common, environment: environment, readPurpose: readPurpose).store() {
    case .success(let store): return .success(try CardCommandStore(store: store))
    case .failure(let failure): return .failure(failure)
    }
  }

  /// Reads the contacts of `store` (granted) with their cards' bytes.
  init(store: ContactStore) throws(ContactsAppError) {
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
