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

  /// What a message's headers say about its sender.
  package enum Reading: Equatable, Sendable {
    /// The sender.
    case sender(MailSender)
    /// The first header that names a sender names one whose address is not one valid address:
    /// the header, the text and why (nothing is taken from a later header instead).
    case refused(Header, String, MailAddress.Problem)
    /// None of the three headers holds an address.
    case none
  }

  /// The sender of `message` (the whole message, or only its header section), or why there is
  /// none. Never fails on any bytes, in time linear in the header section's length.
  package static func read(_ message: some Collection<UInt8>) -> Reading {
    let headers = MailHeaders(message)
    for header in Header.allCases {
      guard let value = headers.value(header.rawValue), let first = MailAddressList.entries(value).first
      else { continue }
      switch first {
      case .mailbox(let mailbox): return .sender(MailSender(mailbox: mailbox, header: header))
      case .refused(let text, let problem): return .refused(header, text, problem)
      }
    }
    return .none
  }

  /// The sender of `message`; nil when there is none or it is refused (`read`).
  package init?(message: some Collection<UInt8>) {
    guard case .sender(let sender) = Self.read(message) else { return nil }
    self = sender
  }

  /// The name split into given and family names (`PersonalName`).
  package var personalName: PersonalName { PersonalName(mailbox.name) }
}
