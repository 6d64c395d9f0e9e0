/// One mailbox of an address list: a display name (decoded, "" when there is none) and an
/// address.
package struct Mailbox: Equatable, Sendable {
  /// The display name, RFC 2047 words decoded, quotes and escapes removed; "" for none.
  package var name: String
  /// The address, `local@domain`, as written.
  package var address: String

  /// A mailbox.
  package init(name: String, address: String) {
    self.name = name
    self.address = address
  }
}

/// Reads an address-list header value (RFC 5322 section 3.4) as real mail writes it: names
/// quoted or not (`"Doe, Jane" <j@x>`, `Jane Doe <j@x>`, `'Jane' <j@x>`), a bare `j@x`, the
/// obsolete `j@x (Jane Doe)` whose comment is the name, groups (`Team: a@x, b@x;`, and the empty
/// `undisclosed-recipients:;`), an obsolete route (`<@relay:j@x>`), and RFC 2047 words in names
/// and comments.
///
/// It never fails: a mailbox whose address is not exactly one valid address (`MailAddress`: a
/// comma or a second `@` inside `<…>`, an encoded word, a bidi control, bytes that are not UTF-8)
/// is an `Entry.refused`; what holds no `@` at all is skipped. It runs in time linear in the
/// value's length.
package enum MailAddressList {
  /// One element of an address list.
  package enum Entry: Equatable, Sendable {
    /// A mailbox with one valid address.
    case mailbox(Mailbox)
    /// What stood where an address should be (as written, control characters shown as `?`),
    /// and why it is not one.
    case refused(String, MailAddress.Problem)
  }

  /// The mailboxes in `value` whose addresses are valid, in order.
  package static func parse(_ value: [UInt8]) -> [Mailbox] {
    entries(value).compactMap {
      if case .mailbox(let mailbox) = $0 { return mailbox }
      return nil
    }
  }

  /// Every mailbox in `value` that has an `@`, in order, valid or refused.
  package static func entries(_ value: [UInt8]) -> [Entry] {
    var entries: [Entry] = []
    var current: [Token] = []
    for token in tokenize(value) {
      switch token.kind {
      case .comma, .semicolon:
        if let entry = entry(current) { entries.append(entry) }
        current = []
      case .colon:
        // What came before was the group's name, or garbage; the group's members follow.
        current = []
      default:
        current.append(token)
      }
    }
    if let entry = entry(current) { entries.append(entry) }
    return entries
  }

  private struct Token {
    enum Kind: Equatable {
      case atom, quoted, comment, angle, comma, colon, semicolon
    }
    var kind: Kind
    var bytes: [UInt8]
  }

  private static func tokenize(_ value: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < value.count {
      let byte = value[index]
      switch byte {
      case 0x20, 0x09, 0x0D, 0x0A:
        index += 1
      case 0x2C:
        tokens.append(Token(kind: .comma, bytes: []))
        index += 1
      case 0x3A:
        tokens.append(Token(kind: .colon, bytes: []))
        index += 1
      case 0x3B:
        tokens.append(Token(kind: .semicolon, bytes: []))
        index += 1
      case 0x22:
        let (bytes, end) = quoted(value, from: index + 1)
        tokens.append(Token(kind: .quoted, bytes: bytes))
        index = end
      case 0x28:
        let (bytes, end) = comment(value, from: index + 1)
        tokens.append(Token(kind: .comment, bytes: bytes))
        index = end
      case 0x3C:
        var end = index + 1
        var bytes: [UInt8] = []
        while end < value.count, value[end] != 0x3E {
          let inner = value[end]
          if inner != 0x20 && inner != 0x09 && inner != 0x0D && inner != 0x0A { bytes.append(inner) }
          end += 1
        }
        tokens.append(Token(kind: .angle, bytes: bytes))
        index = min(end + 1, value.count)
      case 0x3E:
        index += 1  // a stray `>`
      default:
        var end = index
        while end < value.count, !isDelimiter(value[end]) { end += 1 }
        tokens.append(Token(kind: .atom, bytes: Array(value[index..<end])))
        index = end
      }
    }
    return tokens
  }

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0D, 0x0A, 0x2C, 0x3A, 0x3B, 0x22, 0x28, 0x3C, 0x3E: true
    default: false
    }
  }

  /// A quoted string's content from `start` (after the opening quote), escapes resolved, and
  /// the index after its closing quote (or the end, when it is never closed).
  private static func quoted(_ value: [UInt8], from start: Int) -> ([UInt8], Int) {
    var bytes: [UInt8] = []
    var index = start
    while index < value.count {
      let byte = value[index]
      if byte == 0x22 { return (bytes, index + 1) }
      if byte == 0x5C, index + 1 < value.count {
        bytes.append(value[index + 1])
        index += 2
        continue
      }
      if byte != 0x0D && byte != 0x0A { bytes.append(byte) }
      index += 1
    }
    return (bytes, index)
  }

  /// A comment's content (nested comments kept with their parentheses), and the index after it.
  private static func comment(_ value: [UInt8], from start: Int) -> ([UInt8], Int) {
    var bytes: [UInt8] = []
    var depth = 1
    var index = start
    while index < value.count {
      let byte = value[index]
      if byte == 0x5C, index + 1 < value.count {
        bytes.append(value[index + 1])
        index += 2
        continue
      }
      if byte == 0x28 { depth += 1 }
      if byte == 0x29 {
        depth -= 1
        if depth == 0 { return (bytes, index + 1) }
      }
      if byte != 0x0D && byte != 0x0A { bytes.append(byte) }
      index += 1
    }
    return (bytes, index)
  }

  /// The entry the tokens between two commas make, if they hold an `@`.
  private static func entry(_ tokens: [Token]) -> Entry? {
    if let angle = tokens.lastIndex(where: { $0.kind == .angle }) {
      guard let address = withoutRoute(tokens[angle].bytes) else {
        return .refused(shown(tokens[angle].bytes), .separator(","))
      }
      return checked(address) { address in
        var name = phrase(tokens[..<angle])
        if name.isEmpty { name = commentText(tokens) }
        return Mailbox(name: cleaned(name, address: address), address: address)
      }
    }
    // A bare address: its atoms and quoted parts joined (`"john doe"@x` is one text, refused
    // for its blank).
    var spec: [UInt8] = []
    for token in tokens where token.kind == .atom || token.kind == .quoted {
      spec += token.bytes
    }
    return checked(spec) { Mailbox(name: cleaned(commentText(tokens), address: $0), address: $0) }
  }

  /// The address in an angle's bytes without an obsolete route (`@relay1,@relay2:j@x`, RFC 5322
  /// section 4.4); nil when what stands before a colon is not a route.
  private static func withoutRoute(_ bytes: [UInt8]) -> [UInt8]? {
    guard let colon = bytes.lastIndex(of: 0x3A) else { return bytes }
    for hop in bytes[..<colon].split(separator: 0x2C, omittingEmptySubsequences: true) {
      guard hop.first == 0x40, hop.count > 1, !hop.dropFirst().contains(0x40) else { return nil }
    }
    return Array(bytes[(colon + 1)...])
  }

  /// The entry for `bytes` where an address stands: nil without an `@`, refused unless it is
  /// UTF-8 and one valid address, else the mailbox `make` gives.
  private static func checked(_ bytes: [UInt8], _ make: (String) -> Mailbox) -> Entry? {
    guard bytes.contains(0x40) else { return nil }
    guard let address = String(validating: bytes, as: UTF8.self) else {
      return .refused(shown(bytes), .invisible("\u{FFFD}"))
    }
    if let problem = MailAddress.problem(address) { return .refused(shown(bytes), problem) }
    return .mailbox(make(address))
  }

  /// Bytes as a message may show them: decoded leniently, invisible characters as `?`, at most
  /// 200 characters.
  private static func shown(_ bytes: [UInt8]) -> String {
    let decoded = String(decoding: bytes.prefix(800), as: UTF8.self)
    let text = String(String.UnicodeScalarView(decoded.unicodeScalars.map { isInvisible($0) ? "?" : $0 }))
    return text.count > 200 ? String(text.prefix(200)) + "…" : text
  }

  /// Whether a name may not keep `scalar`: a control, or a format character (bidi controls that
  /// reorder what a reader sees, zero-width spaces) other than the joiners scripts need.
  package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    case .format: scalar.value != 0x200C && scalar.value != 0x200D
    default: false
    }
  }

  /// The words of a display name, decoded and joined by single spaces (encoded words that stand
  /// next to each other joined without one).
  private static func phrase(_ tokens: ArraySlice<Token>) -> String {
    var words: [UInt8] = []
    for token in tokens where token.kind == .atom || token.kind == .quoted {
      if !words.isEmpty { words.append(0x20) }
      words += token.bytes
    }
    return EncodedWords.decode(words)
  }

  private static func commentText(_ tokens: [Token]) -> String {
    for token in tokens where token.kind == .comment {
      let text = EncodedWords.decode(token.bytes)
      if !text.allSatisfy(\.isWhitespace) { return text }
    }
    return ""
  }

  /// A name with control characters blanked, other invisible characters removed, blanks collapsed and the quotes some mailers put around it (`'Jane Doe'`)
  /// removed; "" when the name is only the address again.
  private static func cleaned(_ name: String, address: String) -> String {
    // Control characters (an escape sequence in an encoded word) become blanks, and bidi
    // controls and zero-width spaces go: the name is text, shown as it reads.
    let visible = String(
      String.UnicodeScalarView(
        name.unicodeScalars.compactMap {
          $0.properties.generalCategory == .control ? " " : isInvisible($0) ? nil : $0
        }))
    var text = visible.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    for (open, close) in [("'", "'"), ("\"", "\"")] where text.count >= 2 {
      if text.hasPrefix(open), text.hasSuffix(close) {
        text = String(text.dropFirst().dropLast()).trimmingBlanks()
      }
    }
    if text.lowercased() == address.lowercased() { return "" }
    return text
  }
}

extension String {
  /// The string without leading and trailing white space.
  fileprivate func trimmingBlanks() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
