import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// `E` in the browser: the card opened in `$VISUAL`/`$EDITOR` as vCard text (`CardEditSession`),
/// with the screen handed over to the editor (`Terminal.handOver`), then saved through the
/// store and the outcome shown.
@MainActor
struct BrowserCardEdit {
  /// The store the browser reads; the card is read again from it, with its bytes.
  let store: ContactStore
  /// The process environment (`VISUAL`, `EDITOR`, `TMPDIR`).
  let environment: [String: String]
  /// The save through the store's save request; nil while the app cannot write.
  let saver: ContactSaver?
  /// The frame of the message shown afterwards.
  let chrome: ScreenChrome

  /// Edits the contact with `identifier` on `terminal`, then shows what happened until a key is
  /// pressed (nothing for an unchanged card); returns the signal that ended it, if one did.
  func run(identifier: String, on terminal: Terminal) -> Int32? {
    let (heading, paragraphs): (String, [String])
    do {
      let contact = try original(identifier)
      let editor = try ExternalEditor(environment: environment) { body in terminal.handOver(body) }
      let name = ContactFormatter().string(from: contact)
      switch try CardEditSession(contact: contact, editor: editor).run() {
      case .unchanged: return nil
      case .cancelled:
        (heading, paragraphs) = ("Edit cancelled", ["The file was emptied; \(name) was not changed."])
      case .changed(let updated):
        let changes = ContactChangeSummary.lines(from: contact, to: updated)
        let shown = changes.isEmpty ? ["Only lines the browser does not show changed."] : changes
        if let saver {
          try ContactsAppError.wrap { () throws(ContactsError) in
            try saver(.update(original: contact, updated: updated))
          }
          (heading, paragraphs) = ("Saved \(name)", shown)
        } else {
          (heading, paragraphs) = ("Not saved", shown + ["This build cannot write contacts yet; nothing was changed."])
        }
      }
    } catch {
      (heading, paragraphs) = ("Not saved", [error.message])
    }
    return MessageScreen(chrome: chrome, heading: heading, paragraphs: paragraphs).run(on: terminal)
  }

  /// The contact with `identifier`, read again through the store's grant with its card's bytes.
  /// The store forgets what the browser loaded first: its cache keeps no card bytes (a stream
  /// asking for them would get the cached contacts without), and the card is edited as it is
  /// in the file now. The browser loads the sources again afterwards anyway.
  private func original(_ identifier: String) throws(ContactsAppError) -> Contact {
    store.reload()
    let batches = try ContactsAppError.wrap { () throws(ContactsError) in
      try store.streamContacts(into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
    }
    for batch in batches {
      if let contact = batch.first(where: { $0.identifier == identifier }) { return contact }
    }
    throw ContactsAppError(.dataError, "the card is no longer in its source; it was changed or removed meanwhile")
  }
}
