import TerminalUI
import Testing

@testable import ContactsScreens

/// Every key of the app's screens, through the one lookup they use: TerminalUI's generic
/// bindings and the app's own. (The list and detail tables moved here from TerminalUITests' key
/// table tests when the app's commands left TerminalUI; every row is kept. The picker's rows are
/// in PickerKeyTableTests.)
@Suite("The app's key table")
struct AppKeyTableTests {
  static let list: [(KeyPress, AppCommand)] = [
    (.special(.up), .widget(.moveUp)), (.char("k"), .widget(.moveUp)), (.ctrl("p"), .widget(.moveUp)),
    (.special(.down), .widget(.moveDown)), (.char("j"), .widget(.moveDown)), (.ctrl("n"), .widget(.moveDown)),
    (.special(.pageUp), .widget(.pageUp)), (.ctrl("b"), .widget(.pageUp)),
    (.special(.pageDown), .widget(.pageDown)), (.ctrl("f"), .widget(.pageDown)), (.char(" "), .widget(.pageDown)),
    (.special(.home), .widget(.first)), (.char("g"), .widget(.first)), (.special(.end), .widget(.last)),
    (.char("G"), .widget(.last)),
    (.special(.enter), .widget(.open)), (.char("/"), .search), (.char("?"), .help), (.char("'"), .jumpToSection),
    (.char("]"), .nextSection), (.char("["), .previousSection),
    (.special(.escape), .widget(.cancel)), (.char("q"), .widget(.quit)), (.char("m"), .manage),
    (.char("w"), .showWarnings), (.char("a"), .addContact), (.char("e"), .editContact),
    (.char("d"), .deleteContact), (.char("u"), .undo), (.char("E"), .editAsText), (.char("M"), .mergeDuplicates),
  ]

  static let detail: [(KeyPress, AppCommand)] = [
    (.special(.up), .widget(.moveUp)), (.char("k"), .widget(.moveUp)), (.special(.down), .widget(.moveDown)),
    (.char("j"), .widget(.moveDown)), (.special(.pageUp), .widget(.pageUp)), (.special(.pageDown), .widget(.pageDown)),
    (.char(" "), .widget(.pageDown)), (.special(.home), .widget(.first)), (.char("g"), .widget(.first)),
    (.special(.end), .widget(.last)), (.char("G"), .widget(.last)),
    (.special(.escape), .widget(.cancel)), (.special(.enter), .widget(.cancel)),
    (.special(.backspace), .widget(.cancel)), (.special(.left), .widget(.cancel)), (.char("h"), .widget(.cancel)),
    (.char("q"), .widget(.quit)), (.char("?"), .help), (.char("e"), .editContact), (.char("d"), .deleteContact),
    (.char("E"), .editAsText),
    (.ctrl("p"), .widget(.moveUp)), (.ctrl("n"), .widget(.moveDown)), (.ctrl("b"), .widget(.pageUp)),
    (.ctrl("f"), .widget(.pageDown)),
  ]

  static let form: [(KeyPress, AppCommand)] = [
    (.char("a"), .widget(.insert("a"))), (.char("d"), .widget(.insert("d"))), (.char("q"), .widget(.insert("q"))),
    (.char("?"), .widget(.insert("?"))), (.char("山"), .widget(.insert("山"))),
    (.special(.tab), .widget(.focusNext)), (.special(.down), .widget(.focusNext)),
    (.special(.backTab), .widget(.focusPrevious)), (.special(.up), .widget(.focusPrevious)),
    (.special(.enter), .widget(.press)), (.special(.escape), .widget(.cancel)),
    (.special(.backspace), .widget(.deleteBackward)), (.ctrl("h"), .widget(.deleteBackward)),
    (.special(.left), .edit(.cursorLeft)), (.special(.right), .edit(.cursorRight)),
    (.special(.home), .edit(.cursorStart)), (.ctrl("a"), .edit(.cursorStart)),
    (.special(.end), .edit(.cursorEnd)), (.ctrl("e"), .edit(.cursorEnd)),
    (.special(.delete), .edit(.deleteForward)), (.ctrl("k"), .edit(.deleteToEnd)), (.ctrl("u"), .edit(.deleteToStart)),
    (.ctrl("s"), .edit(.save)), (.ctrl("t"), .edit(.nextLabel)), (.ctrl("d"), .edit(.removeRow)),
  ]

  @Test("form keys type, move between fields, move the cursor, delete, save and cancel", arguments: form)
  func formBinding(key: KeyPress, command: AppCommand) {
    #expect(AppKeyTable.command(for: key, in: .form) == command)
  }

  @Test("list keys move, page, open, search and quit", arguments: list)
  func listBinding(key: KeyPress, command: AppCommand) {
    #expect(AppKeyTable.command(for: key, in: .list) == command)
  }

  @Test("detail keys scroll and go back", arguments: detail)
  func detailBinding(key: KeyPress, command: AppCommand) {
    #expect(AppKeyTable.command(for: key, in: .detail) == command)
  }

  @Test("in rows of choices the digits 1 to 9 choose a column, on top of TerminalUI's keys")
  func choicesBinding() {
    for digit in 1...9 {
      #expect(AppKeyTable.command(for: .char(Character("\(digit)")), in: .choices) == .chooseColumn(digit))
    }
    #expect(AppKeyTable.command(for: .char("0"), in: .choices) == nil)
    #expect(AppKeyTable.command(for: .special(.right), in: .choices) == .widget(.focusNext))
    #expect(AppKeyTable.bindings(in: .choices).count == KeyTable.bindings(in: .choices).count + 9)
  }

  @Test("text entry is TerminalUI's alone: the app binds nothing there, so / and q are typed")
  func textEntryIsGeneric() {
    for key: KeyPress in [.char("/"), .char("q"), .char("?"), .char("m"), .special(.enter), .special(.escape)] {
      #expect(
        AppKeyTable.command(for: key, in: .textEntry) == KeyTable.command(for: key, in: .textEntry).map { .widget($0) })
    }
  }

  @Test("the tables above list every binding there is")
  func tablesAreComplete() {
    let expected: [KeyContext: [(KeyPress, AppCommand)]] = [
      .list: Self.list, .detail: Self.detail,
    ]
    let formKeys = Self.form.filter { if case .char = $0.0 { false } else { true } }
    #expect(AppKeyTable.bindings(in: .form).count == Set(formKeys.map(\.0)).count)
    for (context, rows) in expected {
      #expect(AppKeyTable.bindings(in: context).count == Set(rows.map(\.0)).count, "\(context)")
    }
  }

  @Test("every app key is one TerminalUI leaves unbound in its context, so none is shadowed")
  func appKeysAreUnboundInTerminalUI() {
    for (context, keys) in AppKeyTable.appKeys {
      for key in keys.keys {
        #expect(KeyTable.command(for: key, in: context) == nil, "\(key) in \(context)")
      }
    }
  }

  @Test("letters are commands in a list, so typing does not start a search")
  func lettersDoNotSearch() {
    for letter in "abcdefhilnoprstuvxyz" {
      let command = AppKeyTable.command(for: .char(letter), in: .list)
      #expect(command != .search && command != .widget(.insert(letter)))
    }
  }

  @Test(
    "keys with no meaning in a context give nil",
    arguments: [
      (KeyPress.special(.function(1)), KeyContext.list), (.char("y"), .list), (.char("a"), .detail),
      (.char(" "), .checklist),
    ])
  func unbound(key: KeyPress, context: KeyContext) {
    #expect(AppKeyTable.command(for: key, in: context) == nil)
  }
}
