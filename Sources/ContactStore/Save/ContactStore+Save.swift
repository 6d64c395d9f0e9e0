import Authorization
public import ContactModel
import Foundation
import VCard

/// What a save changed: the contacts as written (an added one with the identifier it got).
public struct SaveResult: Sendable, Equatable {
  /// The contacts added, with their identifiers.
  public var added: [Contact] = []
  /// The contacts updated (group changes included), as written.
  public var updated: [Contact] = []
  /// The contacts deleted, as they were.
  public var deleted: [Contact] = []

  /// Nothing changed.
  public init() {}
}

extension ContactStore {
  /// The containers (one per source), all when `identifiers` is nil, as
  /// `CNContactStore.containers(matching:)`. Needs a grant, as a read does.
  public func containers(matching identifiers: [String]? = nil) throws(ContactsError) -> [ContactContainer] {
    if case .none(let status) = try center.grant() { throw Self.refusal(status) }
    let all = sources.map(ContactContainer.init(source:))
    guard let identifiers else { return all }
    return all.filter { identifiers.contains($0.identifier) }
  }

  /// The container a contact is added to when none is named: the first writable source's (the
  /// first source's when none is writable, so a save to it says why it cannot be written).
  public func defaultContainerIdentifier() -> String {
    let containers = sources.map(ContactContainer.init(source:))
    return (containers.first { $0.isWritable } ?? containers.first)?.identifier ?? ""
  }

  /// Writes every change of `request`, or none of them, as `CNContactStore.execute(_:)`.
  ///
  /// The grant is checked first, as for a read: without one nothing is opened and the read's
  /// error is thrown. Under limited access a contact may be added (and joins the app's shared
  /// contacts), and only shared contacts may be updated or deleted; another is "not found", as
  /// a read of it is. Every writable source is locked, read again with its cards' bytes, and
  /// each change found in it; a contact whose card changed since the caller read it is a
  /// conflict. Only when every source prepared its new files (temporary, synced) and none of
  /// their files changed are they renamed into place. A success posts `didChangeNotification`
  /// and the next read loads the sources again. docs/STORAGE.md has the rules.
  @discardableResult
  public func execute(_ request: SaveRequest) throws(ContactsError) -> SaveResult {
    let grant = try center.grant()
    if case .none(let status) = grant { throw Self.refusal(status) }
    guard !request.isEmpty else { return SaveResult() }
    var plan = try SavePlan(sources: sources, grant: grant, request: request)
    for change in request.changes { try plan.apply(change) }
    let (result, editedKeys) = try plan.write()
    reload()
    if case .limited(let shared) = grant, !result.added.isEmpty || !result.updated.isEmpty {
      try share(result.added + result.updated, replacing: editedKeys, in: shared)
    }
    Self.postDidChange(bundleIdentifier: center.manifest.bundleIdentifier)
    try logWrite(result)
    return result
  }

  /// Shares the contacts just added or edited (read back, so the keys are those of the cards as
  /// written; an edited card's key changes with its bytes), in place of the edited cards' old keys:
  /// what an app adds joins its shared contacts, and what it edits stays shared.
  private func share(_ written: [Contact], replacing old: [String], in shared: Set<String>) throws(ContactsError) {
    let identifiers = Set(written.map(\.identifier))
    let loaded = try ContactSources.load(sources).contacts
    let keys = loaded.filter { identifiers.contains($0.identifier) }.map(\.sharingKey)
    let updated = shared.subtracting(old).union(keys)
    guard updated != shared else { return }
    try center.replaceSharedIdentifiers(updated, for: center.manifest.bundleIdentifier)
  }
}

/// One save, worked out against the sources as they are under their locks.
struct SavePlan {
  let sources: [any ContactSource]
  let grant: AccessGrant
  /// The locks, held until the plan goes.
  private var locks: [SourceLock] = []
  /// Every contact of every source, read for saving, identifiers made unique as a read makes them.
  private var contacts: [Contact] = []
  /// The source of each contact.
  private var owners: [Int] = []
  private var positions: [String: Int] = [:]
  /// Why each source that could not be read for saving failed.
  private var failures: [Int: ContactsError] = [:]
  /// Changed contacts by position; deleted positions.
  private var changed: [Int: Contact] = [:]
  private var deleted: Set<Int> = []
  /// New contacts, with their source.
  private var added: [(source: Int, contact: Contact)] = []

  init(sources: [any ContactSource], grant: AccessGrant, request: SaveRequest) throws(ContactsError) {
    self.sources = sources
    self.grant = grant
    let order = sources.indices.sorted { sources[$0].name < sources[$1].name }
    for index in order {
      if let source = sources[index] as? any WritableContactSource, source.readOnlyReason == nil {
        locks.append(try source.lockForWriting())
      }
    }
    if readCardFiles(for: request) { return }
    for (index, source) in sources.enumerated() {
      do throws(ContactsError) {
        let read =
          if let writable = source as? any WritableContactSource, writable.readOnlyReason == nil {
            try writable.loadForSaving().contacts
          } else {
            try source.load().contacts
          }
        contacts += read
        owners += Array(repeating: index, count: read.count)
      } catch {
        failures[index] = error
      }
    }
    ContactIdentity.makeUnique(&contacts)
    for (position, contact) in contacts.enumerated() { positions[contact.identifier] = position }
  }

  /// The fast way for vdir folders: when every contact the request changes carries its card's
  /// fingerprint and a plain UID (not made unique from a repeated one), and each is found in the
  /// file a vdir names after its UID with that very fingerprint, only those files are read.
  /// Anything else (a file source, a card elsewhere, an add with its own identifier) reads every
  /// source. Returns whether the plan was made this way.
  private mutating func readCardFiles(for request: SaveRequest) -> Bool {
    var wanted: [Contact] = []
    for change in request.changes {
      switch change {
      case .add(let contact, _): if !contact.identifier.isEmpty { return false }
      case .update(let contact), .delete(let contact), .addMember(let contact, _), .removeMember(let contact, _):
        guard contact.fingerprint.value != 0, !contact.fingerprint.isDisambiguated else { return false }
        wanted.append(contact)
      }
    }
    var found: [String: (contact: Contact, source: Int)] = [:]
    for contact in wanted where found[contact.identifier] == nil {
      var match: (Contact, Int)?
      for (index, source) in sources.enumerated() {
        guard let writable = source as? any WritableContactSource, writable.readOnlyReason == nil,
          let cards = writable.cardsInFile(namedAfter: contact.identifier)
        else { continue }
        for card in cards where card.identifier == contact.identifier {
          if card.fingerprint.value == contact.fingerprint.value { match = (card, index) }
        }
      }
      guard let match else { return false }
      found[contact.identifier] = match
    }
    for (identifier, entry) in found {
      positions[identifier] = contacts.count
      contacts.append(entry.contact)
      owners.append(entry.source)
    }
    return true
  }

  /// Works one change of the request into the plan.
  mutating func apply(_ change: SaveRequest.Change) throws(ContactsError) {
    switch change {
    case .add(let contact, let container):
      try add(contact, to: container)
    case .update(let contact):
      try modify(contact) { current in
        var updated = contact
        // A contact that brings a card of its own (edited as text, or merged from several) is
        // written from that card; any other is written over the stored card.
        let bringsCard = !contact.originalCard.isEmpty && contact.originalCard.bytes != current.originalCard.bytes
        if !bringsCard { updated.originalCard = current.originalCard }
        updated.fingerprint = current.fingerprint
        updated.identifier = current.identifier
        current = updated
      }
    case .delete(let contact):
      if let index = added.firstIndex(where: { $0.contact.identifier == contact.identifier }) {
        added.remove(at: index)
        return
      }
      let position = try locate(contact)
      try checkWritable(owners[position], contact)
      deleted.insert(position)
      changed[position] = nil
    case .addMember(let contact, let group):
      try modify(contact) { current in
        if !current.isMember(ofGroup: group.identifier) { current.groups.append(group.name) }
      }
    case .removeMember(let contact, let group):
      try modify(contact) { current in
        current.groups.removeAll { ContactGroup.identifier(forName: $0) == group.identifier }
      }
    }
  }

  /// Changes a contact added earlier in the request, or a stored one.
  private mutating func modify(_ contact: Contact, _ body: (inout Contact) -> Void) throws(ContactsError) {
    if let index = added.firstIndex(where: { $0.contact.identifier == contact.identifier }) {
      body(&added[index].contact)
      return
    }
    let position = try locate(contact)
    try checkWritable(owners[position], contact)
    var current = changed[position] ?? contacts[position]
    body(&current)
    changed[position] = current
  }

  private mutating func add(_ contact: Contact, to container: String?) throws(ContactsError) {
    let index: Int
    if let container {
      guard let found = sources.firstIndex(where: { $0.name == container }) else {
        throw ContactsError(.dataAccessError, message: "No container with identifier \(container); nothing was saved.")
      }
      index = found
    } else {
      let writable = sources.firstIndex { ($0 as? any WritableContactSource)?.readOnlyReason == nil }
      guard let first = writable ?? (sources.isEmpty ? nil : 0) else {
        throw ContactsError(.dataAccessError, message: "There is no source to add a contact to; nothing was saved.")
      }
      index = first
    }
    try checkWritable(index, contact)
    var new = contact
    let identifier = new.identifier
    if identifier.isEmpty || positions[identifier] != nil
      || added.contains(where: { $0.contact.identifier == identifier })
    {
      new.identifier = UUID().uuidString
    }
    added.append((index, new))
  }

  /// The position of the stored contact `contact` was read as; "not found" (as a read says)
  /// when there is none or the app may not see it, a conflict when its card changed since.
  private func locate(_ contact: Contact) throws(ContactsError) -> Int {
    guard let position = positions[contact.identifier], !deleted.contains(position) else {
      if let failure = failures.values.first { throw failure }
      throw Self.notFound(contact.identifier)
    }
    let current = contacts[position]
    if case .limited(let shared) = grant, !shared.contains(current.sharingKey) {
      throw Self.notFound(contact.identifier)
    }
    if contact.fingerprint.value != 0 && current.fingerprint.value != 0
      && contact.fingerprint.value != current.fingerprint.value
    {
      let place = current.originalCard.source.isEmpty ? sources[owners[position]].name : current.originalCard.source
      throw FileWriteError.conflict(contact.savedName, place)
    }
    return position
  }

  /// The error a read of a contact the app cannot see gives.
  static func notFound(_ identifier: String) -> ContactsError {
    ContactsError(.dataAccessError, message: "No contact with identifier \(identifier).")
  }

  /// Throws when source `index` cannot be written.
  private func checkWritable(_ index: Int, _ contact: Contact) throws(ContactsError) {
    guard let source = sources[index] as? any WritableContactSource else {
      throw ContactsError(
        .dataAccessError, message: "Cannot save \(contact.savedName): \(sources[index].name) cannot be written.")
    }
    if let reason = source.readOnlyReason {
      throw ContactsError(.dataAccessError, message: "Cannot save \(contact.savedName): \(reason)")
    }
  }

  /// `contact` with the identifier its card will have: a card without a UID is known by a hash
  /// of its bytes, so an edit gives it a new one (docs/STORAGE.md).
  static func asWritten(_ contact: Contact, _ stored: Contact) -> Contact {
    guard !stored.originalCard.isEmpty, let read = stored.originalCard.contactAsRead,
      read.identifier != contact.identifier || !CardSplice.hasUID(stored.originalCard.bytes)
    else { return contact }
    var written = contact
    let card = CardSplice.edited(stored)
    if let back = VCardReader.read(bytes: card, source: "").contacts.first { written.identifier = back.identifier }
    return written
  }

  /// Prepares every source's changes, checks them all, then commits them all.
  func write() throws(ContactsError) -> (result: SaveResult, editedKeys: [String]) {
    var result = SaveResult()
    var editedKeys: [String] = []
    var changes: [Int: [SourceChange]] = [:]
    for (index, contact) in added {
      changes[index, default: []].append(.add(contact))
      result.added.append(contact)
    }
    for position in changed.keys.sorted() {
      guard let new = changed[position],
        new != contacts[position] || new.groups != contacts[position].groups
          || new.originalCard.bytes != contacts[position].originalCard.bytes
      else { continue }
      var stored = new
      if let read = contacts[position].originalCard.contactAsRead { stored.identifier = read.identifier }
      changes[owners[position], default: []].append(.update(from: contacts[position], to: stored))
      result.updated.append(Self.asWritten(new, stored))
      editedKeys.append(contacts[position].sharingKey)
    }
    for position in deleted.sorted() {
      changes[owners[position], default: []].append(.delete(contacts[position]))
      result.deleted.append(contacts[position])
    }
    var prepared: [PreparedWrite] = []
    do throws(ContactsError) {
      for index in changes.keys.sorted() {
        guard let source = sources[index] as? any WritableContactSource else { continue }
        prepared.append(try source.prepare(changes[index] ?? []))
      }
      for write in prepared { try write.check() }
    } catch {
      for write in prepared { write.discard() }
      throw error
    }
    for write in prepared { try write.commit() }
    return (result, editedKeys)
  }
}
