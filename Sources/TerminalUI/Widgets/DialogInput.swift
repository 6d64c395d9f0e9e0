/// Every input that can reach a dialog's decision, in one place (STYLE habit 18).
///
/// A screen that shows a `DialogState` turns everything that happens into one of these and
/// hands it to `DialogState.handle(_:at:)`, the one switch that decides what each may do. What a
/// terminal reports and this list does not name becomes `.unrecognizedKey` or `.mouseOther`,
/// which only ever disarm: the safe outcome is the default.
public enum DialogInput: Equatable, Hashable, Sendable {
  /// A key; the one key table gives it its meaning in the dialog's key context.
  case key(KeyPress)
  /// A key the table has no name for (an Alt chord, an unknown sequence, a stray byte).
  case unrecognizedKey
  /// The terminal's paste-start marker: everything up to the end marker is dropped.
  case pasteStarted
  /// The terminal's paste-end marker.
  case pasteEnded
  /// The left mouse button went down over this button (nil: over none).
  case mouseDown(button: Int?)
  /// The left mouse button came up over this button (nil: over none).
  case mouseUp(button: Int?)
  /// Any other mouse report: the wheel, motion, another button, a modified click.
  case mouseOther
  /// The dialog appeared (the caller flushes typeahead first).
  case appeared
  /// The terminal changed size (SIGWINCH).
  case resized
  /// The process came back after Ctrl-Z and `fg`.
  case resumed
  /// Time passed with no input at all.
  case idle
  /// The request's `--timeout` passed.
  case timedOut
  /// A signal that ends the program arrived.
  case interrupted(Int32)
  /// The terminal went away or its input ended.
  case endOfInput
}

extension DialogInput {
  /// What a terminal event means to a dialog laid out as `layout` (mouse positions are matched
  /// against the buttons' current cells).
  public init(_ event: InputEvent, layout: DialogLayout) {
    switch event {
    case .key(let key): self.init(key)
    case .mouse(let mouse):
      let button = layout.button(atRow: mouse.row, col: mouse.col)
      switch mouse.kind {
      case .press: self = .mouseDown(button: button)
      case .click, .doubleClick, .release: self = .mouseUp(button: button)
      case .wheelUp, .wheelDown, .other: self = .mouseOther
      }
    case .resize: self = .resized
    case .resumed: self = .resumed
    case .interrupted(let signal): self = .interrupted(signal)
    case .endOfInput: self = .endOfInput
    }
  }

  /// What a decoded key or mouse report means to a dialog with no mouse targets (the line prompt).
  public init(_ decoded: DecodedInput) {
    switch decoded {
    case .key(let key): self.init(key)
    case .mouse: self = .mouseOther
    }
  }

  /// A key, with the paste markers and unnamed keys told apart from keys the table may bind.
  public init(_ key: KeyPress) {
    switch key {
    case .special(.pasteStart): self = .pasteStarted
    case .special(.pasteEnd): self = .pasteEnded
    case .special(.unrecognized), .alt: self = .unrecognizedKey
    default: self = .key(key)
    }
  }
}
