import Authorization
import ContactModel
import ContactSearch
import ContactsTesting
import Foundation
import Testing
import VCard

@testable import ContactStore

/// `ContactListing` renders rows while the sources are parsed, on all cores; what it writes must
/// be exactly what loading everything, sorting and exporting would write.
@Suite("streamed listings")
struct ContactListingTests {
  /// Enough varied contacts that their file is parsed in several pieces at once.
  static let contacts: [Contact] = (0..<3000).map { index in
    let given = ["Émile", "ann", "Zoë", "Carl", "", "山田", "Ølaf", "bob"][index % 8]
    let family = ["Young", "Åström", "", "Xu", "Lee", "太郎", "zed", "Müller"][index * 7 % 8]
    var contact = makeContact(
      "id-\(index * 7919 % 3000)", given: given, family: family, org: index % 5 == 0 ? "Acme \(index % 3)" : "",
      emails: index % 4 == 0 ? [] : ["person\(index)@example.com"], phones: index % 3 == 0 ? [] : ["+1 555 \(index)"])
    contact.note = String(repeating: "note \(index) ", count: index % 4)
    if index % 9 == 0 { contact.nickname = "Nick\(index % 4)" }
    if index % 6 == 0 { contact.jobTitle = "Engineer" }
    return contact
  }

  /// A store over one vCard file of `contacts`, with the given access.
  static func store(
    _ contacts: [Contact] = contacts, access: AuthValue = .allowed, shared: Set<String> = []
  ) throws -> (ContactStore, cleanup: () -> Void) {
    let folder = try temporaryDirectory()
    let path = folder.appendingPathComponent("all.vcf").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(VCardWriter.bytes(contacts))))
    let center = try ContactStoreTests.center(access, shared: shared)
    return (
      ContactStore(center: center, sources: [ContactSources.at(path: path)]),
      { try? FileManager.default.removeItem(at: folder) }
    )
  }

  @Test(
    "a listing writes what sorting every contact and exporting them writes",
    arguments: ExportFormat.allCases, ContactSortOrder.allCases)
  func sameAsExport(format: ExportFormat, order: ContactSortOrder) throws {
    let (store, cleanup) = try Self.store()
    defer { cleanup() }
    let loaded = try store.allContacts()
    #expect(VCardWriter.bytes(Self.contacts).count > VCardReader.parallelThreshold, "parsed in pieces")
    let formatter = ContactFormatter(order: .familyFirst)
    let expected = ContactExport.render(
      ContactSorting.sorted(loaded, by: order), format: format, formatter: formatter)
    store.reload()
    let rows = try ContactListing(format: format, formatter: formatter, sortOrder: order).render(from: store)
    #expect(rows.count == Self.contacts.count)
    #expect(rows.string() == expected)
  }

  @Test(
    "a match keeps exactly the contacts the browser's search finds", arguments: ["zo", "acme 1", "555 12", "nobody"])
  func match(query: String) throws {
    let (store, cleanup) = try Self.store()
    defer { cleanup() }
    let loaded = try store.allContacts()
    let found = SearchIndex(loaded).search(query).map { loaded[$0] }
    let expected = ContactExport.render(
      ContactSorting.sorted(found, by: .familyName), format: .tsv, formatter: ContactFormatter())
    store.reload()
    let rows = try ContactListing(format: .tsv, formatter: ContactFormatter(), sortOrder: .familyName, match: query)
      .render(from: store)
    #expect(rows.count == found.count)
    #expect(rows.string() == expected)
  }

  @Test("an empty listing is an empty JSON array and a bare TSV header")
  func empty() throws {
    let store = ContactStore(center: try ContactStoreTests.center(.allowed), sources: [])
    let json = ContactListing(format: .json, formatter: ContactFormatter(), sortOrder: .givenName)
    #expect(try json.render(from: store).string() == "[]\n")
    let tsv = ContactListing(format: .tsv, formatter: ContactFormatter(), sortOrder: .givenName)
    #expect(try tsv.render(from: store).string() == ContactExport.tsvColumns.joined(separator: "\t") + "\n")
  }

  @Test("rows written to a file descriptor are the rendered string, across write chunks")
  func writesInChunks() throws {
    let (store, cleanup) = try Self.store()
    defer { cleanup() }
    let rows = try ContactListing(format: .vcard, formatter: ContactFormatter(), sortOrder: .givenName)
      .render(from: store)
    let url = try temporaryDirectory().appendingPathComponent("out")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try rows.write(to: handle.fileDescriptor, chunkSize: 4096)
    try handle.close()
    #expect(try Data(contentsOf: url) == Data(rows.string().utf8))
  }
}

@Suite("partial reads")
struct PartialReadTests {
  @Test("a search over only the search keys finds what a search over whole contacts finds")
  func searchKeysSuffice() {
    var other = fullContact()
    other.note = "zo appears only in the note"
    other.jobTitle = "Zookeeper"
    let contacts = [fullContact(), other, makeContact("x", given: "Zed")]
    let projected = contacts.map { $0.projected(onto: Set(ContactKey.searchKeys)) }
    for query in ["zo", "zoë anne", "mobile", "555", "müller", "r&d", "phd", "🦊", "keeper", "note"] {
      #expect(SearchIndex(projected).search(query) == SearchIndex(contacts).search(query), "\(query)")
    }
  }

  @Test("a stream that does not fetch notes, titles, URLs, addresses or photos gets them empty")
  func unfetchedFieldsStayEmpty() throws {
    let keys = Set(ContactKey.formatterKeys + [.birthday])
    let stream = ContactStream<[Contact]>(keysToFetch: keys, makeBatch: { _ in [] }, consume: { $0.append($1) })
    let text = VCardWriter.write([fullContact()]) + card("N:Bad;Date;;;", "BDAY:not a date")
    let (batches, diagnostics) = Array(text.utf8).withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: "t.vcf", into: stream)
    }
    let read = try #require(batches.flatMap { $0 }.first)
    let full = fullContact()
    #expect(read.identifier == full.identifier && read.givenName == full.givenName)
    #expect(read.phoneNumbers == full.phoneNumbers && read.emailAddresses == full.emailAddresses)
    #expect(read.organizationName == full.organizationName && read.birthday == full.birthday)
    #expect(read.note.isEmpty && read.jobTitle.isEmpty && read.nickname.isEmpty)
    #expect(read.urlAddresses.isEmpty && read.postalAddresses.isEmpty && read.photo == nil)
    #expect(diagnostics.map(\.reason) == ["BDAY \"not a date\" is not a date; ignored"], "still reported")
  }
}

@Suite("streamed reads through the store")
struct ContactStreamTests {
  /// A stream that keeps identifiers.
  static let identifiers = ContactStream<[String]>(makeBatch: { _ in [] }, consume: { $0.append($1.identifier) })

  @Test("a streamed read sees every contact in file order, in several batches, with the diagnostics")
  func fullAccess() throws {
    let bad = "BEGIN:VCARD\r\nVERSION:3.0\r\nno colon here\r\nEND:VCARD\r\n"
    var bytes = VCardWriter.bytes(ContactListingTests.contacts)
    bytes += Array(bad.utf8)
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("all.vcf").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let store = ContactStore(center: try ContactStoreTests.center(.allowed), sources: [ContactSources.at(path: path)])
    let batches = try store.streamContacts(into: Self.identifiers)
    #expect(batches.count > 1)
    #expect(batches.flatMap { $0 }.count == ContactListingTests.contacts.count + 1)
    #expect(Array(batches.flatMap { $0 }.prefix(3000)) == ContactListingTests.contacts.map(\.identifier))
    #expect(store.diagnostics.count == 1)
  }

  @Test("a streamed read under limited access sees only the shared contacts; a bare UID shares nothing")
  func limited() throws {
    let (full, cleanup) = try ContactListingTests.store()
    defer { cleanup() }
    let keys = try full.allContacts().filter { ["id-7", "id-14"].contains($0.identifier) }.map(\.sharingKey)
    #expect(keys.count == 2)
    let shared = Set(keys + ["id-3", "nope"])
    let store = ContactStore(center: try ContactStoreTests.center(.limited, shared: shared), sources: full.sources)
    #expect(try store.streamContacts(into: Self.identifiers).flatMap { $0 }.sorted() == ["id-14", "id-7"])
    #expect(store.diagnostics.isEmpty)
  }

  @Test("a streamed read before a grant throws and opens no source", arguments: [AuthValue?.none, .denied])
  func refused(value: AuthValue?) throws {
    let spy = SpySource(ContactStoreTests.people)
    let store = ContactStore(center: try ContactStoreTests.center(value), sources: [spy])
    #expect { try store.streamContacts(into: Self.identifiers) } throws: {
      ($0 as? ContactsError)?.code == .authorizationDenied
    }
    #expect(spy.loads == 0)
  }

  @Test("a vdir folder streams a batch per card file, in name order")
  func vdir() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, contact) in ContactStoreTests.people.enumerated() {
      let path = folder.appendingPathComponent("card\(index).vcf").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data(VCardWriter.bytes([contact]))))
    }
    let store = ContactStore(
      center: try ContactStoreTests.center(.allowed), sources: [ContactSources.at(path: folder.path)])
    #expect(try store.streamContacts(into: Self.identifiers) == [["a"], ["b"], ["c"]])
  }
}
