/// The one key table of the generic widgets: raw key + context -> command.
///
/// Every generic binding is in the tables below, one line per command, so what a key does can be
/// read here and nowhere else. Widgets and screens only ever see the resulting `Command`. A key
/// with no binding here gives nil, and is the program's own to look up in its own table.
public enum KeyTable {
  /// The command `key` means in `context`, or nil when it means nothing there.
  public static func command(for key: KeyPress, in context: KeyContext) -> Command? {
    if let command = lookup[context]?[key] { return command }
    if context == .textEntry || context == .form, case .char(let character) = key { return .insert(character) }
    return nil
  }

  /// Every key bound in `context` (text entry also inserts any other printable character).
  public static func bindings(in context: KeyContext) -> [KeyPress: Command] {
    lookup[context] ?? [:]
  }

  private typealias Binding = (keys: [KeyPress], command: Command)

  private static let listMoves: [Binding] = [
    ([.special(.up), .char("k"), .ctrl("p")], .moveUp),
    ([.special(.down), .char("j"), .ctrl("n")], .moveDown),
    ([.special(.pageUp), .ctrl("b")], .pageUp),
    ([.special(.pageDown), .ctrl("f")], .pageDown),
    ([.special(.home), .char("g")], .first),
    ([.special(.end), .char("G")], .last),
  ]

  private static let dialog: [Binding] = [
    ([.special(.tab), .special(.right), .char("l")], .focusNext),
    ([.special(.backTab), .special(.left), .char("h")], .focusPrevious),
    ([.special(.enter), .char(" ")], .press),
    ([.char("y"), .char("Y")], .accept),
    ([.char("n"), .char("N")], .refuse),
    ([.special(.escape), .char("q")], .cancel),
  ]

  /// The line prompt: Enter takes the default (the focused refusing button), as `[y/N]` says.
  private static let question: [Binding] = [
    ([.special(.enter)], .press),
    ([.char("y"), .char("Y")], .accept),
    ([.char("n"), .char("N")], .refuse),
    ([.special(.escape), .char("q"), .char("Q")], .cancel),
  ]

  private static let list: [Binding] =
    listMoves + [
      ([.char(" ")], .pageDown),
      ([.special(.enter)], .open),
      ([.special(.escape)], .cancel),
      ([.char("q")], .quit),
    ]

  private static let textEntry: [Binding] = [
    ([.special(.up), .ctrl("p")], .moveUp),
    ([.special(.down), .ctrl("n")], .moveDown),
    ([.special(.pageUp)], .pageUp),
    ([.special(.pageDown)], .pageDown),
    ([.special(.backspace), .ctrl("h")], .deleteBackward),
    ([.special(.enter)], .open),
    ([.special(.escape)], .cancel),
  ]

  /// A form of text fields: Tab, ↓ and Enter leave a field for the next one; what edits inside a
  /// field beyond typing and Backspace (the cursor keys, Ctrl-K, saving) is the program's.
  private static let form: [Binding] = [
    ([.special(.tab), .special(.down)], .focusNext),
    ([.special(.backTab), .special(.up)], .focusPrevious),
    ([.special(.enter)], .press),
    ([.special(.backspace), .ctrl("h")], .deleteBackward),
    ([.special(.escape)], .cancel),
  ]

  private static let detail: [Binding] =
    listMoves + [
      ([.char(" ")], .pageDown),
      ([.special(.escape), .special(.enter), .special(.backspace), .special(.left), .char("h")], .cancel),
      ([.char("q")], .quit),
    ]

  private static let checklist: [Binding] =
    listMoves + [
      ([.special(.enter)], .open),
      ([.special(.escape), .char("q")], .cancel),
    ]

  private static let choices: [Binding] =
    listMoves + [
      ([.special(.tab), .special(.right), .char("l")], .focusNext),
      ([.special(.backTab), .special(.left), .char("h")], .focusPrevious),
      ([.special(.enter)], .open),
      ([.special(.escape), .char("q")], .cancel),
    ]

  private static let lookup: [KeyContext: [KeyPress: Command]] = [
    .dialog: index(dialog),
    .list: index(list),
    .textEntry: index(textEntry),
    .detail: index(detail),
    .checklist: index(checklist),
    .choices: index(choices),
    .question: index(question),
    .form: index(form),
  ]

  private static func index(_ bindings: [Binding]) -> [KeyPress: Command] {
    var table: [KeyPress: Command] = [:]
    for binding in bindings {
      for key in binding.keys { table[key] = binding.command }
    }
    return table
  }
}
