import TerminalUI

/// The scrolling contact list shown after a grant.
@MainActor
struct BrowserScreen {
  /// The contacts in display order.
  let directory: ContactDirectory
  /// The frame.
  let chrome: ScreenChrome
  /// Where the contacts came from, for the title bar.
  let sourceName: String
  /// How many cards could not be read.
  let skippedCards: Int

  /// Runs until `q` (exit 0), end of input, or a signal.
  func run(on terminal: Terminal) -> ExitCode {
    var list = ListState(count: directory.count, pageHeight: Self.listHeight(terminal.size))
    terminal.flushTypeahead()
    while true {
      draw(list, on: terminal.surface)
      switch terminal.nextEvent(timeout: 1) {
      case .key(let key):
        guard let command = KeyTable.command(for: key, in: .list) else { continue }
        if command == .quit { return .success }
        list.apply(command)
      case .mouse(let mouse):
        switch mouse.kind {
        case .wheelUp: list.scroll(by: -3)
        case .wheelDown: list.scroll(by: 3)
        case .press, .click, .doubleClick:
          let index = list.top + mouse.row - 1
          if mouse.row >= 1, index < list.top + list.pageHeight, index < list.count { list.select(index) }
        }
      case .resize(let size): list.resize(pageHeight: Self.listHeight(size))
      case .interrupted(let signal): return .signal(signal)
      case .endOfInput: return .success
      case nil, .resumed: break
      }
    }
  }

  /// Rows left for the list between the title bar and the status line.
  static func listHeight(_ size: Size) -> Int { max(0, size.rows - 2) }

  /// Draws the whole screen for `list`.
  func draw(_ list: ListState, on surface: any Surface) {
    surface.erase()
    let size = surface.size
    chrome.drawTitle("\(chrome.appName) — Contacts", right: sourceName, on: surface)
    let area = Rect(row: 1, col: 0, height: Self.listHeight(size), width: size.cols)
    if directory.count == 0 {
      surface.put("No contacts", row: max(1, size.rows / 2), col: max(0, (size.cols - 11) / 2), role: .dim, style: [])
    } else {
      ListView.draw(list, in: area, on: surface, row: directory.row)
    }
    var status = directory.count == 0 ? "0 contacts" : "\(list.selected + 1) of \(directory.count) contacts"
    if skippedCards > 0 { status += " · \(skippedCards) cards could not be read" }
    chrome.drawStatus(status, right: "↑↓ move  PgUp/PgDn page  q quit", on: surface)
    surface.present()
  }
}
