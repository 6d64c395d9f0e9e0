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
    help = ScrollState(count: BrowserHelp.lineCount(limited: content.limitedAccess), pageHeight: layout.helpText.height)
  }

  /// A key on the card: scroll, Esc back to the list (same row, same scroll), `?` help, `q` quit.
  mutating func handleDetail(_ command: Command, content: BrowserContent) -> BrowserOutcome? {
    switch command {
    case .cancel: detail = nil
    case .quit: return .quit
    case .help: openHelp(content: content)
    default: detail?.scroll.apply(command)
    }
    return nil
  }

  /// A key on the help overlay: scroll; Esc, Enter or `?` close it; `q` quits.
  mutating func handleHelp(_ command: Command) -> BrowserOutcome? {
    switch command {
    case .cancel, .help, .open: help = nil
    case .quit: return .quit
    default: help?.apply(command)
    }
    return nil
  }

  /// A key on the warning list: scroll; Esc closes it; `q` quits.
  mutating func handleWarnings(_ command: Command) -> BrowserOutcome? {
    switch command {
    case .cancel, .showWarnings: warnings = nil
    case .quit: return .quit
    case .help: return nil
    default: warnings?.apply(command)
    }
    return nil
  }
}
