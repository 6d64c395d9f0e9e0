import TerminalUI
import Testing

@testable import ContactsPrompt

/// Every key of the limited-access picker, through the one lookup it uses: TerminalUI's generic
/// bindings and the picker's own. (These rows were AppKeyTableTests' picker table until the
/// picker's keys moved into the prompt's own target; every row is kept.)
@Suite("The picker's key table")
struct PickerKeyTableTests {
  static let keys: [(KeyPress, PickerCommand)] = [
    (.special(.up), .widget(.moveUp)), (.char("k"), .widget(.moveUp)), (.special(.down), .widget(.moveDown)),
    (.char("j"), .widget(.moveDown)), (.special(.pageUp), .widget(.pageUp)), (.special(.pageDown), .widget(.pageDown)),
    (.special(.home), .widget(.first)), (.special(.end), .widget(.last)), (.char(" "), .toggle),
    (.char("a"), .toggleAll), (.char("/"), .search), (.special(.enter), .widget(.open)),
    (.special(.escape), .widget(.cancel)), (.char("q"), .widget(.cancel)),
    (.ctrl("p"), .widget(.moveUp)), (.ctrl("n"), .widget(.moveDown)), (.ctrl("b"), .widget(.pageUp)),
    (.ctrl("f"), .widget(.pageDown)), (.char("g"), .widget(.first)), (.char("G"), .widget(.last)),
  ]

  @Test("picker keys move, toggle, search and confirm", arguments: keys)
  func binding(key: KeyPress, command: PickerCommand) {
    #expect(PickerKeyTable.command(for: key, in: .checklist) == command)
  }

  @Test("the table above lists every binding there is")
  func tableIsComplete() {
    #expect(PickerKeyTable.bindings(in: .checklist).count == Set(Self.keys.map(\.0)).count)
  }

  @Test("every picker key is one TerminalUI leaves unbound in the checklist, so none is shadowed")
  func pickerKeysAreUnboundInTerminalUI() {
    for key in PickerKeyTable.checklist.keys {
      #expect(KeyTable.command(for: key, in: .checklist) == nil, "\(key)")
    }
  }

  @Test("while searching, keys are typed: the picker binds nothing in text entry")
  func textEntryIsGeneric() {
    for key: KeyPress in [.char(" "), .char("a"), .char("/"), .special(.enter)] {
      #expect(
        PickerKeyTable.command(for: key, in: .textEntry)
          == KeyTable.command(for: key, in: .textEntry).map { .widget($0) })
    }
  }

  @Test(
    "keys with no meaning in the checklist give nil",
    arguments: [KeyPress.special(.insert), .special(.function(1)), .char("y")])
  func unbound(key: KeyPress) {
    #expect(PickerKeyTable.command(for: key, in: .checklist) == nil)
  }
}
