extension KeyDecoder {
  /// What starts with Esc: the Esc key, an Alt chord, SS3 (`ESC O x`) or a CSI sequence.
  static func escape(_ bytes: ArraySlice<UInt8>, final: Bool) -> (DecodedInput, Int)? {
    let start = bytes.startIndex
    guard start + 1 < bytes.endIndex else { return final ? (.key(.special(.escape)), 1) : nil }
    let next = bytes[start + 1]
    switch next {
    case UInt8(ascii: "["): return csi(bytes, final: final)
    case UInt8(ascii: "O"): return ss3(bytes, final: final)
    case 0x1B: return (.key(.special(.unrecognized)), 1)  // Esc twice: the second starts anew
    case 0x20...0x7E: return (.key(.alt(Character(Unicode.Scalar(next)))), 2)
    case 0x80...:
      // Alt with a non-ASCII character: one key, whatever the character.
      guard let (_, length) = utf8(bytes[(start + 1)...], final: final) else { return nil }
      return (.key(.special(.unrecognized)), 1 + length)
    default:
      return (.key(.special(.unrecognized)), 2)  // Alt with Enter, Tab, Backspace, a Ctrl chord
    }
  }

  /// `ESC O x`: keypad and cursor keys in application mode. `ESC O` alone is Alt-O.
  private static func ss3(_ bytes: ArraySlice<UInt8>, final: Bool) -> (DecodedInput, Int)? {
    let start = bytes.startIndex
    guard start + 2 < bytes.endIndex else { return final ? (.key(.alt("O")), 2) : nil }
    let key: KeyPress? =
      switch bytes[start + 2] {
      case UInt8(ascii: "A"): .special(.up)
      case UInt8(ascii: "B"): .special(.down)
      case UInt8(ascii: "C"): .special(.right)
      case UInt8(ascii: "D"): .special(.left)
      case UInt8(ascii: "H"): .special(.home)
      case UInt8(ascii: "F"): .special(.end)
      case UInt8(ascii: "M"): .special(.enter)  // keypad Enter
      case UInt8(ascii: "P"): .special(.function(1))
      case UInt8(ascii: "Q"): .special(.function(2))
      case UInt8(ascii: "R"): .special(.function(3))
      case UInt8(ascii: "S"): .special(.function(4))
      default: nil
      }
    if let key { return (.key(key), 3) }
    // A byte that cannot end it (Esc among them) starts the next input.
    return (0x20...0x7E).contains(bytes[start + 2]) ? (.key(.special(.unrecognized)), 3) : (.key(.alt("O")), 2)
  }

  /// `ESC [`, parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E);
  /// and X10 mouse reports, `ESC [ M` and three raw bytes.
  private static func csi(_ bytes: ArraySlice<UInt8>, final: Bool) -> (DecodedInput, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      if final || index - start >= maximumSequence { return (.key(.special(.unrecognized)), index - start) }
      return nil
    }
    let finalByte = bytes[index]
    guard (0x40...0x7E).contains(finalByte) else {
      return (.key(.special(.unrecognized)), index - start)  // cut short: the byte starts anew
    }
    let parameters = Array(bytes[(start + 2)..<index])
    if finalByte == UInt8(ascii: "M"), parameters.isEmpty { return x10Mouse(bytes, final: final) }
    let length = index + 1 - start
    if parameters.first == UInt8(ascii: "<"), finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") {
      let report = sgrMouse(parameters.dropFirst(), released: finalByte == UInt8(ascii: "m"))
      return (report.map(DecodedInput.mouse) ?? .key(.special(.unrecognized)), length)
    }
    return (.key(csiKey(parameters, finalByte) ?? .special(.unrecognized)), length)
  }

  /// The key a plain CSI sequence names; nil for any other (modified keys among them).
  private static func csiKey(_ parameters: [UInt8], _ finalByte: UInt8) -> KeyPress? {
    let number = String(decoding: parameters, as: UTF8.self)
    if parameters.isEmpty {
      switch finalByte {
      case UInt8(ascii: "A"): return .special(.up)
      case UInt8(ascii: "B"): return .special(.down)
      case UInt8(ascii: "C"): return .special(.right)
      case UInt8(ascii: "D"): return .special(.left)
      case UInt8(ascii: "H"): return .special(.home)
      case UInt8(ascii: "F"): return .special(.end)
      case UInt8(ascii: "Z"): return .special(.backTab)
      default: return nil
      }
    }
    guard finalByte == UInt8(ascii: "~") else { return nil }
    return tildeKeys[number]
  }

  private static let tildeKeys: [String: KeyPress] = [
    "1": .special(.home), "7": .special(.home), "4": .special(.end), "8": .special(.end),
    "2": .special(.insert), "3": .special(.delete), "5": .special(.pageUp), "6": .special(.pageDown),
    "200": .special(.pasteStart), "201": .special(.pasteEnd),
    "11": .special(.function(1)), "12": .special(.function(2)), "13": .special(.function(3)),
    "14": .special(.function(4)), "15": .special(.function(5)), "17": .special(.function(6)),
    "18": .special(.function(7)), "19": .special(.function(8)), "20": .special(.function(9)),
    "21": .special(.function(10)), "23": .special(.function(11)), "24": .special(.function(12)),
  ]

  /// `b;x;y` of an SGR report (1-based cells); nil unless exactly three numbers.
  private static func sgrMouse(_ parameters: ArraySlice<UInt8>, released: Bool) -> MouseReport? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    var numbers: [Int] = []
    for field in fields {
      guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(String(decoding: field, as: UTF8.self))
      else { return nil }
      numbers.append(number)
    }
    return MouseReport(code: numbers[0], row: numbers[2] - 1, col: numbers[1] - 1, released: released)
  }

  /// `ESC [ M` then button+32, column+33, row+33 as raw bytes. A byte below 32 cannot be one of
  /// them (Esc among them): the report is cut short and that byte starts anew.
  private static func x10Mouse(_ bytes: ArraySlice<UInt8>, final: Bool) -> (DecodedInput, Int)? {
    let start = bytes.startIndex
    var values: [Int] = []
    for index in (start + 3)..<(start + 6) {
      guard index < bytes.endIndex else { return final ? (.key(.special(.unrecognized)), index - start) : nil }
      guard bytes[index] >= 32 else { return (.key(.special(.unrecognized)), index - start) }
      values.append(Int(bytes[index]) - 32)
    }
    // X10 says "a button came up" (3) without saying which: reported as the left one, as SGR's
    // `m` with button 0 is, so one rule reads both.
    let released = values[0] & 3 == 3 && values[0] & 64 == 0
    let code = released ? values[0] & ~3 : values[0]
    return (.mouse(MouseReport(code: code, row: values[2] - 1, col: values[1] - 1, released: released)), 6)
  }
}
