package import ContactModel
import ContactsPrompt
import TerminalUI

/// What the browser's state asks of its screen: things with effects (a dialog, a write through
/// the seam), which the pure transitions cannot do themselves.
package enum BrowserRequest: Equatable, Sendable {
  /// Ask "Delete <name>?" (focus on Cancel), then delete the contact at this index.
  case confirmDelete(Int)
  /// Ask "Discard changes?" about the open form (focus on Keep Editing).
  case confirmDiscard
  /// Write this change; `before` is the contact it replaces or deletes.
  case write(ContactChange, before: Contact?)
  /// Undo the newest change of the history.
  case undo
}

extension BrowserState {
  /// `a`: an empty form (the new contact gets its identifier when it is saved). While a group is
  /// shown (`--group`), the new contact is in it, as adding in a group of the Contacts app is.
  mutating func openNewForm(content: BrowserContent) {
    var contact = Contact(identifier: "")
    if let group = content.group { contact.groups = [group] }
    form = ContactForm(editing: contact, isNew: true)
  }

  /// `e`: a form over the selected contact.
  mutating func openForm(content: BrowserContent) {
    guard let index = selectedContact else { return }
    form = ContactForm(editing: content.directory.contacts[index])
  }

  /// `d`: ask before deleting the selected contact.
  mutating func askToDelete() {
    guard let index = selectedContact else { return }
    request = .confirmDelete(index)
  }

  /// A key while the form is open: the form's own transition; saving and closing become requests.
  mutating func handleForm(_ command: AppCommand) {
    guard var form else { return }
    let outcome = form.handle(command)
    self.form = form
    switch outcome {
    case .save(let contact)?:
      request = form.isNew ? .write(.add(contact), before: nil) : .write(.update(contact), before: form.original)
    case .close?: self.form = nil
    case .confirmDiscard?: request = .confirmDiscard
    case nil: break
    }
  }

  /// Takes the pending request, leaving none.
  package mutating func takeRequest() -> BrowserRequest? {
    defer { request = nil }
    return request
  }

  /// The answer to "Discard changes?": close the form when discarding, else keep editing.
  package mutating func answerDiscard(_ discard: Bool) {
    if discard { form = nil }
  }

  /// Shows `text` on the status line until the next key.
  package mutating func show(message text: String) {
    message = text
  }

  /// Shows the store's refusal of a save on the open form (it stays open, nothing lost).
  package mutating func refuseSave(_ text: String) {
    form?.message = text
  }

  /// Shows `content` (after a change, or a reload) with the contact `identifier` selected, the
  /// form and card closed, and the search cleared; the open card is shown again when `showCard`.
  package mutating func replaceContent(_ content: BrowserContent, selecting identifier: String?, showCard: Bool = false)
  {
    form = nil
    detail = nil
    search = nil
    isTyping = false
    isJumping = false
    anchor = nil
    rows = .sectioned(content.directory.sections)
    list = ListState(count: rows.count, pageHeight: layout.list.height)
    settle(goingUp: false)
    guard let identifier, let index = content.directory.contacts.firstIndex(where: { $0.identifier == identifier })
    else { return }
    show(rows, centeredOn: rows.row(ofContact: index))
    if showCard { openDetail(content: content) }
  }
}
