package import TerminalUI

/// The app's keys: the one place a raw key on an app screen becomes an `AppCommand`.
///
/// TerminalUI's `KeyTable` is asked first, for the generic commands (move, page, open, cancel,
/// quit, text entry); a key it leaves unbound is looked up in the app's own table below. So a new
/// browser key is one line here, and TerminalUI does not change. The picker's keys are
/// `PickerKeyTable`'s, in `ContactsPrompt`.
package enum AppKeyTable {
  /// The command `key` means in `context`, or nil when it means nothing there.
  package static func command(for key: KeyPress, in context: KeyContext) -> AppCommand? {
    if let command = KeyTable.command(for: key, in: context) { return .widget(command) }
    return appKeys[context]?[key]
  }

  /// Every key bound in `context`, generic and the app's own (text entry also inserts any other
  /// printable character).
  package static func bindings(in context: KeyContext) -> [KeyPress: AppCommand] {
    var table = appKeys[context] ?? [:]
    for (key, command) in KeyTable.bindings(in: context) { table[key] = .widget(command) }
    return table
  }

  /// The app's own keys, by context: each is unbound in TerminalUI's table for that context (a
  /// test checks it), so none is shadowed.
  static let appKeys: [KeyContext: [KeyPress: AppCommand]] = [
    .list: [
      .char("/"): .search,
      .char("?"): .help,
      .char("'"): .jumpToSection,
      .char("]"): .nextSection,
      .char("["): .previousSection,
      .char("m"): .manage,
      .char("w"): .showWarnings,
      .char("a"): .addContact,
      .char("e"): .editContact,
      .char("E"): .editAsText,
      .char("d"): .deleteContact,
      .char("u"): .undo,
      .char("M"): .mergeDuplicates,
    ],
    .detail: [
      .char("?"): .help,
      .char("e"): .editContact,
      .char("E"): .editAsText,
      .char("d"): .deleteContact,
    ],
    .form: [
      .special(.left): .edit(.cursorLeft),
      .special(.right): .edit(.cursorRight),
      .special(.home): .edit(.cursorStart),
      .ctrl("a"): .edit(.cursorStart),
      .special(.end): .edit(.cursorEnd),
      .ctrl("e"): .edit(.cursorEnd),
      .special(.delete): .edit(.deleteForward),
      .ctrl("k"): .edit(.deleteToEnd),
      .ctrl("u"): .edit(.deleteToStart),
      .ctrl("s"): .edit(.save),
      .ctrl("t"): .edit(.nextLabel),
      .ctrl("d"): .edit(.removeRow),
    ],
    // 1 to 9 choose a column directly (the merge view's cards).
    .choices: Dictionary(uniqueKeysWithValues: (1...9).map { (KeyPress.char(Character("\($0)")), .chooseColumn($0)) }),
  ]
}
