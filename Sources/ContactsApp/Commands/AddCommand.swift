import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import Foundation

/// `contacts-tui add`: adds one contact, built from `--name`, `--email`, `--phone` and `--org`,
/// or read as a vCard from standard input, to the first writable source; prints what it added.
@MainActor
struct AddCommand {
  let options: AddOptions
  let environment: [String: String]

  func run() async throws(ContactsAppError) -> ExitCode {
    let contacts = try cards()
    let store: ContactStore
    switch try await WriteAccess(common: options.common, environment: environment, readPurpose: "add").store() {
    case .success(let granted): store = granted
    case .failure(let failure): return failure.code
    }
    var request = SaveRequest()
    for contact in contacts { request.add(contact) }
    let result = try ContactsAppError.wrap { () throws(ContactsError) in try store.execute(request) }
    let formatter = ContactFormatter(order: .givenFirst)
    let container = store.defaultContainerIdentifier()
    for contact in result.added {
      Console.output("added \(formatter.string(from: contact)) (\(contact.identifier)) to \(container)")
    }
    return .success
  }

  /// The contacts to add: one from the flags, or every card on standard input.
  private func cards() throws(ContactsAppError) -> [Contact] {
    if options.buildsCard { return [built()] }
    if isatty(STDIN_FILENO) == 1 {
      throw ContactsAppError(.usage, "add reads a vCard on standard input, or takes --name, --email, --phone, --org")
    }
    let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    let read = SaveRequest.contacts(fromVCard: bytes, source: "standard input")
    for diagnostic in read.diagnostics { Console.diagnostic(diagnostic.description) }
    guard !read.contacts.isEmpty else {
      throw ContactsAppError(.usage, "no vCard on standard input; nothing was added")
    }
    return read.contacts
  }

  /// A contact from the flags: the name's last word is the family name, the rest the given name.
  private func built() -> Contact {
    var contact = Contact(identifier: "")
    if let name = options.name {
      var words = name.split(separator: " ").map(String.init)
      if words.count > 1 { contact.familyName = words.removeLast() }
      contact.givenName = words.joined(separator: " ")
    }
    contact.organizationName = options.organization ?? ""
    contact.emailAddresses = options.emails.map { LabeledValue(label: nil, value: $0) }
    contact.phoneNumbers = options.phones.map { LabeledValue(label: nil, value: $0) }
    return contact
  }
}
