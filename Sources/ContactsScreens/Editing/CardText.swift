package import ContactModel
import VCard

/// A contact as vCard text in an editor, and the text read back.
///
/// The text is the card as `VCardWriter` writes it back from the card it was read from
/// (`Contact.originalCard`): every property, parameter and group the file had, unknown ones
/// included, so what the user did not touch survives. Lines that start with `#` are comments,
/// removed before the text is read (a vCard line never starts with `#`: it starts with a property
/// name or a group, both letters, digits and `-`); the app writes its error messages there.
package enum CardText {
  /// The text to edit for `contact`: a 4.0 card as 4.0, any other as 3.0 (the writer writes no
  /// 2.1), so a 4.0 card is not converted just because it was opened.
  package static func text(for contact: Contact) -> [UInt8] {
    VCardWriter.bytes([contact], version: isVersion4(contact.originalCard.bytes) ? .v4 : .v3)
  }

  /// Whether a card's bytes say `VERSION:4.0` (in any case, at the start of a line).
  static func isVersion4(_ card: [UInt8]) -> Bool {
    let text = String(decoding: card.prefix(64 << 10), as: UTF8.self).uppercased()
    return text.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("VERSION:4.0") }
  }

  /// `text` without its comment lines (those whose first byte is `#`), line breaks kept as
  /// they are.
  package static func removingComments(_ text: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var lineStart = true
    var skipping = false
    for byte in text {
      if lineStart { skipping = byte == 0x23 }
      if !skipping { out.append(byte) }
      lineStart = byte == 0x0A
    }
    return out
  }

  /// Whether `text` holds nothing but blanks.
  package static func isBlank(_ text: [UInt8]) -> Bool {
    text.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
  }

  /// Why edited text is not one valid card: the message and the 1-based line it concerns (0 for
  /// the whole text).
  package struct Problem: Error, Equatable, Sendable {
    /// What is wrong.
    package var message: String
    /// The line, counted in the text without comments; 0 for the whole text.
    package var line: Int
  }

  /// The one card in `text` (comments already removed), keeping its bytes as its original
  /// card; a problem when the text holds no card or several, or when the reader had anything
  /// to say about it (every diagnostic is an error here, repairs too: the user can fix them now).
  package static func card(in text: [UInt8]) -> Result<Contact, Problem> {
    let (contacts, diagnostics) = VCardReader.readKeepingOriginalCards(text, source: "card")
    if let first = diagnostics.first {
      return .failure(Problem(message: first.reason, line: first.line))
    }
    switch contacts.count {
    case 1: return .success(contacts[0])
    case 0: return .failure(Problem(message: "there is no card here (BEGIN:VCARD … END:VCARD)", line: 0))
    default:
      return .failure(Problem(message: "there are \(contacts.count) cards here; keep exactly one", line: 0))
    }
  }

  /// `text` (comments removed) with a comment block on top that names `problem`, its line
  /// counted in the file as it is now shown.
  package static func annotated(_ text: [UInt8], problem: Problem) -> [UInt8] {
    let header = [
      "# contacts-tui: this card was not saved.",
      "",  // the problem's line, filled in below
      "# Fix it and save to try again, or empty the file (or quit with an error, :cq in vi) to cancel.",
      "# Lines starting with # are ignored.",
    ]
    let where_ = problem.line > 0 ? "line \(problem.line + header.count): " : ""
    var lines = header
    let message = problem.message.split(whereSeparator: \.isNewline).joined(separator: " ")
    lines[1] = "# \(where_)\(message)"
    let crlf = text.firstIndex(of: 0x0A).map { $0 > 0 && text[$0 - 1] == 0x0D } ?? true
    let lineBreak = crlf ? "\r\n" : "\n"
    return Array((lines.joined(separator: lineBreak) + lineBreak).utf8) + text
  }
}
