package import ContactModel
import Foundation
package import MailMessage

/// What adding a mail's sender to the contacts means, decided before anything is written.
package enum AddEmailPlan: Equatable, Sendable {
  /// A new contact with the sender's name and address.
  case add(Contact)
  /// `contact` already has the address but no name: it gets the sender's (`updated`).
  case addName(to: Contact, updated: Contact)
  /// `contact` already has the address (and a name, or the mail gives none): nothing to do.
  case alreadyThere(Contact)

  /// The plan for adding `address` under `name` to `contacts`.
  ///
  /// A contact "has the address" when one of its e-mails is the same address: the local part
  /// compared exactly (RFC 5321 lets a server tell `Jane` from `jane`), the domain without
  /// regard to case (domains are case-insensitive), blanks around either ignored. The first such
  /// contact, in the order given, is the one. A new contact's identifier is `identifier`, a fresh
  /// UUID unless a test gives one.
  package static func plan(
    address: String, name: PersonalName, in contacts: [Contact], identifier: String = UUID().uuidString
  ) -> AddEmailPlan {
    let wanted = AddressKey(address)
    if let existing = contacts.first(where: { $0.emailAddresses.contains { AddressKey($0.value) == wanted } }) {
      guard !name.full.isEmpty, !existing.hasName, existing.formattedName.isEmpty else {
        return .alreadyThere(existing)
      }
      var updated = existing
      updated.givenName = name.given
      updated.familyName = name.family
      updated.formattedName = name.full
      return .addName(to: existing, updated: updated)
    }
    var contact = Contact(identifier: identifier)
    contact.givenName = name.given
    contact.familyName = name.family
    contact.formattedName = name.full
    contact.emailAddresses = [LabeledValue(value: address.trimmingCharacters(in: .whitespaces))]
    return .add(contact)
  }

  /// An address as compared: the local part as written, the domain lowercased.
  private struct AddressKey: Equatable {
    var local: Substring
    var domain: String

    init(_ address: String) {
      var text = Substring(address.trimmingCharacters(in: .whitespaces))
      if text.lowercased().hasPrefix("mailto:") { text = text.dropFirst(7) }
      if let at = text.lastIndex(of: "@") {
        local = text[..<at]
        domain = text[text.index(after: at)...].lowercased()
      } else {
        local = text
        domain = ""
      }
    }
  }
}
