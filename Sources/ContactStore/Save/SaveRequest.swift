public import ContactModel
import VCard

/// The changes one save makes, as Contacts.framework's `CNSaveRequest`: collected here, written
/// by `ContactStore.execute(_:)` in one step, all or nothing.
public struct SaveRequest: Sendable {
  /// One collected change, in the order asked.
  public enum Change: Sendable, Equatable {
    /// A new contact, to the container with this identifier (the default one when nil).
    case add(Contact, container: String?)
    /// A contact read from the store, changed.
    case update(Contact)
    /// A contact read from the store, to remove.
    case delete(Contact)
    /// The contact joins the group (its name is added to the card's `CATEGORIES`).
    case addMember(Contact, group: ContactGroup)
    /// The contact leaves the group (every spelling of the group's name is removed).
    case removeMember(Contact, group: ContactGroup)
  }

  /// The changes, in order.
  public private(set) var changes: [Change] = []

  /// An empty request.
  public init() {}

  /// Adds `contact` to the container with `identifier` (the default container when nil). A
  /// contact without an identifier, or one the sources already have, gets a new UUID as its UID.
  public mutating func add(_ contact: Contact, toContainer identifier: String? = nil) {
    changes.append(.add(contact, container: identifier))
  }

  /// Writes `contact`'s fields over the card it was read from (found by its identifier). A
  /// contact that brings a card of its own (an `originalCard` other than the stored one: a card
  /// edited as vCard text, or merged from several) is written from that card instead, in the
  /// stored card's place; its fingerprint must still be the stored card's, or it is a conflict.
  public mutating func update(_ contact: Contact) { changes.append(.update(contact)) }

  /// Removes the card `contact` was read from.
  public mutating func delete(_ contact: Contact) { changes.append(.delete(contact)) }

  /// Adds `contact` to `group`.
  public mutating func addMember(_ contact: Contact, to group: ContactGroup) {
    changes.append(.addMember(contact, group: group))
  }

  /// Removes `contact` from `group`.
  public mutating func removeMember(_ contact: Contact, from group: ContactGroup) {
    changes.append(.removeMember(contact, group: group))
  }

  /// Whether nothing was asked.
  public var isEmpty: Bool { changes.isEmpty }
}

extension SaveRequest {
  /// The contacts of vCard text (`contacts-tui add` reads one from standard input), each keeping
  /// its card (so an add writes every property it had), with the reader's diagnostics. A card
  /// without a UID has an empty identifier, so the add gives it a new one.
  package static func contacts(fromVCard bytes: [UInt8], source: String) -> (
    contacts: [Contact], diagnostics: [Diagnostic]
  ) {
    var read = VCardReader.readKeepingOriginalCards(bytes, source: source)
    for index in read.contacts.indices where !CardSplice.hasUID(read.contacts[index].originalCard.bytes) {
      read.contacts[index].identifier = ""
    }
    return read
  }
}
