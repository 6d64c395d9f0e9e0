/// The one shape of e-mail address contacts-tui stores and prints: exactly one RFC 5322 addr-spec
/// in its dot-atom form, `local@domain`, with UTF-8 allowed as RFC 6532 allows it.
///
/// A mail client reads `query`'s address column as an address *list* (mutt does), so anything
/// that could be read as two addresses, a group, a route, a comment or a quoted string is refused
/// here rather than passed on: a quoted local part (`"a b"@x`, which hides `,` and `@`), a domain
/// literal (`[10.0.0.1]`), an RFC 2047 word (`=?…?=`, which RFC 2047 section 5 forbids in an
/// addr-spec and a client may decode), and any character that is not a letter, digit, mark,
/// symbol or the ASCII punctuation `atext` allows (controls, bidi controls and other invisible
/// format characters, blanks of every kind). docs/DECISIONS.md, "Which e-mail addresses are
/// stored and printed".
package enum MailAddress {
  /// Why a text is not one valid address.
  package enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// Empty, or with no `@`, or with nothing before or after it.
    case notLocalAtDomain
    /// More than one `@` (only a quoted local part could hold one, and those are refused).
    case severalAt
    /// A character that ends an address or starts another: `,` `;` `<` `>` `"` `(` `)` `[` `]` `\` `:` or a blank.
    case separator(Unicode.Scalar)
    /// A control, bidi or other invisible character.
    case invisible(Unicode.Scalar)
    /// An RFC 2047 encoded word.
    case encodedWord
    /// A dot at an end of the local part or a label, or two in a row.
    case misplacedDot
    /// A domain label that is not letters, digits and inner hyphens.
    case badDomain
    /// Longer than RFC 5321 allows (64 bytes of local part, 254 in all).
    case tooLong

    /// The reason in words, for a message that says what was refused.
    package var description: String {
      switch self {
      case .notLocalAtDomain: "it is not local-part@domain"
      case .severalAt: "it has more than one @"
      case .separator(let scalar): "it holds \(Self.name(scalar)), which separates or quotes addresses"
      case .invisible(let scalar): "it holds the invisible character \(Self.name(scalar))"
      case .encodedWord: "it holds an encoded word (=?…?=), which an address may not"
      case .misplacedDot: "a dot is at an end of a part, or doubled"
      case .badDomain: "its domain is not letters, digits and hyphens between dots"
      case .tooLong: "it is longer than an address may be (64 bytes before the @, 254 in all)"
      }
    }

    private static func name(_ scalar: Unicode.Scalar) -> String {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      return scalar.value > 0x20 && scalar.value < 0x7F ? "'\(Character(scalar))'" : code
    }
  }

  /// Nil when `text` is exactly one valid address, else why not.
  package static func problem(_ text: String) -> Problem? {
    // The length first: a megabyte between `<` and `>` is refused before it is looked at.
    guard text.utf8.count <= 254 else { return .tooLong }
    let scalars = Array(text.unicodeScalars)
    var at: Int?
    for (index, scalar) in scalars.enumerated() {
      if let problem = characterProblem(scalar) { return problem }
      if scalar == "@" {
        guard at == nil else { return .severalAt }
        at = index
      }
    }
    guard let at, at > 0, at < scalars.count - 1 else { return .notLocalAtDomain }
    let local = scalars[..<at]
    let domain = scalars[(at + 1)...]
    guard String(String.UnicodeScalarView(local)).utf8.count <= 64 else { return .tooLong }
    if zip(scalars, scalars.dropFirst()).contains(where: { $0 == "=" && $1 == "?" }) { return .encodedWord }
    for part in [local, domain] where part.first == "." || part.last == "." || hasDoubleDot(part) {
      return .misplacedDot
    }
    for label in domain.split(separator: ".") {
      let lettersAndDigits = label.allSatisfy { $0.value >= 0x80 || isLetterOrDigit($0) || $0 == "-" }
      guard lettersAndDigits, label.first != "-", label.last != "-" else { return .badDomain }
    }
    return nil
  }

  /// Whether `text` is exactly one valid address.
  package static func isValid(_ text: String) -> Bool { problem(text) == nil }

  /// Why `scalar` may not stand in an address at all, if it may not.
  private static func characterProblem(_ scalar: Unicode.Scalar) -> Problem? {
    switch scalar.value {
    case 0x00...0x20, 0x7F...0x9F: return scalar == " " ? .separator(scalar) : .invisible(scalar)
    case 0x21...0x7E:
      return "!#$%&'*+-/=?^_`{|}~.@".unicodeScalars.contains(scalar) || isLetterOrDigit(scalar)
        ? nil : .separator(scalar)
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
        return .invisible(scalar)
      case .spaceSeparator:
        return .separator(scalar)
      default:
        // U+FFFD stands for bytes that were not UTF-8: the address is not what was written.
        return scalar.value == 0xFFFD ? .invisible(scalar) : nil
      }
    }
  }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: false
    }
  }

  private static func hasDoubleDot(_ part: ArraySlice<Unicode.Scalar>) -> Bool {
    zip(part, part.dropFirst()).contains { $0 == "." && $1 == "." }
  }
}
