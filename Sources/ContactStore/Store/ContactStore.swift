public import Authorization
public import ContactModel
import Synchronization

/// The Contacts.framework-style facade, as `CNContactStore`.
///
/// Every read asks the authorization center first and throws `authorizationDenied` (or the
/// permission database's error) before any source is opened. Under limited access only the
/// contacts whose `sharingKey` was shared are ever returned, on every read path. Sources are loaded once, on the
/// first granted read, and kept; `reload()` forgets them.
///
/// Every read appends one entry to the access log (the app, `readPurpose`, how many contacts it
/// returned) before anything is returned; a read that cannot be logged fails with the database's
/// error and returns nothing (docs/SECURITY.md, "Every read is on record").
public final class ContactStore: Sendable {
  /// Decides whether reads are allowed.
  public let center: AuthorizationCenter
  /// Where the contacts come from, in order.
  public let sources: [any ContactSource]
  /// What reads through this store, as the access log names it: `browser`, `list`, `query`, … for
  /// the app's commands, `api` for the Apple-named facades.
  public let readPurpose: String

  /// What the store keeps between reads.
  private struct Loaded {
    /// The contacts of the last load, until `reload()`.
    var cache: [Contact]?
    /// The diagnostics of the last load or stream.
    var diagnostics: [Diagnostic] = []
  }

  /// Guards what is loaded; a load holds it, so two readers never load the sources twice at once.
  private let loaded = Mutex(Loaded())

  /// A store over `sources` whose reads are logged as `readPurpose`; nothing is opened here.
  public init(center: AuthorizationCenter, sources: [any ContactSource], readPurpose: String = "api") {
    self.center = center
    self.sources = sources
    self.readPurpose = readPurpose
  }

  /// The app's status, as `CNContactStore.authorizationStatus(for:)`.
  public func authorizationStatus(for entityType: EntityType) throws(ContactsError) -> AuthorizationStatus {
    try center.status(for: entityType)
  }

  /// The contacts matching `predicate` (all when nil), with only `keysToFetch` filled in.
  public func unifiedContacts(matching predicate: ContactPredicate?, keysToFetch: [ContactKey]) throws(ContactsError)
    -> [Contact]
  {
    if predicate == nil && Set(keysToFetch).isSuperset(of: ContactKey.allCases.dropFirst()) {
      return try logged(try accessibleContacts())  // the loaded array itself: shared, not copied
    }
    var result: [Contact] = []
    let contacts = try accessibleContacts()
    visitContacts(ContactFetchRequest(keysToFetch: keysToFetch, predicate: predicate), contacts) { contact, _ in
      result.append(contact)
    }
    return try logged(result)
  }

  /// The contact with `identifier`; `dataAccessError` when there is none (or it is not shared).
  public func unifiedContact(withIdentifier identifier: String, keysToFetch: [ContactKey]) throws(ContactsError)
    -> Contact
  {
    let found = try unifiedContacts(matching: .withIdentifiers([identifier]), keysToFetch: keysToFetch)
    guard let contact = found.first else {
      throw ContactsError(.dataAccessError, message: "No contact with identifier \(identifier).")
    }
    return contact
  }

  /// Calls `block` for each matching contact, in the request's order, until it sets its `stop`
  /// argument. Without a sort order, contacts stream in source order with no intermediate copy.
  /// The read is logged before the first contact is given, with the number of matching contacts
  /// (all of them, even when `block` stops early).
  public func enumerateContacts(
    with request: ContactFetchRequest, usingBlock block: (Contact, inout Bool) -> Void
  ) throws(ContactsError) {
    let contacts = try accessibleContacts()
    let matching = request.predicate.map { predicate in contacts.count(where: predicate.evaluate) } ?? contacts.count
    try logRead(count: matching)
    visitContacts(request, contacts, block)
  }

  /// Calls `block` for each of `contacts` that matches the request, in its order, until it stops.
  private func visitContacts(
    _ request: ContactFetchRequest, _ contacts: [Contact], _ block: (Contact, inout Bool) -> Void
  ) {
    let keys = Set(request.keysToFetch)
    var stop = false
    func visit(_ contact: Contact) {
      if let predicate = request.predicate, !predicate.evaluate(contact) { return }
      block(contact.projected(onto: keys), &stop)
    }
    if let order = request.sortOrder {
      for index in ContactSorting.sortedIndices(contacts, by: order) {
        visit(contacts[index])
        if stop { return }
      }
    } else {
      for contact in contacts {
        visit(contact)
        if stop { return }
      }
    }
  }

  /// Every accessible contact, complete and in source order: the browser's path.
  public func allContacts() throws(ContactsError) -> [Contact] { try logged(try accessibleContacts()) }

  /// Reads every accessible contact into `stream` as the sources are parsed, on all cores, and
  /// returns the batches in source order: `list`'s path, which keeps rows instead of contacts.
  /// Nothing is cached (contacts loaded before are streamed from memory); the diagnostics are
  /// kept as after a load.
  public func streamContacts<Batch>(into stream: ContactStream<Batch>) throws(ContactsError) -> [Batch] {
    let (batches, shown) = try streamVisible(into: stream)
    try logRead(count: shown)
    return batches
  }

  /// `streamContacts(into:)` for a stream that keeps only some of the contacts it is given (a
  /// listing's `--match`): the read is logged with `count`'s total over the batches, how many the
  /// stream kept.
  package func streamContacts<Batch>(into stream: ContactStream<Batch>, counting count: (Batch) -> Int)
    throws(ContactsError) -> [Batch]
  {
    let (batches, _) = try streamVisible(into: stream)
    try logRead(count: batches.reduce(0) { $0 + count($1) })
    return batches
  }

  /// Streams the accessible contacts; the batches, and how many contacts the stream was given.
  private func streamVisible<Batch>(into stream: ContactStream<Batch>) throws(ContactsError) -> ([Batch], Int) {
    let grant = try center.grant()
    let visible: ContactStream<Batch>
    let shown = ReadCounter()
    switch grant {
    case .none(let status): throw Self.refusal(status)
    case .full: visible = stream
    case .limited(let shared):
      visible = stream.filtered { contact in
        guard shared.contains(contact.sharingKey) else { return false }
        shown.add()
        return true
      }
    }
    // With full access nothing reads a sharing key while streaming (a repeat reads again below),
    // but a read that keeps the cards' bytes is a read for writing back: its fingerprints are
    // what the save checks the card on disk against (docs/STORAGE.md, "Conflicts").
    let streamed = grant == .full && !stream.keepsOriginalCards ? visible.withoutFingerprints() : visible
    let sources = self.sources
    let (batches, read) = try loaded.withLock { (state) throws(ContactsError) -> ([Batch], Int) in
      if let cache = state.cache { return ([visible.batch(of: cache)], cache.count) }
      var batches: [Batch] = []
      var hashes: [UInt64] = []
      let diagnostics = try ContactSources.readEach(sources) { source throws(ContactsError) in
        let read = try source.stream(into: streamed.hashingIdentifiers())
        for batch in read.batches {
          batches.append(batch.inner)
          hashes += batch.identifierHashes
        }
        return read.diagnostics
      }
      // A repeated identifier (rare) must become unique before anything shows it, and only the
      // whole load knows: read again through the loading path, which makes them unique.
      if ContactIdentity.mayRepeat(hashes) {
        let load = try ContactSources.load(sources, keepingOriginalCards: stream.keepsOriginalCards)
        state.diagnostics = load.diagnostics
        return ([visible.batch(of: load.contacts)], load.contacts.count)
      }
      state.diagnostics = diagnostics
      return (batches, hashes.count)
    }
    // Under limited access the filter counted what it let through (once: only one pass counts).
    return (batches, grant == .full ? read : shown.value)
  }

  /// The diagnostics of the last load (`file:line: reason`). Only with full access: a reason
  /// can quote a value from a card the app was not given, so limited access sees none.
  public var diagnostics: [Diagnostic] {
    guard (try? center.grant()) == .full else { return [] }
    return loaded.withLock { $0.diagnostics }
  }

  /// Forgets the loaded contacts; the next read loads the sources again.
  public func reload() {
    loaded.withLock { $0.cache = nil }
  }

  /// Appends this read to the access log; a read that cannot be logged fails.
  func logRead(count: Int) throws(ContactsError) {
    try center.store.logAccess(client: center.manifest.bundleIdentifier, command: readPurpose, count: count)
  }

  /// Appends a save to the access log: one entry per kind of write it made (add, update,
  /// delete), with the identifiers of the contacts written. It runs once the files are written,
  /// so the log holds only writes that happened; one that cannot be logged fails with a message
  /// saying that the change itself was saved.
  func logWrite(_ result: SaveResult) throws(ContactsError) {
    let client = center.manifest.bundleIdentifier
    let kinds: [(AccessKind, [Contact])] = [(.add, result.added), (.update, result.updated), (.delete, result.deleted)]
    for (kind, contacts) in kinds where !contacts.isEmpty {
      do {
        try center.store.logAccess(
          client: client, command: readPurpose, count: contacts.count, kind: kind, contacts: contacts.map(\.identifier))
      } catch {
        throw ContactsError(
          .dataAccessError,
          message: "The change was saved, but it could not be recorded in the access log: \(error.message)")
      }
    }
  }

  /// `contacts`, once their read is logged.
  func logged(_ contacts: [Contact]) throws(ContactsError) -> [Contact] {
    try logRead(count: contacts.count)
    return contacts
  }

  /// The grant check comes first, so a refused read never opens a source.
  func accessibleContacts() throws(ContactsError) -> [Contact] {
    switch try center.grant() {
    case .none(let status): throw Self.refusal(status)
    case .full:
      return try loadedContacts()
    case .limited(let shared):
      return try loadedContacts().filter { shared.contains($0.sharingKey) }
    }
  }

  static func refusal(_ status: AuthorizationStatus) -> ContactsError {
    ContactsError(.authorizationDenied, message: "Access to contacts is not granted (status: \(status.name)).")
  }

  private func loadedContacts() throws(ContactsError) -> [Contact] {
    let sources = self.sources
    return try loaded.withLock { (state) throws(ContactsError) -> [Contact] in
      if let cache = state.cache { return cache }
      let (contacts, diagnostics) = try ContactSources.load(sources)
      state.cache = contacts
      state.diagnostics = diagnostics
      return contacts
    }
  }
}

/// Counts the contacts a limited stream lets through, from every core at once.
private final class ReadCounter: Sendable {
  private let count = Atomic<Int>(0)

  func add() { count.add(1, ordering: .relaxed) }

  var value: Int { count.load(ordering: .relaxed) }
}
