import ContactsPrompt
import TerminalUI

extension BrowserState {
  /// Starts typing a search, or goes back to editing the applied one.
  mutating func beginSearch() {
    if search == nil {
      search = BrowserSearch()
      anchor = selectedContact
      fullListTop = list.top
    }
    isTyping = true
  }

  /// A key while the query has focus: characters narrow, Backspace widens, ↑/↓ (Ctrl-P/Ctrl-N)
  /// move the selection in the results while typing goes on, Enter opens the selected result
  /// (the results stay, browsed, behind its card), Esc clears the search.
  mutating func handleTyping(_ command: AppCommand, content: BrowserContent) -> BrowserOutcome? {
    switch command {
    case .widget(.insert(let character)):
      search?.type(character, in: content.search.index)
      showMatches(content: content)
    case .widget(.deleteBackward):
      if search?.deleteBackward() == true {
        showMatches(content: content)
      } else {
        clearSearch(content: content)
      }
    case .widget(.open):
      isTyping = false
      if search?.isBlank != false {
        clearSearch(content: content)
      } else {
        openDetail(content: content)
      }
    case .widget(.cancel): clearSearch(content: content)
    case .widget(let command) where command.isMove: move(command)
    default: break
    }
    return nil
  }

  /// Ends the search; the contact selected in the results stays selected in the whole list,
  /// where it was on screen when that row of the full list is in view (no re-centring), or near
  /// the middle otherwise.
  mutating func clearSearch(content: BrowserContent) {
    let keep = selectedContact ?? anchor ?? 0
    search = nil
    isTyping = false
    anchor = nil
    let all = BrowserRows.sectioned(content.directory.sections)
    let row = content.directory.count == 0 ? 0 : all.row(ofContact: keep)
    show(all, selecting: row, fromTop: fullListTop)
    fullListTop = nil
  }

  /// Lists the current matches, first one selected; a blank query lists everything again.
  private mutating func showMatches(content: BrowserContent) {
    if let matches = search?.matches {
      rows = .matches(matches)
      list = ListState(count: matches.count, pageHeight: layout.list.height)
    } else {
      let all = BrowserRows.sectioned(content.directory.sections)
      show(all, selecting: content.directory.count == 0 ? 0 : all.row(ofContact: anchor ?? 0), fromTop: fullListTop)
    }
  }

  /// After `'`: a letter jumps to its section (or the next one present); anything else cancels.
  mutating func jump(_ command: AppCommand, content: BrowserContent) {
    isJumping = false
    let sections = content.directory.sections
    guard case .widget(.insert(let letter)) = command, let section = sections.section(for: letter) else { return }
    let target: Int
    switch rows {
    case .sectioned: target = sections.headerRow(section)
    case .matches: target = rows.row(ofContact: sections.starts[section])
    }
    list.scroll(by: target - list.top)
    list.select(target)
    settle(goingUp: false, reveal: false)
  }
}
