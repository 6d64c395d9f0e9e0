import Authorization
import ContactModel
import ContactsScreens
import Synchronization

@testable import ContactsApp

/// An address book in memory behind the `ContactEditing` seam, as the store will behave: each
/// write gives the stored contact a new fingerprint, an update or delete of a contact whose
/// fingerprint is not the stored one is a conflict, and a read-only book refuses every write.
final class InMemoryEditing: Sendable {
  /// The message of a conflict.
  static let conflictMessage = "The card changed on disk since it was read; nothing was saved."

  private struct Book {
    var contacts: [String: Contact] = [:]
    var version: UInt64 = 0
    var readOnly = false
    var writes: [String] = []
  }

  private let book: Mutex<Book>

  /// A book holding `contacts`, each stored as version 0.
  init(_ contacts: [Contact] = []) {
    var book = Book()
    for contact in contacts { book.contacts[contact.identifier] = contact }
    self.book = Mutex(book)
  }

  /// The contacts stored now, by identifier.
  var contacts: [String: Contact] { book.withLock { $0.contacts } }

  /// What was written, in order: "add Ann", "update Ann", "delete Ann".
  var writes: [String] { book.withLock { $0.writes } }

  /// Makes every later write fail, as a read-only source does.
  func makeReadOnly() { book.withLock { $0.readOnly = true } }

  /// Changes a stored contact behind the browser's back (another process saved it).
  func changeBehindTheBrowser(_ identifier: String, _ change: (inout Contact) -> Void) {
    book.withLock { book in
      guard var contact = book.contacts[identifier] else { return }
      change(&contact)
      book.version += 1
      contact.fingerprint = CardFingerprint(hash: 1000 + book.version)
      book.contacts[identifier] = contact
    }
  }

  /// The seam over this book.
  var seam: ContactEditing {
    ContactEditing(
      add: { contact throws(ContactsError) in try self.write("add", contact, mustExist: false) },
      update: { contact throws(ContactsError) in try self.write("update", contact, mustExist: true) },
      delete: { contact throws(ContactsError) in
        _ = try self.write("delete", contact, mustExist: true)
      },
      isConflict: { $0.message == Self.conflictMessage })
  }

  private func write(_ verb: String, _ contact: Contact, mustExist: Bool) throws(ContactsError) -> Contact {
    let result: Result<Contact, ContactsError> = book.withLock { book in
      if book.readOnly {
        return .failure(ContactsError(.dataAccessError, message: "The address book is read-only."))
      }
      let stored = book.contacts[contact.identifier]
      if mustExist {
        guard let stored, stored.fingerprint.value == contact.fingerprint.value else {
          return .failure(ContactsError(.dataAccessError, message: Self.conflictMessage))
        }
      } else if stored != nil {
        return .failure(ContactsError(.dataAccessError, message: "A contact with that identifier exists."))
      }
      book.writes.append("\(verb) \(contact.givenName)")
      if verb == "delete" {
        book.contacts[contact.identifier] = nil
        return .success(contact)
      }
      book.version += 1
      var saved = contact
      saved.fingerprint = CardFingerprint(hash: book.version)
      book.contacts[contact.identifier] = saved
      return .success(saved)
    }
    return try result.get()
  }
}
