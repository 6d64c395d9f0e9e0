import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

@Suite("Saving: the save request against memory, a .vcf file and a vdir")
struct SaveRequestTests {
  static let app = AppManifest(bundleIdentifier: "com.example.Saver", contactsUsageDescription: "To save.")

  static func center(_ value: AuthValue?, shared: Set<String> = []) throws -> AuthorizationCenter {
    let store = InMemoryPermissionStore()
    if let value { try store.save(value, reason: .userConsent, for: app.bundleIdentifier, sharedIdentifiers: shared) }
    return AuthorizationCenter(manifest: app, store: store, restrictions: .none)
  }

  static func person(_ id: String, _ given: String, _ family: String) -> Contact {
    var contact = Contact(identifier: id)
    contact.givenName = given
    contact.familyName = family
    return contact
  }

  static let twoCards = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:ada\r
    N:Lovelace;Ada;;;\r
    FN:Ada Lovelace\r
    TEL;TYPE=CELL:+44 20 1234\r
    X-CUSTOM;FOO=bar:kept as is\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:grace\r
    N:Hopper;Grace;;;\r
    FN:Grace Hopper\r
    NOTE:a long note that is folded by its author at an unusual place so that the wri\r
     ter would fold it elsewhere\r
    END:VCARD\r

    """

  static func file(_ text: String = twoCards) throws -> String {
    let path = try temporaryDirectory().appendingPathComponent("book.vcf").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

  @Test("adding, updating and deleting in memory change the source's contacts")
  func inMemory() throws {
    let source = InMemoryContactSource(contacts: [
      Self.person("1", "Ada", "Lovelace"), Self.person("2", "Alan", "Turing"),
    ])
    let store = ContactStore(center: try Self.center(.allowed), sources: [source])
    var ada = try store.unifiedContact(withIdentifier: "1", keysToFetch: ContactKey.allCases)
    ada.note = "first programmer"
    var request = SaveRequest()
    request.update(ada)
    request.delete(try store.unifiedContact(withIdentifier: "2", keysToFetch: ContactKey.allCases))
    request.add(Self.person("", "Grace", "Hopper"))
    let result = try store.execute(request)
    #expect(result.added.count == 1 && result.updated.count == 1 && result.deleted.count == 1)
    let now = try store.allContacts()
    #expect(now.map(\.givenName) == ["Ada", "Grace"])
    #expect(now[0].note == "first programmer")
    #expect(!now[1].identifier.isEmpty && now[1].identifier == result.added[0].identifier)
  }

  @Test("group membership is the card's CATEGORIES")
  func groups() throws {
    let source = InMemoryContactSource(contacts: [Self.person("1", "Ada", "Lovelace")])
    let store = ContactStore(center: try Self.center(.allowed), sources: [source])
    let ada = try store.unifiedContact(withIdentifier: "1", keysToFetch: ContactKey.allCases)
    var request = SaveRequest()
    request.addMember(ada, to: ContactGroup(name: "Work"))
    request.addMember(ada, to: ContactGroup(name: "Family"))
    try store.execute(request)
    #expect(try store.groups(matching: nil).map(\.name) == ["Family", "Work"])
    var removal = SaveRequest()
    removal.removeMember(
      try store.unifiedContact(withIdentifier: "1", keysToFetch: []), from: ContactGroup(name: "WORK"))
    try store.execute(removal)
    #expect(source.contacts[0].groups == ["Family"])
  }

  @Test("a save posts the change notification and the next read sees it")
  func notifies() throws {
    let source = InMemoryContactSource(contacts: [])
    let store = ContactStore(center: try Self.center(.allowed), sources: [source])
    #expect(try store.allContacts().isEmpty)
    nonisolated(unsafe) var posted = 0
    let token = NotificationCenter.default.addObserver(
      forName: ContactStore.didChangeNotification, object: nil, queue: nil
    ) { note in
      if note.userInfo?[ContactStore.bundleIdentifierKey] as? String == Self.app.bundleIdentifier { posted += 1 }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    var request = SaveRequest()
    request.add(Self.person("x", "Ada", "Lovelace"))
    try store.execute(request)
    #expect(posted == 1)
    #expect(try store.allContacts().map(\.identifier) == ["x"])
  }

  @Test("without a grant nothing is written and the read's error is thrown", arguments: [nil, AuthValue.denied])
  func notGranted(_ value: AuthValue?) throws {
    let source = InMemoryContactSource(contacts: [Self.person("1", "Ada", "Lovelace")])
    let store = ContactStore(center: try Self.center(value), sources: [source])
    var request = SaveRequest()
    request.add(Self.person("2", "Alan", "Turing"))
    request.delete(Self.person("1", "Ada", "Lovelace"))
    let readError = #expect(throws: ContactsError.self) { try store.allContacts() }
    let saveError = #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(saveError?.code == readError?.code && saveError?.message == readError?.message)
    #expect(source.contacts.map(\.identifier) == ["1"])
  }

  @Test("a restricted app writes nothing")
  func restricted() throws {
    let source = InMemoryContactSource(contacts: [])
    let permissions = InMemoryPermissionStore()
    try permissions.save(.allowed, reason: .userConsent, for: Self.app.bundleIdentifier, sharedIdentifiers: [])
    let center = AuthorizationCenter(
      manifest: Self.app, store: permissions, restrictions: RestrictionsPolicy(clients: [Self.app.bundleIdentifier]))
    var request = SaveRequest()
    request.add(Self.person("2", "Alan", "Turing"))
    #expect(throws: ContactsError.self) { try ContactStore(center: center, sources: [source]).execute(request) }
    #expect(source.contacts.isEmpty)
  }

  @Test("limited access adds, and what it adds joins the shared contacts")
  func limitedAdds() throws {
    let path = try Self.file()
    let center = try Self.center(.limited, shared: [])
    let store = ContactStore(center: center, sources: [VCardFileSource(path: path)])
    #expect(try store.allContacts().isEmpty)
    var request = SaveRequest()
    request.add(Self.person("", "Alan", "Turing"))
    let added = try store.execute(request).added[0]
    #expect(try store.allContacts().map(\.identifier) == [added.identifier])
    #expect(try center.status(for: .contacts) == .limited)
    // Still the user's answer to the prompt, not a decision set again.
    #expect(try center.store.record(for: Self.app.bundleIdentifier)?.reason == .userConsent)
  }

  @Test("limited access updates and deletes only shared contacts; another is not found, as when read")
  func limitedUpdates() throws {
    let source = InMemoryContactSource(contacts: [
      Self.person("1", "Ada", "Lovelace"), Self.person("2", "Alan", "Turing"),
    ])
    let store = ContactStore(center: try Self.center(.limited, shared: ["1"]), sources: [source])
    var ada = try store.unifiedContact(withIdentifier: "1", keysToFetch: ContactKey.allCases)
    ada.note = "shared"
    var allowed = SaveRequest()
    allowed.update(ada)
    try store.execute(allowed)
    let readError = #expect(throws: ContactsError.self) {
      try store.unifiedContact(withIdentifier: "2", keysToFetch: [])
    }
    var refused = SaveRequest()
    refused.delete(Self.person("2", "Alan", "Turing"))
    let saveError = #expect(throws: ContactsError.self) { try store.execute(refused) }
    #expect(saveError?.message == readError?.message)
    #expect(source.contacts.map(\.identifier) == ["1", "2"])
    #expect(source.contacts[0].note == "shared")
  }

  @Test("limited access in a file: a shared card is updated, its unshared neighbour cannot be deleted")
  func limitedInAFile() throws {
    let path = try Self.file()
    let full = ContactStore(center: try Self.center(.allowed), sources: [VCardFileSource(path: path)])
    let key = try full.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases).sharingKey
    let store = ContactStore(center: try Self.center(.limited, shared: [key]), sources: [VCardFileSource(path: path)])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.note = "shared and edited"
    var request = SaveRequest()
    request.update(ada)
    try store.execute(request)
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self).contains("NOTE:shared and edited"))
    // The edited card has new bytes, so a new sharing key: it stays shared.
    #expect(try store.allContacts().map(\.note) == ["shared and edited"])
    var refused = SaveRequest()
    refused.delete(try full.unifiedContact(withIdentifier: "grace", keysToFetch: ContactKey.allCases))
    #expect(throws: ContactsError.self) { try store.execute(refused) }
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self).contains("UID:grace"))
  }

  @Test("a failure in a second source midway writes nothing to the first")
  func allOrNothing() throws {
    let path = try Self.file()
    let before = try Self.bytes(path)
    var broken = InMemoryContactSource(name: "broken", contacts: [Self.person("m", "Mem", "Ory")])
    broken.failsWrites = true
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardFileSource(path: path), broken])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.note = "changed"
    var request = SaveRequest()
    request.update(ada)
    request.add(Self.person("new", "New", "Person"), toContainer: "broken")
    #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(try Self.bytes(path) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
    #expect(leftovers.filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test("an unwritable vdir folder as the second target leaves the first file as it was")
  func unwritableSecondTarget() throws {
    guard getuid() != 0 else { return }  // root writes anywhere
    let path = try Self.file()
    let before = try Self.bytes(path)
    let folder = try temporaryDirectory().path
    chmod(folder, 0o500)
    defer { chmod(folder, 0o700) }
    let store = ContactStore(
      center: try Self.center(.allowed), sources: [VCardFileSource(path: path), VCardDirectorySource(path: folder)])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.note = "changed"
    var request = SaveRequest()
    request.update(ada)
    request.add(Self.person("new", "New", "Person"), toContainer: folder)
    #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(try Self.bytes(path) == before)
  }

  @Test("editing one card of a .vcf file leaves every other byte of the file as it was")
  func fileUpdateKeepsOtherBytes() throws {
    let path = try Self.file()
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardFileSource(path: path)])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.phoneNumbers[0].value = "+44 20 9999"
    var request = SaveRequest()
    request.update(ada)
    try store.execute(request)
    let expected = Self.twoCards.replacingOccurrences(of: "+44 20 1234", with: "+44 20 9999")
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self) == expected)
  }

  @Test("a new card is appended with a UID and one PRODID; a deleted card goes with its line end")
  func fileAddAndDelete() throws {
    let path = try Self.file()
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardFileSource(path: path)])
    var request = SaveRequest()
    request.add(Self.person("", "Alan", "Turing"))
    let added = try store.execute(request).added[0]
    let text = String(decoding: try Self.bytes(path), as: UTF8.self)
    #expect(text.hasPrefix(Self.twoCards))
    #expect(text.contains("UID:\(added.identifier)\r\n"))
    #expect(text.components(separatedBy: "PRODID").count == 2)
    var removal = SaveRequest()
    removal.delete(try store.unifiedContact(withIdentifier: added.identifier, keysToFetch: ContactKey.allCases))
    try store.execute(removal)
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self) == Self.twoCards)
    var second = SaveRequest()
    second.delete(try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases))
    try store.execute(second)
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self).hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace"))
  }

  @Test("the file keeps its mode")
  func keepsMode() throws {
    let path = try Self.file()
    chmod(path, 0o640)
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardFileSource(path: path)])
    var request = SaveRequest()
    request.delete(try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases))
    try store.execute(request)
    var info = stat()
    stat(path, &info)
    #expect(info.st_mode & 0o777 == 0o640)
  }

  @Test("a card changed on disk after it was read is a conflict naming it and the file, and nothing is written")
  func conflict() throws {
    let path = try Self.file()
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardFileSource(path: path)])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    let edited = Self.twoCards.replacingOccurrences(of: "kept as is", with: "changed by another program")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    ada.note = "mine"
    var request = SaveRequest()
    request.update(ada)
    let error = #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(error?.message.contains("Ada Lovelace") == true)
    #expect(error?.message.contains(path) == true)
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self) == edited)
  }

  @Test("a card moved by an edit elsewhere in the file is found by its bytes at its offset, or refused")
  func movedCardIsAConflict() throws {
    let path = try Self.file()
    let source = VCardFileSource(path: path)
    let read = try source.loadForSaving().contacts
    let edited = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Early\r\nEND:VCARD\r\n" + Self.twoCards
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    var grace = read[1]
    grace.note = "mine"
    #expect(throws: ContactsError.self) { try source.prepare([.update(from: read[1], to: grace)]).commit() }
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self) == edited)
  }

  @Test("a vdir: a new card is a file named after its sanitised UID, an edit rewrites its file, a delete unlinks it")
  func vdir() throws {
    let folder = try temporaryDirectory().path
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardDirectorySource(path: folder)])
    var request = SaveRequest()
    request.add(Self.person("../evil/uid:1", "Ada", "Lovelace"))
    request.add(Self.person("", "Alan", "Turing"))
    let added = try store.execute(request).added
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    #expect(names.contains("_evil_uid_1.vcf"))
    #expect(names.contains("\(added[1].identifier).vcf"))
    #expect(names.count == 2)
    var ada = try store.unifiedContact(withIdentifier: "../evil/uid:1", keysToFetch: ContactKey.allCases)
    ada.note = "edited"
    var edit = SaveRequest()
    edit.update(ada)
    try store.execute(edit)
    #expect(String(decoding: try Self.bytes(folder + "/_evil_uid_1.vcf"), as: UTF8.self).contains("NOTE:edited"))
    var stale = SaveRequest()
    stale.delete(ada)  // read before the edit: its card has changed since
    #expect(throws: ContactsError.self) { try store.execute(stale) }
    var removal = SaveRequest()
    removal.delete(try store.unifiedContact(withIdentifier: "../evil/uid:1", keysToFetch: ContactKey.allCases))
    try store.execute(removal)
    #expect(!FileManager.default.fileExists(atPath: folder + "/_evil_uid_1.vcf"))
    #expect(try store.allContacts().map(\.givenName) == ["Alan"])
  }

  @Test("a vdir card in a file not named after its UID is found too, and edited in place")
  func vdirOtherName() throws {
    let folder = try temporaryDirectory().path
    try Data(Self.twoCards.utf8).write(to: URL(fileURLWithPath: folder + "/both.vcf"))
    try Data(
      Self.twoCards.replacingOccurrences(of: "UID:ada", with: "UID:x").replacingOccurrences(
        of: "UID:grace", with: "UID:y"
      ).utf8
    )
    .write(to: URL(fileURLWithPath: folder + "/ada.vcf"))  // named after ada, holding others
    let store = ContactStore(center: try Self.center(.allowed), sources: [VCardDirectorySource(path: folder)])
    var grace = try store.unifiedContact(withIdentifier: "grace", keysToFetch: ContactKey.allCases)
    grace.note = "moved"
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.jobTitle = "Analyst"
    var request = SaveRequest()
    request.update(grace)
    request.update(ada)
    try store.execute(request)
    let both = String(decoding: try Self.bytes(folder + "/both.vcf"), as: UTF8.self)
    #expect(both.contains("NOTE:moved\r\nEND:VCARD") && both.contains("TITLE:Analyst\r\n"))
    #expect(try Self.bytes(folder + "/ada.vcf").count > 0)
    #expect(!String(decoding: try Self.bytes(folder + "/ada.vcf"), as: UTF8.self).contains("Analyst"))
  }

  @Test("a vdir name already taken gets a numbered suffix")
  func vdirCollision() throws {
    let folder = try temporaryDirectory().path
    try Data("not a card".utf8).write(to: URL(fileURLWithPath: folder + "/abc.vcf"))
    #expect(VCardDirectorySource.fileName(for: "abc", in: folder, taken: []) == "abc-2.vcf")
    #expect(VCardDirectorySource.fileName(for: "abc", in: folder, taken: ["abc-2.vcf"]) == "abc-3.vcf")
  }

  @Test("the bundled sample is read-only: a save says so, suggests --contacts, and writes nothing")
  func readOnlySample() throws {
    let path = try Self.file()
    let before = try Self.bytes(path)
    let source = ContactSources.at(path: path, readOnlyReason: "the sample is read-only; use --contacts PATH.")
    let store = ContactStore(center: try Self.center(.allowed), sources: [source])
    var request = SaveRequest()
    request.delete(try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases))
    let error = #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(error?.message.contains("--contacts PATH") == true)
    #expect(try Self.bytes(path) == before)
    #expect(try store.containers().map(\.isWritable) == [false])
  }

  @Test("containers are the sources; the default is the first writable one")
  func containers() throws {
    let path = try Self.file()
    let sample = ContactSources.at(path: path, readOnlyReason: "read-only")
    let folder = try temporaryDirectory().path
    let store = ContactStore(
      center: try Self.center(.allowed), sources: [sample, ContactSources.at(path: folder)])
    #expect(try store.containers().map(\.identifier) == [path, folder])
    #expect(try store.containers(matching: [folder]).map(\.name) == [folder])
    #expect(store.defaultContainerIdentifier() == folder)
    #expect(throws: ContactsError.self) {
      try ContactStore(center: try Self.center(nil), sources: [sample]).containers()
    }
  }
}
