import Testing

@testable import TerminalUI

@Suite("The key table")
struct KeyTableTests {
  static let dialog: [(KeyPress, Command)] = [
    (.special(.tab), .focusNext), (.special(.right), .focusNext), (.char("l"), .focusNext),
    (.special(.backTab), .focusPrevious), (.special(.left), .focusPrevious), (.char("h"), .focusPrevious),
    (.special(.enter), .press), (.char(" "), .press),
    (.char("y"), .accept), (.char("Y"), .accept), (.char("n"), .refuse), (.char("N"), .refuse),
    (.special(.escape), .cancel), (.char("q"), .cancel),
  ]

  static let question: [(KeyPress, Command)] = [
    (.special(.enter), .press), (.char("y"), .accept), (.char("Y"), .accept), (.char("n"), .refuse),
    (.char("N"), .refuse), (.special(.escape), .cancel), (.char("q"), .cancel), (.char("Q"), .cancel),
  ]

  static let list: [(KeyPress, Command)] = [
    (.special(.up), .moveUp), (.char("k"), .moveUp), (.ctrl("p"), .moveUp),
    (.special(.down), .moveDown), (.char("j"), .moveDown), (.ctrl("n"), .moveDown),
    (.special(.pageUp), .pageUp), (.ctrl("b"), .pageUp),
    (.special(.pageDown), .pageDown), (.ctrl("f"), .pageDown), (.char(" "), .pageDown),
    (.special(.home), .first), (.char("g"), .first), (.special(.end), .last), (.char("G"), .last),
    (.special(.enter), .open), (.special(.escape), .cancel), (.char("q"), .quit),
  ]

  static let textEntry: [(KeyPress, Command)] = [
    (.char("a"), .insert("a")), (.char("q"), .insert("q")), (.char(" "), .insert(" ")),
    (.char("é"), .insert("é")), (.char("李"), .insert("李")), (.char("/"), .insert("/")),
    (.special(.backspace), .deleteBackward), (.ctrl("h"), .deleteBackward),
    (.special(.enter), .open), (.special(.escape), .cancel),
    (.special(.up), .moveUp), (.ctrl("p"), .moveUp), (.special(.down), .moveDown), (.ctrl("n"), .moveDown),
    (.special(.pageUp), .pageUp), (.special(.pageDown), .pageDown),
  ]

  static let form: [(KeyPress, Command)] = [
    (.char("a"), .insert("a")), (.char("q"), .insert("q")), (.char(" "), .insert(" ")),
    (.char("李"), .insert("李")), (.special(.tab), .focusNext), (.special(.down), .focusNext),
    (.special(.backTab), .focusPrevious), (.special(.up), .focusPrevious), (.special(.enter), .press),
    (.special(.backspace), .deleteBackward), (.ctrl("h"), .deleteBackward), (.special(.escape), .cancel),
  ]

  static let detail: [(KeyPress, Command)] = [
    (.special(.up), .moveUp), (.char("k"), .moveUp), (.special(.down), .moveDown), (.char("j"), .moveDown),
    (.special(.pageUp), .pageUp), (.special(.pageDown), .pageDown), (.char(" "), .pageDown),
    (.special(.home), .first), (.char("g"), .first), (.special(.end), .last), (.char("G"), .last),
    (.special(.escape), .cancel), (.special(.enter), .cancel), (.special(.backspace), .cancel),
    (.special(.left), .cancel), (.char("h"), .cancel), (.char("q"), .quit),
    (.ctrl("p"), .moveUp), (.ctrl("n"), .moveDown), (.ctrl("b"), .pageUp), (.ctrl("f"), .pageDown),
  ]

  static let checklist: [(KeyPress, Command)] = [
    (.special(.up), .moveUp), (.char("k"), .moveUp), (.special(.down), .moveDown), (.char("j"), .moveDown),
    (.special(.pageUp), .pageUp), (.special(.pageDown), .pageDown), (.special(.home), .first),
    (.special(.end), .last), (.special(.enter), .open), (.special(.escape), .cancel), (.char("q"), .cancel),
    (.ctrl("p"), .moveUp), (.ctrl("n"), .moveDown), (.ctrl("b"), .pageUp), (.ctrl("f"), .pageDown),
    (.char("g"), .first), (.char("G"), .last),
  ]

  @Test("dialog keys move focus, press, answer and dismiss", arguments: dialog)
  func dialogBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .dialog) == command)
  }

  @Test("list keys move, page, open, cancel and quit", arguments: list)
  func listBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .list) == command)
  }

  @Test("text entry inserts printable characters and still edits and moves", arguments: textEntry)
  func textEntryBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .textEntry) == command)
  }

  @Test("form keys type, move between fields, press, delete backwards and cancel", arguments: form)
  func formBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .form) == command)
  }

  @Test("a form leaves the cursor keys and Ctrl chords to the program")
  func formLeavesEditingToTheProgram() {
    for key: KeyPress in [
      .special(.left), .special(.right), .special(.home), .special(.end), .special(.delete),
      .ctrl("a"), .ctrl("e"), .ctrl("k"), .ctrl("u"), .ctrl("s"),
    ] {
      #expect(KeyTable.command(for: key, in: .form) == nil, "\(key)")
    }
  }

  @Test("detail keys scroll and go back", arguments: detail)
  func detailBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .detail) == command)
  }

  @Test("checklist keys move, confirm and back out", arguments: checklist)
  func checklistBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .checklist) == command)
  }

  static let choices: [(KeyPress, Command)] = [
    (.special(.up), .moveUp), (.char("k"), .moveUp), (.ctrl("p"), .moveUp), (.special(.down), .moveDown),
    (.char("j"), .moveDown), (.ctrl("n"), .moveDown), (.special(.pageUp), .pageUp), (.ctrl("b"), .pageUp),
    (.special(.pageDown), .pageDown), (.ctrl("f"), .pageDown), (.special(.home), .first), (.char("g"), .first),
    (.special(.end), .last), (.char("G"), .last), (.special(.tab), .focusNext), (.special(.right), .focusNext),
    (.char("l"), .focusNext), (.special(.backTab), .focusPrevious), (.special(.left), .focusPrevious),
    (.char("h"), .focusPrevious), (.special(.enter), .open), (.special(.escape), .cancel), (.char("q"), .cancel),
  ]

  @Test("choice rows move like a list, change the column with ← → h l Tab, confirm and back out", arguments: choices)
  func choicesBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .choices) == command)
  }

  @Test("the line question takes y, n, Enter (the default, no), Esc and q; nothing moves a focus", arguments: question)
  func questionBinding(key: KeyPress, command: Command) {
    #expect(KeyTable.command(for: key, in: .question) == command)
  }

  @Test("the tables above list every binding there is")
  func tablesAreComplete() {
    let expected: [KeyContext: [(KeyPress, Command)]] = [
      .dialog: Self.dialog, .list: Self.list, .detail: Self.detail, .checklist: Self.checklist,
      .question: Self.question, .choices: Self.choices,
    ]
    for (context, rows) in expected {
      #expect(KeyTable.bindings(in: context).count == Set(rows.map(\.0)).count, "\(context)")
    }
    let specials = Self.textEntry.filter { if case .char = $0.0 { false } else { true } }
    #expect(KeyTable.bindings(in: .textEntry).count == specials.count)
    let formSpecials = Self.form.filter { if case .char = $0.0 { false } else { true } }
    #expect(KeyTable.bindings(in: .form).count == formSpecials.count)
  }

  @Test("a list inserts no letters: typing there is not text entry")
  func listInsertsNothing() {
    for letter in "abcdefhilnoprstuvxyz" {
      #expect(KeyTable.command(for: .char(letter), in: .list) != .insert(letter))
    }
  }

  @Test(
    "keys with no meaning in a context give nil",
    arguments: [
      (KeyPress.char("x"), KeyContext.dialog), (.special(.function(1)), .list), (.ctrl("z"), .textEntry),
      (.char("y"), .list), (.special(.insert), .checklist), (.char("a"), .detail),
    ])
  func unbound(key: KeyPress, context: KeyContext) {
    #expect(KeyTable.command(for: key, in: context) == nil)
  }
}
