import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import Foundation
import TerminalUI

/// `contacts-tui edit --id ID | --match WORDS`: opens one card in `$VISUAL`/`$EDITOR` as vCard
/// text (`CardEditSession`), saves it through the store, and prints what changed.
struct EditCommand {
  /// The parsed options.
  let options: EditOptions
  /// The process environment.
  let environment: [String: String]
  /// The save through the store's save request, for a store; nil while the app cannot write.
  let saver: (ContactStore) -> ContactSaver?

  /// Edits the card; 0 when it was saved, left unchanged or cancelled.
  @MainActor
  func run() async throws(ContactsAppError) -> ExitCode {
    let opened: CardCommandStore
    switch try await CardCommandStore.open(common: options.common, environment: environment, readPurpose: "edit") {
    case .success(let store): opened = store
    case .failure(let failure): return failure.code
    }
    let contact = try opened.select(options.selector)
    let editor = try ExternalEditor(environment: environment) { body in ForegroundChild.run(body) }
    let name = ContactFormatter().string(from: contact)
    switch try CardEditSession(contact: contact, editor: editor).run() {
    case .cancelled:
      Console.output("\(name): edit cancelled (the file was emptied); nothing was changed")
    case .unchanged:
      Console.output("\(name): no change")
    case .changed(let updated):
      let changes = ContactChangeSummary.lines(from: contact, to: updated)
      let report =
        ["\(name) (\(contact.identifier)):"]
        + (changes.isEmpty ? ["  only lines the browser does not show"] : changes.map { "  " + $0 })
      try save(.update(original: contact, updated: updated), in: opened.store, report: report)
    }
    return .success
  }

  /// Saves `change` through `saver` and prints `report`; without a saver, prints what would have
  /// changed and fails.
  private func save(_ change: SaveChange, in store: ContactStore, report: [String]) throws(ContactsAppError) {
    try Self.save(change, with: saver(store), report: report)
  }

  /// `report` printed after a save through `saver`; without one, what would have been saved, and
  /// a data error (exit 7): nothing was written.
  static func save(_ change: SaveChange, with saver: ContactSaver?, report: [String]) throws(ContactsAppError) {
    guard let saver else {
      Console.output((["Not saved:"] + report).joined(separator: "\n"))
      throw ContactsAppError(.dataError, "this build cannot write contacts yet; nothing was changed")
    }
    try ContactsAppError.wrap { () throws(ContactsError) in try saver(change) }
    Console.output((["Saved:"] + report).joined(separator: "\n"))
  }
}
