/// The sender of a mail message, as `add-email` adds it: the first mailbox of `From`, else of
/// `Reply-To`, else of `Sender` (docs/DECISIONS.md, "Which header names the sender").
package struct MailSender: Equatable, Sendable {
  /// The header the sender was taken from.
  package enum Header: String, Equatable, Sendable, CaseIterable {
    /// `From`: who wrote the message.
    case from = "From"
    /// `Reply-To`: where replies go, when `From` has no usable address.
    case replyTo = "Reply-To"
    /// `Sender`: who sent it for the author, the last resort.
    case sender = "Sender"
  }

  /// The display name and the address.
  package var mailbox: Mailbox
  /// Which header it came from.
  package var header: Header

  /// A sender.
  package init(mailbox: Mailbox, header: Header) {
    self.mailbox = mailbox
    self.header = header
  }

  /// The sender of `message` (the whole message, or only its header section); nil when none of
  /// the three headers holds an address. Never fails on any bytes.
  package init?(message: some Collection<UInt8>) {
    let headers = MailHeaders(message)
    for header in Header.allCases {
      guard let value = headers.value(header.rawValue),
        let mailbox = MailAddressList.parse(value).first
      else { continue }
      self.init(mailbox: mailbox, header: header)
      return
    }
    return nil
  }

  /// The name split into given and family names (`PersonalName`).
  package var personalName: PersonalName { PersonalName(mailbox.name) }
}
