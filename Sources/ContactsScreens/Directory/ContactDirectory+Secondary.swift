import ContactModel
import ContactsPrompt
package import TerminalUI

extension ContactDirectory {
  /// The list row for contact `index`: the display name with the sort part bold, and one more
  /// field, the one `secondary` chooses.
  package func row(_ index: Int, secondary: SecondaryChoice = .company) -> ListRow {
    let contact = contacts[index]
    let name = formatter.string(from: contact)
    return ListRow(
      text: name, boldRange: formatter.sortKeyRange(in: contact, sortOrder: sortOrder),
      secondary: secondary.value(for: contact, name: name), isHeader: false)
  }
}
