import ContactModel
import ContactsPrompt
import TerminalUI

extension BrowserState {
  /// Opens the selected contact's card.
  mutating func openDetail(content: BrowserContent) {
    guard let contact = selectedContact else { return }
    detail = DetailState(
      contact: contact, content: content, width: layout.list.width, pageHeight: layout.list.height)
  }

  /// Opens the help overlay.
  mutating func openHelp(content: BrowserContent) {
    help = ScrollState(
      count: BrowserHelp.lineCount(limited: content.limitedAccess, editable: content.canEditAsText),
      pageHeight: layout.helpText.height)
  }

  /// A key on the card: scroll, Esc back to the list (same row, same scroll), `?` help, `q` quit.
  mutating func handleDetail(_ command: AppCommand, content: BrowserContent) -> BrowserOutcome? {
    switch command {
    case .widget(.cancel): detail = nil
    case .widget(.quit): return .quit
    case .help: openHelp(content: content)
    case .editContact:
      if let index = detail?.contact { form = ContactForm(editing: content.directory.contacts[index]) }
    case .deleteContact:
      if let index = detail?.contact { request = .confirmDelete(index) }
    case .editAsText: return detail.flatMap { editAsText($0.contact, content: content) }
    case .widget(let move): detail?.scroll.apply(move)
    default: break
    }
    return nil
  }

  /// A key on the help overlay: scroll; Esc, Enter or `?` close it; `q` quits.
  mutating func handleHelp(_ command: AppCommand) -> BrowserOutcome? {
    switch command {
    case .widget(.cancel), .help, .widget(.open): help = nil
    case .widget(.quit): return .quit
    case .widget(let move): help?.apply(move)
    default: break
    }
    return nil
  }

  /// A key on the warning list: scroll; Esc closes it; `q` quits.
  mutating func handleWarnings(_ command: AppCommand) -> BrowserOutcome? {
    switch command {
    case .widget(.cancel), .showWarnings: warnings = nil
    case .widget(.quit): return .quit
    case .widget(let move): warnings?.apply(move)
    default: break
    }
    return nil
  }

  /// `E` on the contact at `index`: the outcome that asks the flow to edit it, when it can.
  func editAsText(_ index: Int, content: BrowserContent) -> BrowserOutcome? {
    guard content.canEditAsText, content.directory.contacts.indices.contains(index) else { return nil }
    return .editAsText(identifier: content.directory.contacts[index].identifier)
  }
}
