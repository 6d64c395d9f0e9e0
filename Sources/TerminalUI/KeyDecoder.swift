import CNcurses

/// Turns what ncurses `wget_wch` returns into a `KeyPress`, so no other file sees a key code.
enum KeyDecoder {
  /// The key for a character `get_wch` returned as text, or nil for one that means nothing.
  static func decode(character value: UInt32) -> KeyPress? {
    switch value {
    case 8, 127: return .special(.backspace)
    case 9: return .special(.tab)
    case 10, 13: return .special(.enter)
    case 27: return .special(.escape)
    case 0: return .ctrl("@")
    case 1...26:
      guard let scalar = Unicode.Scalar(value + 0x60) else { return nil }
      return .ctrl(Character(scalar))
    case 28...31:
      guard let scalar = Unicode.Scalar(value + 0x40) else { return nil }
      return .ctrl(Character(scalar))
    default:
      guard value >= 0x20, let scalar = Unicode.Scalar(value) else { return nil }
      guard scalar.properties.generalCategory != .control else { return nil }
      return .char(Character(scalar))
    }
  }

  /// The key for a key code (`KEY_CODE_YES`), or nil for codes this program does not use.
  static func decode(keyCode code: Int32) -> KeyPress? {
    if let special = specials[code] { return .special(special) }
    let f0 = cn_KEY_F0()
    if code > f0, code <= f0 + 63 { return .special(.function(Int(code - f0))) }
    return nil
  }

  private static let specials: [Int32: SpecialKey] = [
    cn_KEY_UP(): .up,
    cn_KEY_DOWN(): .down,
    cn_KEY_LEFT(): .left,
    cn_KEY_RIGHT(): .right,
    cn_KEY_PPAGE(): .pageUp,
    cn_KEY_A3(): .pageUp,
    cn_KEY_NPAGE(): .pageDown,
    cn_KEY_C3(): .pageDown,
    cn_KEY_HOME(): .home,
    cn_KEY_A1(): .home,
    cn_KEY_END(): .end,
    cn_KEY_LL(): .end,
    cn_KEY_C1(): .end,
    cn_KEY_ENTER(): .enter,
    cn_KEY_BACKSPACE(): .backspace,
    cn_KEY_DC(): .delete,
    cn_KEY_IC(): .insert,
    cn_KEY_BTAB(): .backTab,
  ]
}
