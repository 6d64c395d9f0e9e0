import ContactSearch
import TerminalUI

/// The limited-access picker as plain data: which contacts are ticked, which are visible under
/// the search, and where the cursor is. Every transition is pure; the screen only draws it.
struct PickerState: Equatable {
  /// What a command asks the screen to do next.
  enum Outcome: Equatable {
    /// Enter: go on to the confirmation with the ticked contacts.
    case confirm
    /// Esc outside a search: back to the previous stage.
    case back
  }

  /// The sharing key of each contact (`Contact.sharingKey`, unique per card), in display order.
  let identifiers: [String]
  /// The ticked sharing keys: what a limited grant stores.
  private(set) var chosen: Set<String>
  /// The incremental search, shared with the browser: each key refines the last result when it
  /// can, and Backspace widens instantly.
  private var search = BrowserSearch()
  /// Whether keys go to the search field.
  private(set) var isSearching = false
  /// The contacts shown (indices into `identifiers`), narrowed by the query.
  private(set) var visible: [Int]
  /// The cursor and scroll position over `visible`.
  private(set) var list: ListState

  /// A picker over `identifiers` with `chosen` ticked and the cursor on the first row. A chosen
  /// key that names no row (a card since edited or removed) is dropped, so the count shown is
  /// what will be shared.
  init(identifiers: [String], chosen: Set<String>, pageHeight: Int) {
    self.identifiers = identifiers
    self.chosen = chosen.intersection(identifiers)
    self.visible = Array(identifiers.indices)
    self.list = ListState(count: identifiers.count, pageHeight: pageHeight)
  }

  /// The search text.
  var query: String { search.query }

  /// The contact under the cursor, as an index into `identifiers`.
  var current: Int? { visible.isEmpty ? nil : visible[list.selected] }

  /// The key context: the search field while typing, else the picker's own keys.
  var keyContext: KeyContext { isSearching ? .textEntry : .checklist }

  /// Applies a command; `index` searches the same contacts, in `identifiers` order.
  mutating func apply(_ command: PickerCommand, index: SearchIndex) -> Outcome? {
    switch command {
    case .widget(let step) where step.isMove:
      list.apply(step)
    case .toggle:
      if let current { toggle(identifiers[current]) }
    case .toggleAll:
      let shown = visible.map { identifiers[$0] }
      if shown.allSatisfy(chosen.contains) { chosen.subtract(shown) } else { chosen.formUnion(shown) }
    case .search:
      isSearching = true
    case .widget(.insert(let character)):
      search.type(character, in: index)
      show(search.matches ?? Array(identifiers.indices))
    case .widget(.deleteBackward):
      guard search.deleteBackward() else { return nil }
      show(search.matches ?? Array(identifiers.indices))
    case .widget(.open):
      if isSearching { isSearching = false } else { return .confirm }
    case .widget(.cancel):
      if isSearching || !query.isEmpty { clearSearch() } else { return .back }
    default:
      break
    }
    return nil
  }

  /// Ticks or unticks one contact.
  mutating func toggle(_ identifier: String) {
    if chosen.contains(identifier) { chosen.remove(identifier) } else { chosen.insert(identifier) }
  }

  /// Clicks row `row` of the list (0 = the top visible row): moves the cursor there and ticks or
  /// unticks it. False when the click fell outside the rows.
  mutating func click(row: Int) -> Bool {
    let index = list.top + row
    guard row >= 0, index < list.top + list.pageHeight, index < visible.count else { return false }
    list.select(index)
    toggle(identifiers[visible[index]])
    return true
  }

  /// Scrolls by mouse wheel.
  mutating func scroll(by rows: Int) { list.scroll(by: rows) }

  /// Fits the list to a new height.
  mutating func resize(pageHeight: Int) { list.resize(pageHeight: pageHeight) }

  private mutating func clearSearch() {
    isSearching = false
    search = BrowserSearch()
    show(Array(identifiers.indices))
  }

  private mutating func show(_ result: [Int]) {
    let keep = current
    visible = result
    list.setCount(result.count)
    if let keep, let row = result.firstIndex(of: keep) { list.select(row) } else { list.select(0) }
  }
}
