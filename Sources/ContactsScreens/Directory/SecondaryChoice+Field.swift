import ContactModel
import ContactsPrompt

extension SecondaryChoice {
  /// The column's heading, drawn at the top of the list so the column says what it is.
  var label: String {
    switch self {
    case .company: "Company / Phone"
    case .phone: "Phone"
    case .email: "E-mail"
    }
  }

  /// What the column shows for `contact`, skipping a value the display `name` already shows
  /// (a company card shows its phone, not its name twice); "" when the card has none.
  func value(for contact: Contact, name: String) -> String {
    let candidates: [String]
    switch self {
    case .company: return ContactDirectory.companyColumn(for: contact, name: name)
    case .phone: candidates = contact.phoneNumbers.map(\.value)
    case .email: candidates = contact.emailAddresses.map(\.value)
    }
    return candidates.first { !$0.isEmpty && $0 != name } ?? ""
  }
}
