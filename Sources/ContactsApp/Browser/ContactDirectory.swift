import ContactStore
import TerminalUI

/// The contacts in the order the browser shows them, with the sort keys that order them.
struct ContactDirectory: Sendable {
  /// The contacts, sorted.
  let contacts: [Contact]
  /// The folded sort key of each contact, in the same order.
  let sortKeys: [String]
  /// How names are displayed.
  let formatter: ContactFormatter
  /// Which name part orders the list (and is drawn bold).
  let sortOrder: ContactSortOrder

  /// Sorts `contacts` by the folded key of `sortOrder`; equal keys keep their source order.
  init(contacts: [Contact], sortOrder: ContactSortOrder, displayOrder: ContactDisplayOrder) {
    let keys = contacts.map { ContactSorting.sortKey($0, order: sortOrder) }
    let order = keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    self.contacts = order.map { contacts[$0] }
    self.sortKeys = order.map { keys[$0] }
    self.formatter = ContactFormatter(order: displayOrder)
    self.sortOrder = sortOrder
  }

  /// The number of contacts.
  var count: Int { contacts.count }

  /// The list row for contact `index`: the display name with the sort part bold, and one more field.
  func row(_ index: Int) -> ListRow {
    let contact = contacts[index]
    let name = formatter.string(from: contact)
    return ListRow(
      text: name, boldRange: formatter.sortKeyRange(in: contact, sortOrder: sortOrder),
      secondary: Self.secondary(contact), isHeader: false)
  }

  /// The organization, else the first phone, else the first email.
  static func secondary(_ contact: Contact) -> String {
    if !contact.organizationName.isEmpty { return contact.organizationName }
    if let phone = contact.phoneNumbers.first { return phone.value }
    return contact.emailAddresses.first?.value ?? ""
  }
}
