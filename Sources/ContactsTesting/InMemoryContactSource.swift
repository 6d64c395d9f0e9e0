public import ContactModel
public import ContactStore
import Synchronization

/// Contacts held in memory: the in-memory twin of a file source, writable as a file is.
///
/// Copies share their contacts (a store keeps a copy, the test keeps another and sees what a
/// save wrote). A save that `failsWrites` throws when it is prepared, as an unwritable file does.
public struct InMemoryContactSource: WritableContactSource {
  /// The name shown for it.
  public var name: String
  /// The diagnostics it returns.
  public var diagnostics: [Diagnostic]
  /// Why saves are refused, or nil.
  public var readOnlyReason: String?
  /// When true, preparing a write throws `dataAccessError` (a full disk, say).
  public var failsWrites = false
  /// The contacts, shared by the copies.
  private let storage: Storage

  /// A source returning these contacts.
  public init(name: String = "memory", contacts: [Contact], diagnostics: [Diagnostic] = []) {
    self.name = name
    self.diagnostics = diagnostics
    storage = Storage(contacts)
  }

  /// The contacts, as last saved.
  public var contacts: [Contact] {
    get { storage.contacts.withLock { $0 } }
    nonmutating set { storage.contacts.withLock { $0 = newValue } }
  }

  /// The contacts.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    (contacts, diagnostics)
  }

  /// Memory needs no lock.
  public func lockForWriting() throws(ContactsError) -> SourceLock { SourceLock() }

  /// The contacts.
  public func loadForSaving() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try load()
  }

  /// Applies `changes` on commit; a contact changed since it was read (by identifier) is a conflict.
  public func prepare(_ changes: [SourceChange]) throws(ContactsError) -> PreparedWrite {
    if failsWrites { throw ContactsError(.dataAccessError, message: "Cannot write \(name); nothing was saved.") }
    let storage = self.storage
    let name = self.name
    let before = contacts
    return PreparedWrite(
      check: { () throws(ContactsError) in
        if storage.contacts.withLock({ $0 }) != before {
          throw ContactsError(.dataAccessError, message: "\(name) changed since it was read; nothing was saved.")
        }
      },
      commit: { () throws(ContactsError) in
        storage.contacts.withLock { contacts in
          for change in changes {
            switch change {
            case .add(let contact): contacts.append(contact)
            case .update(let from, let to):
              if let index = contacts.firstIndex(where: { $0.identifier == from.identifier }) { contacts[index] = to }
            case .delete(let contact): contacts.removeAll { $0.identifier == contact.identifier }
            }
          }
        }
      })
  }

  private final class Storage: Sendable {
    let contacts: Mutex<[Contact]>
    init(_ contacts: [Contact]) { self.contacts = Mutex(contacts) }
  }
}
