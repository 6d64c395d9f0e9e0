package import ContactModel
import ContactsSupport
import Dispatch
import Foundation

/// The contacts in the order the browser shows them, with their A–Z sections.
///
/// Sorting and sectioning happen once, at load, on all cores. Display strings are not
/// precomputed: a row is formatted when it is drawn, so the first frame costs the same for ten
/// contacts or a million, apart from the sort.
package struct ContactDirectory: Sendable {
  /// The contacts, sorted.
  package let contacts: [Contact]
  /// The sections of `contacts`, from their diacritic-folded sort keys.
  package let sections: BrowserSections
  /// How names are displayed.
  package let formatter: ContactFormatter
  /// Which name part orders the list (and is drawn bold).
  package let sortOrder: ContactSortOrder

  /// Sorts `contacts` by the folded key of `sortOrder` (equal keys keep their source order) and
  /// finds the section starts.
  package init(contacts: [Contact], sortOrder: ContactSortOrder, displayOrder: ContactDisplayOrder) {
    let order = ContactSorting.sortedIndices(contacts, by: sortOrder)
    var codes = [UInt32](repeating: 0, count: order.count)
    self.contacts = codes.withUnsafeMutableBufferPointer { codes in
      Self.permute(contacts, by: order, letters: Parallel.Memory(codes), sortOrder: sortOrder)
    }
    self.sections = BrowserSections(sortedScalars: codes)
    self.formatter = ContactFormatter(order: displayOrder)
    self.sortOrder = sortOrder
  }

  /// The number of contacts.
  package var count: Int { contacts.count }

  /// The right-hand column the picker shows, and the browser by default (`--secondary
  /// company`): the company, else the first phone, else the first e-mail, skipping a value the
  /// display `name` already shows (a company card shows its phone, not its name twice); "" when
  /// the card has none.
  package static func companyColumn(for contact: Contact, name: String) -> String {
    let candidates = [
      contact.organizationName, contact.phoneNumbers.first?.value ?? "", contact.emailAddresses.first?.value ?? "",
    ]
    return candidates.first { !$0.isEmpty && $0 != name } ?? ""
  }

  /// The display name of contact `index`.
  package func name(_ index: Int) -> String { formatter.string(from: contacts[index]) }

  /// `contacts` in `order`, and each one's section letter written to `letters`, in parallel chunks.
  private static func permute(
    _ contacts: [Contact], by order: [Int], letters: Parallel.Memory<UnsafeMutableBufferPointer<UInt32>>,
    sortOrder: ContactSortOrder
  ) -> [Contact] {
    let count = order.count
    return [Contact](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let chunks = Parallel.parts(count, grain: 8192, perCore: 2)
      let sorted = Parallel.Memory(base)
      Parallel.forEach(chunks) { chunk in
        for index in Parallel.slice(count, part: chunk, of: chunks) {
          let contact = contacts[order[index]]
          letters.base[index] =
            ContactSorting.sectionLetter(for: contact, order: sortOrder).unicodeScalars.first?.value ?? 0x23
          (sorted.base + index).initialize(to: contact)
        }
      }
      initialized = count
    }
  }
}
