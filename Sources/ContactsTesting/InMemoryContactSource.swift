public import Authorization
public import ContactModel
public import ContactStore

/// Contacts held in memory: the in-memory twin of a file source.
public struct InMemoryContactSource: ContactSource {
  /// The name shown for it.
  public var name: String
  /// The contacts it returns.
  public var contacts: [Contact]
  /// The diagnostics it returns.
  public var diagnostics: [Diagnostic]

  /// A source returning these contacts.
  public init(name: String = "memory", contacts: [Contact], diagnostics: [Diagnostic] = []) {
    self.name = name
    self.contacts = contacts
    self.diagnostics = diagnostics
  }

  /// The contacts.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    (contacts, diagnostics)
  }
}
