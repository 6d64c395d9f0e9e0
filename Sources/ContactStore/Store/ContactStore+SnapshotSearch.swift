import Authorization
import ContactModel

extension ContactStore {
  /// `contacts(matchingSearch:)` from the sources' snapshots, without loading any source: each
  /// snapshot's stored search text is searched and only its matches are decoded. Nil when there
  /// is a source without a fresh snapshot (a file or folder changed since), so the caller
  /// loads the sources (which writes the snapshots). The grant is checked first, as on every
  /// read; under limited access the matches are filtered by their sharing keys.
  ///
  /// Identifiers must come out as a load makes them (`ContactIdentity`), which needs every
  /// contact's identifier: the snapshots keep their hashes. When one may repeat, only the
  /// contacts whose identifier may repeat are decoded and made unique among themselves; that is
  /// what the whole load would do, unless a new identifier meets another contact's, when this
  /// gives up (nil) and the caller loads.
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
    var renamed: [Int: Contact] = [:]
    if snapshots.count > 1 || snapshots.contains(where: { !$0.hasUniqueIdentifiers }) {
      let hashes = snapshots.flatMap { $0.identifierHashes() }
      if ContactIdentity.mayRepeat(hashes) {
        guard let unique = Self.madeUnique(hashes, snapshots) else { return nil }
        renamed = unique
      }
    }
    var found: [Contact] = []
    var base = 0
    for snapshot in snapshots {
      guard let matches = try? snapshot.search(query) else { return nil }
      for index in matches {
        guard let contact = try? renamed[base + index] ?? snapshot.contact(index) else { return nil }
        if shared.map({ $0.contains(contact.sharingKey) }) ?? true { found.append(contact) }
      }
      base += snapshot.count
    }
    return found
  }

  /// The contacts whose identifier repeats (by `hashes`, across `snapshots` in order), made
  /// unique as a whole load would, by their index across the snapshots; nil when that cannot be
  /// decided from them alone (or a record is damaged).
  private static func madeUnique(_ hashes: [UInt64], _ snapshots: [ContactSnapshot]) -> [Int: Contact]? {
    var seen: [UInt64: Int] = [:]
    for hash in hashes { seen[hash, default: 0] += 1 }
    var indices: [Int] = []
    var members: [Contact] = []
    var base = 0
    for snapshot in snapshots {
      for index in 0..<snapshot.count where seen[hashes[base + index], default: 0] > 1 {
        guard let contact = try? snapshot.contact(index) else { return nil }
        indices.append(base + index)
        members.append(contact)
      }
      base += snapshot.count
    }
    let before = members.map(\.identifier)
    ContactIdentity.makeUnique(&members)
    for (member, old) in zip(members, before) where member.identifier != old {
      if seen[ContactIdentity.hash(of: member.identifier)] != nil { return nil }
    }
    return Dictionary(uniqueKeysWithValues: zip(indices, members))
  }
}
