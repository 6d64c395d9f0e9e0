import ContactModel
import ContactStore
import Foundation
import VCard

/// Contacts to and from vCard data, as `CNContactVCardSerialization`, with the store's codec.
public final class CNContactVCardSerialization {
  /// The keys `data(with:)` writes: every property.
  public static func descriptorForRequiredKeys() -> any CNKeyDescriptor {
    KeyDescriptorGroup(keys: ContactKey.allCases)
  }

  /// The contacts as vCard 3.0 data, as Apple writes it.
  public static func data(with contacts: [CNContact]) throws -> Data {
    // A contact read from vCard data keeps its card, so what the model does not show is written
    // back too (docs/VCARD.md, "Writing cards back").
    Data(VCardWriter.bytes(contacts.map(\.contact)))
  }

  /// The contacts in vCard data, every property available. Throws `vCardMalformed` when the
  /// data holds something but no card could be read.
  public static func contacts(with data: Data) throws -> [CNContact] {
    let read = VCardReader.readKeepingOriginalCards(data, source: "vCard data")
    if read.contacts.isEmpty && !data.isEmpty {
      let reason = read.diagnostics.first.map { ": \($0.reason)" } ?? ""
      throw CNError(.vCardMalformed, message: "No vCard could be read from the data\(reason).")
    }
    let keys = Set(ContactKey.allCases)
    return read.contacts.map { CNContact($0, keys: keys) }
  }
}
