import Authorization
import ContactModel

extension ContactStore {
  /// `contacts(matchingSearch:)` from the sources' snapshots, without loading any source: each
  /// snapshot's stored search text is searched and only its matches are decoded. Nil when it
  /// cannot answer exactly as a load would: a source without a fresh snapshot (a vdir folder,
  /// a file changed since), or identifiers that may repeat across the sources (making them
  /// unique needs every contact). The grant is checked first, as on every read; under limited
  /// access the matches are filtered by their sharing keys.
  func contactsFromSnapshots(matchingSearch query: String) throws(ContactsError) -> [Contact]? {
    let shared: Set<String>?
    switch try center.grant() {
    case .none(let status): throw Self.refusal(status)
    case .full: shared = nil
    case .limited(let keys): shared = keys
    }
    var snapshots: [ContactSnapshot] = []
    for source in sources {
      guard let path = source as? PathContactSource, let snapshot = path.snapshot() else { return nil }
      snapshots.append(snapshot)
    }
    if snapshots.count > 1 || snapshots.contains(where: { !$0.hasUniqueIdentifiers }) {
      guard !ContactIdentity.mayRepeat(snapshots.flatMap { $0.identifierHashes() }) else { return nil }
    }
    var found: [Contact] = []
    for snapshot in snapshots {
      guard let matches = try? snapshot.search(query) else { return nil }
      for index in matches {
        guard let contact = try? snapshot.contact(index) else { return nil }
        if shared.map({ $0.contains(contact.sharingKey) }) ?? true { found.append(contact) }
      }
    }
    return found
  }
}
