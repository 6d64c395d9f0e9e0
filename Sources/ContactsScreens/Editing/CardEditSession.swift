package import ContactModel
package import ContactsPrompt

/// How editing a card as text ended.
package enum CardEditOutcome: Equatable, Sendable {
  /// The user saved a valid card that differs from the one opened; `updated` keeps the saved
  /// text as its original card (what the store writes) and the opened contact's identifier.
  case changed(updated: Contact)
  /// The file was saved (or left) as it was opened: nothing to write.
  case unchanged
  /// The file was emptied: the user cancelled.
  case cancelled
}

/// `E` in the browser and `contacts-tui edit`: opens a contact's card in the editor until it is
/// one valid card, unchanged, or empty (docs/DECISIONS.md, "Editing a card as text").
///
/// An invalid card reopens the editor on the text as saved, with a comment block on top naming
/// the problem and its line (`CardText.annotated`); the loop ends only when the user saves a
/// valid card, changes nothing, empties the file, or makes the editor fail (`edit` throws).
package struct CardEditSession {
  /// Opens text in an editor and returns what was saved (the app's `ExternalEditor`, or a fake).
  package typealias Edit = ([UInt8]) throws(ContactsAppError) -> [UInt8]

  /// The contact as read, with its original card.
  package var contact: Contact
  /// The editor.
  package var edit: Edit

  /// A session for `contact`.
  package init(contact: Contact, edit: @escaping Edit) {
    self.contact = contact
    self.edit = edit
  }

  /// Runs the editor until the edit ends.
  package func run() throws(ContactsAppError) -> CardEditOutcome {
    let opened = CardText.text(for: contact)
    var shown = opened
    while true {
      let saved = CardText.removingComments(try edit(shown))
      if CardText.isBlank(saved) { return .cancelled }
      if saved == opened { return .unchanged }
      switch CardText.card(in: saved) {
      case .success(var updated):
        updated.identifier = contact.identifier
        return .changed(updated: updated)
      case .failure(let problem):
        shown = CardText.annotated(saved, problem: problem)
      }
    }
  }
}
