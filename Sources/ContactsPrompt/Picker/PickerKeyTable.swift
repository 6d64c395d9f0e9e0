import TerminalUI

/// The picker's keys: the one place a raw key in the picker becomes a `PickerCommand`.
///
/// TerminalUI's `KeyTable` is asked first, as on every screen; a key it leaves unbound in the
/// checklist is looked up in the picker's own keys below. The picker is part of the prompt that an
/// app links, so its keys live here, apart from the browser's (`AppKeyTable`, in
/// `ContactsScreens`).
enum PickerKeyTable {
  /// The command `key` means in `context`, or nil when it means nothing there.
  static func command(for key: KeyPress, in context: KeyContext) -> PickerCommand? {
    if let command = KeyTable.command(for: key, in: context) { return .widget(command) }
    return context == .checklist ? checklist[key] : nil
  }

  /// Every key bound in `context`, generic and the picker's own.
  static func bindings(in context: KeyContext) -> [KeyPress: PickerCommand] {
    var table = context == .checklist ? checklist : [:]
    for (key, command) in KeyTable.bindings(in: context) { table[key] = .widget(command) }
    return table
  }

  /// The picker's own keys in the checklist: each is unbound there in TerminalUI's table (a test
  /// checks it), so none is shadowed.
  static let checklist: [KeyPress: PickerCommand] = [
    .char(" "): .toggle,
    .char("a"): .toggleAll,
    .char("/"): .search,
  ]
}
