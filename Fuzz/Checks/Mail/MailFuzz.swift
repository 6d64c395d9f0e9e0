import MailMessage

/// `add-email`'s reader of a mail's sender (`MailSender`: the header section, address lists,
/// RFC 2047 words, the split of the name) on arbitrary bytes, as a message on stdin.
///
/// Oracle: it gives the same answer twice; a sender's address is exactly one valid address
/// (`MailAddress`: one `@`-separated local part and domain, both non-empty, with no blank,
/// separator, control or bidi character); its name has no control, bidi or zero-width character
/// (it reaches a terminal, a card and a mail client); the given and family names are made only of the
/// name's words; and the same message with CRLF line ends gives the same sender.
public enum MailFuzz {
  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    let sender = MailSender(message: data)
    guard sender == MailSender(message: data) else { fatalError("two reads of one message differ") }
    var crlf: [UInt8] = []
    for byte in data {
      if byte == 0x0A, crlf.last != 0x0D { crlf.append(0x0D) }
      crlf.append(byte)
    }
    if !data.contains(0x0D), sender != MailSender(message: crlf) {
      fatalError("CRLF line ends changed the sender")
    }
    guard let sender else { return }
    let address = sender.mailbox.address
    guard let at = address.lastIndex(of: "@"), at != address.startIndex, address.index(after: at) != address.endIndex
    else { fatalError("an address without a local part and a domain: \(address.debugDescription)") }
    if address.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
      fatalError("a blank or control character in an address: \(address.debugDescription)")
    }
    if let problem = MailAddress.problem(address) {
      fatalError("not one valid address (\(problem)): \(address.debugDescription)")
    }
    let name = sender.mailbox.name
    if name.unicodeScalars.contains(where: MailAddressList.isInvisible) {
      fatalError("a control or invisible character in a name: \(name.debugDescription)")
    }
    let split = sender.personalName
    let words = Set(split.full.split { $0 == " " || $0 == "," }.map(String.init))
    for part in [split.given, split.family] {
      for word in part.split(whereSeparator: { $0 == " " || $0 == "," }) where !words.contains(String(word)) {
        fatalError("\(word.debugDescription) is not a word of \(split.full.debugDescription)")
      }
    }
  }
}
