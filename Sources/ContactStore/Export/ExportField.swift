import ContactsSupport
import SafeText

/// One field of a text or TSV listing, made safe for its line and for a terminal.
///
/// - TSV (`escaped`): a tab, line feed, carriage return or backslash becomes `\t`, `\n`, `\r` or
///   `\\`, so every record stays one line.
/// - Text (`spaced`): a tab or line break becomes a space, so every name stays one line.
/// - CSV (`quoted`, through `finishCSV`): tabs and line feeds stay, inside quotes; a carriage
///   return, alone or before a line feed, becomes a line feed, so the only one left ends a record.
///
/// In both, any other control character (ESC, BEL, DEL, the C1 controls U+0080–U+009F) and every
/// bidi control becomes U+FFFD, as `SafeText` decides: a card could otherwise send escape
/// sequences to the terminal showing the list, or reorder the columns around it. Fields almost
/// never need either, so the check is one pass and the rewrite is rare.
enum ExportField {
  enum Style { case escaped, spaced, quoted }

  /// Appends `text` as a field.
  static func append(_ text: String, style: Style, to out: inout [UInt8]) {
    let start = out.count
    out.append(contentsOf: text.utf8)
    clean(from: start, style: style, in: &out)
  }

  /// Appends `text` as a CSV field (`finishCSV`).
  static func appendCSV(_ text: String, to out: inout [UInt8]) {
    let start = out.count
    out.append(contentsOf: text.utf8)
    finishCSV(from: start, in: &out)
  }

  /// Makes `out[start...]`, just appended, a safe CSV field (RFC 4180): controls as in every
  /// style; then, when the field starts as a formula would in a spreadsheet, a `'` before it
  /// (`startsAsFormula`); then, when it holds a comma, a quote or a line break, quotes around it
  /// with each quote inside doubled.
  static func finishCSV(from start: Int, in out: inout [UInt8]) {
    clean(from: start, style: .quoted, in: &out)
    if startsAsFormula(out[start...]) { out.insert(UInt8(ascii: "'"), at: start) }
    guard out[start...].contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return }
    let field = out[start...]
    var quoted: [UInt8] = [0x22]
    quoted.reserveCapacity(field.count + 4)
    for byte in field {
      quoted.append(byte)
      if byte == 0x22 { quoted.append(0x22) }
    }
    quoted.append(0x22)
    out.replaceSubrange(start..., with: quoted)
  }

  /// Whether a spreadsheet would read the field as a formula (CSV injection: a card named
  /// `=HYPERLINK(…)` runs when the list is opened): it starts with `=`, `@` or a tab, or with `+`
  /// or `-` followed by anything a phone number does not hold. (A carriage return, the other
  /// lead of the usual list, is a line feed by now.) So
  /// "+1 206-555-0124" and "-" stay as they are, and "+SUM(A1)" does not.
  static func startsAsFormula(_ field: ArraySlice<UInt8>) -> Bool {
    guard let first = field.first else { return false }
    switch first {
    case UInt8(ascii: "="), UInt8(ascii: "@"), 0x09: return true
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      let phone = Set(" 0123456789()-./+#*x".utf8)
      return field.dropFirst().contains { !phone.contains($0) }
    default: return false
    }
  }

  /// Makes `out[start...]`, just appended, a safe field.
  static func clean(from start: Int, style: Style, in out: inout [UInt8]) {
    let needsRewrite = out.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return false }
      return hasSpecialByte(base + start, bytes.count - start, style: style)
        && needsRewriting(UnsafeBufferPointer(rebasing: bytes[start...]), style: style)
    }
    if needsRewrite { rewrite(from: start, style: style, in: &out) }
  }

  /// The exact answer, for a field the word test sent on: Arabic letters (D8 …) and "’" (E2 …)
  /// share lead bytes with controls but need no rewrite, and looking costs less than copying.
  private static func needsRewriting(_ field: UnsafeBufferPointer<UInt8>, style: Style) -> Bool {
    for index in field.indices {
      let byte = field[index]
      if byte == 0x5C && style == .escaped { return true }
      if SafeText.unsafeLength(field, at: index, keepingLineBreaks: false) > 0 { return true }
    }
    return false
  }

  /// True when one of the `count` bytes is a control, DEL, a lead byte that can start a C1 or
  /// bidi control (C2, D8, E2), or (escaped style) a backslash. Eight bytes at a time, as
  /// `SafeText.mayHoldUnsafeLead` with one more "has a zero byte" test for the backslash. A lead
  /// byte alone (E2 also starts "’" and "…") only sends the field to the exact rewrite.
  private static func hasSpecialByte(_ bytes: UnsafePointer<UInt8>, _ count: Int, style: Style) -> Bool {
    let backslash = SWAR.broadcast(style == .escaped ? 0x5C : 0x7F)
    var index = 0
    while index + 8 <= count {
      let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
      if SafeText.mayHoldUnsafeLead(word) || SWAR.firstZeroBytes(word ^ backslash) != 0 { return true }
      index += 8
    }
    while index < count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
        || (byte == 0x5C && style == .escaped)
      {
        return true
      }
      index += 1
    }
    return false
  }

  private static func rewrite(from start: Int, style: Style, in out: inout [UInt8]) {
    let field = Array(out[start...])
    out.removeSubrange(start...)
    field.withUnsafeBufferPointer { field in
      var index = 0
      while index < field.count {
        let byte = field[index]
        switch (byte, style) {
        case (0x09, .escaped): out += [0x5C, UInt8(ascii: "t")]
        case (0x0A, .escaped): out += [0x5C, UInt8(ascii: "n")]
        case (0x0D, .escaped): out += [0x5C, UInt8(ascii: "r")]
        case (0x5C, .escaped): out += [0x5C, 0x5C]
        case (0x09, .spaced), (0x0A, .spaced), (0x0D, .spaced): out.append(0x20)
        case (0x09, .quoted), (0x0A, .quoted): out.append(byte)
        case (0x0D, .quoted):
          // A line break inside a field is a line feed: a lone carriage return would send a
          // terminal showing the list back to the start of the line, over what came before.
          if index + 1 == field.count || field[index + 1] != 0x0A { out.append(0x0A) }
        default:
          let length = SafeText.unsafeLength(field, at: index, keepingLineBreaks: false)
          if length > 0 {
            out += SafeText.replacementBytes
            index += length
            continue
          }
          out.append(byte)
        }
        index += 1
      }
    }
  }
}
