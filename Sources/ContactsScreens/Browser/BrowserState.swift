import ContactModel
package import ContactsPrompt
package import TerminalUI

/// Everything about the browser that changes: the list position, the search, and which overlay
/// (detail card, help, warnings) is open. Plain data with pure transitions; `BrowserView` draws it
/// and `BrowserScreen` feeds it commands, so every behaviour is tested without a terminal.
///
/// Every transition costs O(log n) at most (section and match lookups are binary searches), except
/// a search keystroke, which costs what `SearchIndex` does.
package struct BrowserState: Sendable {
  /// The screen size the state is laid out for.
  package internal(set) var size: Size
  /// The rows listed now: the sectioned directory, or the search matches.
  package internal(set) var rows: BrowserRows
  /// Selection and scroll position over `rows`.
  package internal(set) var list: ListState
  /// The search, while one is typed or applied.
  package internal(set) var search: BrowserSearch?
  /// Whether typed characters go to the search query.
  package internal(set) var isTyping = false
  /// Whether the next letter picks a section to jump to (after `'`).
  package internal(set) var isJumping = false
  /// The open detail card.
  package internal(set) var detail: DetailState?
  /// The open help overlay's scroll position.
  package internal(set) var help: ScrollState?
  /// The open warning list's scroll position.
  package internal(set) var warnings: ScrollState?
  /// The open contact form (`a`, `e`), over everything else.
  package internal(set) var form: ContactForm?
  /// What the screen must do next (a dialog, a write), taken with `takeRequest()`.
  package internal(set) var request: BrowserRequest?
  /// A message on the status line ("Saved Jane Doe"), until the next key.
  package internal(set) var message: String?
  /// The CardDAV accounts' background sync, for the status line; nil without accounts.
  package internal(set) var sync: SyncStatus?
  /// The contact selected when the search began, to return to while the query is blank.
  var anchor: Int?
  /// The full list's first visible row when the search began, so clearing it can put the list
  /// back as it was instead of re-centring.
  var fullListTop: Int?

  /// The browser at its first row, laid out for `size`.
  package init(content: BrowserContent, size: Size) {
    self.size = size
    rows = .sectioned(content.directory.sections)
    list = ListState(count: rows.count, pageHeight: BrowserLayout(size: size).list.height)
    settle(goingUp: false)
  }

  /// Where things go at the current size.
  package var layout: BrowserLayout { BrowserLayout(size: size) }

  /// Which keys apply (`AppKeyTable`): the pager's, text entry's, or the list's.
  package var keyContext: KeyContext {
    if form != nil { return .form }
    if help != nil || warnings != nil || detail != nil { return .detail }
    return isTyping || isJumping ? .textEntry : .list
  }

  /// The selected contact's index in the directory, nil when nothing is listed.
  package var selectedContact: Int? { rows.contact(atRow: list.selected) }

  /// Applies `command`; returns an outcome when the browser should end. Effects it needs (a
  /// dialog, a write) are left in `request` for the screen.
  package mutating func handle(_ command: AppCommand, content: BrowserContent) -> BrowserOutcome? {
    message = nil
    if form != nil {
      handleForm(command)
      return nil
    }
    if help != nil { return handleHelp(command) }
    if warnings != nil { return handleWarnings(command) }
    if detail != nil { return handleDetail(command, content: content) }
    if isJumping {
      jump(command, content: content)
      return nil
    }
    if isTyping { return handleTyping(command, content: content) }
    return handleList(command, content: content)
  }

  /// Lays everything out again for `size`, keeping the selection and the open card in view.
  package mutating func resize(to size: Size, content: BrowserContent) {
    self.size = size
    list.resize(pageHeight: layout.list.height)
    settle(goingUp: false, reveal: true)
    let area = layout.list
    detail?.resize(content: content, width: area.width, pageHeight: area.height)
    let layout = self.layout
    help?.resize(pageHeight: layout.helpText.height)
    if warnings != nil {
      let count = WarningList.lines(content.diagnostics, width: layout.list.width).count
      warnings?.resize(pageHeight: layout.list.height)
      warnings?.setCount(count)
    }
  }

  private mutating func handleList(_ command: AppCommand, content: BrowserContent) -> BrowserOutcome? {
    switch command {
    case .widget(let step) where step.isMove: move(step)
    case .widget(.open): openDetail(content: content)
    case .search: beginSearch()
    case .jumpToSection: isJumping = list.count > 0
    case .nextSection: stepSection(forward: true, content: content)
    case .previousSection: stepSection(forward: false, content: content)
    case .help: openHelp(content: content)
    case .showWarnings:
      warnings = ScrollState(
        count: WarningList.lines(content.diagnostics, width: layout.list.width).count,
        pageHeight: layout.list.height)
    case .widget(.cancel): if search != nil { clearSearch(content: content) }
    case .widget(.quit): return .quit
    case .manage: return content.limitedAccess ? .manageSelection : nil
    case .addContact: openNewForm(content: content)
    case .editContact: openForm(content: content)
    case .deleteContact: askToDelete()
    case .undo: request = .undo
    case .editAsText: return selectedContact.flatMap { editAsText($0, content: content) }
    case .mergeDuplicates:
      guard content.canMerge, let index = selectedContact else { return nil }
      return .mergeDuplicates(content.directory.contacts[index].identifier)
    default: break
    }
    return nil
  }

  /// `]` and `[`: the first contact of the next section, or of this one (of the previous one when
  /// the selection is already there), with its header at the top as after `'`. Search results
  /// have no sections, so there the keys do nothing; nor at either end of the list.
  mutating func stepSection(forward: Bool, content: BrowserContent) {
    guard case .sectioned(let sections) = rows, let index = selectedContact else { return }
    let current = sections.section(ofContact: index)
    let section = forward ? current + 1 : (index > sections.starts[current] ? current : current - 1)
    guard sections.starts.indices.contains(section) else { return }
    let target = sections.headerRow(section)
    list.scroll(by: target - list.top)
    list.select(target)
    settle(goingUp: false, reveal: false)
  }

  /// Moves the selection, stepping over section headers.
  mutating func move(_ command: Command) {
    let before = list.selected
    list.apply(command)
    settle(goingUp: list.selected < before, reveal: true)
  }

  /// Moves the selection off a header (onwards in the direction it came from), and keeps it off
  /// the top row, where the sticky section header is drawn: when `reveal`, by scrolling one row
  /// up (so a section's first contact at the top shows its header), otherwise (the wheel) by
  /// selecting the next contact in view.
  mutating func settle(goingUp: Bool, reveal: Bool = true) {
    guard case .sectioned = rows, list.count > 0 else { return }
    if rows.isHeader(list.selected) {
      // A header is never last, so the row after it is always a contact.
      list.select(goingUp && list.selected > 0 ? list.selected - 1 : list.selected + 1)
    }
    guard list.selected == list.top, list.top > 0, list.pageHeight >= 2 else { return }
    let below = (list.top + 1..<min(list.count, list.top + list.pageHeight)).prefix(2).first { !rows.isHeader($0) }
    if !reveal, let below {
      list.select(below)
    } else {
      list.scroll(by: -1)
    }
  }

  /// Selects the contact `identifier` (near the middle), as after a reload; nothing changes when
  /// it is not listed.
  package mutating func select(identifier: String, content: BrowserContent) {
    guard let index = content.directory.contacts.firstIndex(where: { $0.identifier == identifier }) else { return }
    show(rows, centeredOn: rows.row(ofContact: index))
  }

  /// Shows `rows` instead of the current rows, with row `row` selected near the middle.
  mutating func show(_ rows: BrowserRows, centeredOn row: Int) {
    self.rows = rows
    list = ListState(count: rows.count, pageHeight: layout.list.height)
    list.scroll(by: row - list.pageHeight / 2)
    list.select(row)
    settle(goingUp: false, reveal: true)
  }

  /// Shows `rows` with row `row` selected: scrolled to `top` when the row is on that page (the
  /// list comes back exactly as it was), otherwise, or with no `top`, near the middle.
  mutating func show(_ rows: BrowserRows, selecting row: Int, fromTop top: Int?) {
    let pageHeight = layout.list.height
    guard let top, row >= top, row < top + pageHeight else {
      show(rows, centeredOn: row)
      return
    }
    self.rows = rows
    list = ListState(count: rows.count, pageHeight: pageHeight)
    list.scroll(by: top)
    list.select(row)
    settle(goingUp: false, reveal: true)
  }
}
