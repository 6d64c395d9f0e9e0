import Authorization
import ContactModel
import ContactSearch
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

#if canImport(Glibc)
  import Glibc
#endif

/// A folder with a cache and a source file in it, removed afterwards.
private final class SnapshotBed {
  let root: URL
  let cache: SnapshotCache
  let file: String

  init(_ text: String = SnapshotTests.richCorpus) throws {
    root = try temporaryDirectory()
    cache = SnapshotCache(directory: root.path + "/cache/contacts-tui")
    file = root.path + "/book.vcf"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var source: VCardFileSource { VCardFileSource(path: file, snapshots: cache) }
  var snapshotPath: String { cache.directory + "/" + SnapshotCache.fileName(for: file) }

  /// What parsing the file gives, with no cache.
  func parsed() throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try VCardFileSource(path: file).load()
  }

  /// What the fresh snapshot decodes to, or nil when there is none to trust.
  func fromSnapshot() -> (contacts: [Contact], diagnostics: [Diagnostic])? {
    guard let snapshot = cache.snapshot(of: file), let batches = try? snapshot.stream(into: .collecting) else {
      return nil
    }
    return (Array(batches.joined()), snapshot.diagnostics)
  }

  /// Whether damage is noticed: the snapshot is refused, or its contacts or its search fail
  /// (each part is checked when it is read). What a part still gives must be what the intact
  /// snapshot gives: `contacts` and the search for "a" (`found`).
  func noticesDamage(_ contacts: [Contact], _ found: [Int], at position: Int) -> Bool {
    guard let snapshot = cache.snapshot(of: file) else { return true }
    let decoded = try? snapshot.stream(into: .collecting).joined()
    let search = try? snapshot.search("a")
    let whole = try? snapshot.contacts()
    #expect((whole == nil) == (decoded == nil), "byte \(position)")
    if let whole { #expect(whole == contacts) }
    if let decoded {
      #expect(Array(decoded) == contacts && decoded.map(\.fingerprint.value) == contacts.map(\.fingerprint.value))
    }
    if let search { #expect(search == found, "byte \(position)") }
    return decoded == nil || search == nil
  }

  func mode(_ path: String) -> UInt32 {
    var info = stat()
    stat(path, &info)
    return UInt32(info.st_mode & 0o7777)
  }

  func snapshotBytes() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: snapshotPath))) }

  func replaceSnapshot(_ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: snapshotPath))
    chmod(snapshotPath, 0o600)
  }
}

@Suite("The snapshot cache: a checked binary snapshot of each parsed source file", .serialized)
struct SnapshotTests {
  static let app = AppManifest(bundleIdentifier: "com.example.Snapshot", contactsUsageDescription: "To complete.")

  /// Cards with every field the model holds, repeated UIDs, a card without a UID, a photo, a
  /// photo by address, and a damaged card (for diagnostics).
  static let richCorpus: String = {
    var text = ""
    let given = ["José", "Ada", "Grace", "Zoë", "Ørjan", "李", "Müller", "O'Brien", "Анна", "Nguyễn"]
    let family = ["Álvarez", "Lovelace", "Hopper", "Brontë", "Ødegård", "小龍", "Schmidt", "Smith", "Иванова", "Văn"]
    for index in 0..<240 {
      let (first, last) = (given[index % given.count], family[(index / 3) % family.count])
      text += "BEGIN:VCARD\r\nVERSION:3.0\r\n"
      if index % 17 != 5 { text += "UID:uid-\(index % 50 == 7 ? 7 : index)\r\n" }
      text += "N:\(last);\(first);Middle\(index % 4);Dr.;Jr.\r\nFN:\(first) \(last)\r\n"
      if index % 3 == 0 { text += "NICKNAME:Nick\(index),Other \(first)\r\n" }
      if index % 2 == 0 { text += "ORG:Org \(index % 7);Dept \(index % 5)\r\nTITLE:Engineer \(index)\r\n" }
      text += "TEL;TYPE=CELL:+1 (555) \(1000 + index)\r\nTEL;TYPE=WORK:+44 20 7946 \(index)\r\n"
      text += "EMAIL;TYPE=INTERNET:\(first.lowercased()).\(index)@example.org\r\n"
      if index % 5 == 0 { text += "item1.EMAIL:alt\(index)@mail.example\r\nitem1.X-ABLabel:Custom label\r\n" }
      if index % 4 == 0 {
        text += "ADR;TYPE=HOME:PO \(index);Apt \(index);\(index) Main St;Springfield;IL;62701;USA\r\n"
      }
      if index % 6 == 0 { text += "URL:https://example.org/\(index)\r\n" }
      if index % 9 == 0 { text += "BDAY:19\(50 + index % 40)-0\(1 + index % 9)-1\(index % 9)\r\n" }
      if index % 11 == 0 { text += "BDAY:--04-12\r\n" }
      if index % 8 == 0 { text += "NOTE:line one\\nline two, with a comma\\; and more\r\n" }
      if index % 10 == 0 { text += "CATEGORIES:Friends,Work \(index % 3)\r\n" }
      if index % 23 == 0 { text += "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD\r\n" }
      if index % 29 == 0 { text += "PHOTO;VALUE=uri:https://example.org/p\(index).png\r\n" }
      if index % 31 == 0 { text += "X-CUSTOM;FOO=bar:unknown line\r\nBROKEN LINE WITHOUT COLON\r\n" }
      text += "END:VCARD\r\n"
    }
    text += "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Cut;Off\r\n"
    return text
  }()

  /// Every fixture file of the vCard tests: real-world exports, charsets, round-trip cards.
  static let fixtures: [URL] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("VCardTests/Fixtures")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    return (files ?? []).filter { $0.pathExtension == "vcf" }.sorted { $0.path < $1.path }
  }()

  /// Field by field, including what `==` leaves out: the fingerprint and the sharing key.
  static func expectSame(
    _ loaded: (contacts: [Contact], diagnostics: [Diagnostic]),
    _ parsed: (contacts: [Contact], diagnostics: [Diagnostic]),
    _ what: String = ""
  ) {
    #expect(loaded.contacts.count == parsed.contacts.count, "\(what)")
    for (a, b) in zip(loaded.contacts, parsed.contacts) {
      #expect(a == b, "\(what) \(b.identifier)")
      #expect(
        a.fingerprint.value == b.fingerprint.value && a.fingerprint.isDisambiguated == b.fingerprint.isDisambiguated)
      #expect(a.sharingKey == b.sharingKey)
      #expect(a.photo?.base64 == b.photo?.base64 && a.photo?.url == b.photo?.url)
    }
    #expect(loaded.diagnostics == parsed.diagnostics, "\(what)")
  }

  static func center(_ value: AuthValue, shared: Set<String> = []) throws -> AuthorizationCenter {
    let store = InMemoryPermissionStore()
    try store.save(value, reason: .userConsent, for: app.bundleIdentifier, sharedIdentifiers: shared)
    return AuthorizationCenter(manifest: app, store: store, restrictions: .none)
  }

  @Test("a load from the snapshot is the parse, field by field, on a rich corpus")
  func roundTripRich() throws {
    let bed = try SnapshotBed()
    let parsed = try bed.parsed()
    #expect(parsed.contacts.count > 200 && !parsed.diagnostics.isEmpty)
    #expect(bed.fromSnapshot() == nil)
    Self.expectSame(try bed.source.load(), parsed, "first load")
    let snapshot = try #require(bed.fromSnapshot(), "no snapshot was written")
    Self.expectSame(snapshot, parsed, "snapshot")
    Self.expectSame(try bed.source.load(), parsed, "second load")
    let streamed = try bed.source.stream(into: .collecting)
    Self.expectSame((Array(streamed.batches.joined()), streamed.diagnostics), parsed, "stream")
  }

  @Test("a load from the snapshot is the parse for every vCard fixture file", arguments: fixtures)
  func roundTripFixtures(_ fixture: URL) throws {
    let bed = try SnapshotBed("")
    try FileManager.default.removeItem(atPath: bed.file)
    try FileManager.default.copyItem(atPath: fixture.path, toPath: bed.file)
    let parsed = try bed.parsed()
    _ = try bed.source.load()
    let snapshot = try #require(bed.fromSnapshot(), "no snapshot for \(fixture.lastPathComponent)")
    Self.expectSame(snapshot, parsed, fixture.lastPathComponent)
  }

  @Test("identifiers made unique across sources are the same from snapshots")
  func identityAcrossSources() throws {
    let first = try SnapshotBed()
    let second = try SnapshotBed(Self.richCorpus.replacingOccurrences(of: "Engineer", with: "Author"))
    let center = try Self.center(.allowed)
    func load(_ cache: Bool) throws -> [Contact] {
      let sources = [first, second].map { ContactSources.at(path: $0.file, snapshots: cache ? $0.cache : nil) }
      return try ContactStore(center: center, sources: sources).allContacts()
    }
    let parsed = try load(false)
    _ = try load(true)
    #expect(first.fromSnapshot() != nil && second.fromSnapshot() != nil)
    let cached = try load(true)
    Self.expectSame((cached, []), (parsed, []))
    #expect(Set(cached.map(\.identifier)).count == cached.count)
  }

  @Test("a change of size, modification time or inode makes the snapshot stale, and it is rebuilt")
  func invalidation() throws {
    let bed = try SnapshotBed()
    _ = try bed.source.load()
    #expect(bed.fromSnapshot() != nil)

    // Modification time: same bytes, touched.
    var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 5), timespec(tv_sec: 1_000_000_000, tv_nsec: 5)]
    #expect(utimensat(AT_FDCWD, bed.file, &times, 0) == 0)
    #expect(bed.fromSnapshot() == nil)
    Self.expectSame(try bed.source.load(), try bed.parsed())
    #expect(bed.fromSnapshot() != nil)

    // Inode: the same bytes and time in a new file renamed over it.
    let copy = bed.root.path + "/copy.vcf"
    try FileManager.default.copyItem(atPath: bed.file, toPath: copy)
    #expect(utimensat(AT_FDCWD, copy, &times, 0) == 0)
    #expect(rename(copy, bed.file) == 0)
    #expect(bed.fromSnapshot() == nil)
    _ = try bed.source.load()
    #expect(bed.fromSnapshot() != nil)

    // Size: a card more, with the old modification time put back.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: bed.file))
    try handle.seekToEnd()
    try handle.write(
      contentsOf: Data("END:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:new\r\nFN:New One\r\nEND:VCARD\r\n".utf8))
    try handle.close()
    #expect(utimensat(AT_FDCWD, bed.file, &times, 0) == 0)
    #expect(bed.fromSnapshot() == nil)
    let reloaded = try bed.source.load()
    #expect(reloaded.contacts.contains { $0.identifier == "new" })
    Self.expectSame(try #require(bed.fromSnapshot()), try bed.parsed())
  }

  @Test("a save through the store changes the file, and the next read sees it")
  func saveRebuilds() throws {
    let bed = try SnapshotBed()
    let store = ContactStore(
      center: try Self.center(.allowed), sources: [ContactSources.at(path: bed.file, snapshots: bed.cache)])
    let before = try store.allContacts().count
    #expect(bed.fromSnapshot() != nil)
    var request = SaveRequest()
    var added = Contact(identifier: "")
    added.givenName = "Saved"
    added.familyName = "Lately"
    request.add(added)
    try store.execute(request)
    #expect(bed.fromSnapshot() == nil)
    let reader = ContactStore(
      center: try Self.center(.allowed), sources: [ContactSources.at(path: bed.file, snapshots: bed.cache)])
    #expect(try reader.contacts(matchingSearch: "saved lately").count == 1)
    #expect(try reader.allContacts().count == before + 1)
    #expect(bed.fromSnapshot() != nil)
    #expect(try reader.contacts(matchingSearch: "saved lately").count == 1)
  }

  @Test("a damaged snapshot (a flipped byte anywhere, a cut, another version) is never trusted, and is rebuilt")
  func damage() throws {
    let bed = try SnapshotBed(String(Self.richCorpus.prefix(1400)))
    let parsed = try bed.parsed()
    _ = try bed.source.load()
    let good = try bed.snapshotBytes()
    let intact = try #require(bed.cache.snapshot(of: bed.file))
    let found = try intact.search("a")
    #expect(!found.isEmpty)
    for position in 0..<good.count {
      var bytes = good
      bytes[position] ^= 0x20
      try bed.replaceSnapshot(bytes)
      #expect(bed.noticesDamage(parsed.contacts, found, at: position), "byte \(position) flipped was trusted")
    }
    for length in stride(from: 0, to: good.count, by: 7) {
      try bed.replaceSnapshot(Array(good.prefix(length)))
      #expect(bed.noticesDamage(parsed.contacts, found, at: length), "cut at \(length) was trusted")
    }
    var version = good
    version[SnapshotFormat.magic.count] &+= 1
    try bed.replaceSnapshot(version)
    #expect(bed.cache.snapshot(of: bed.file) == nil)
    try bed.replaceSnapshot(good)
    #expect(!bed.noticesDamage(parsed.contacts, found, at: -1))
    Self.expectSame(try bed.source.load(), parsed)
    Self.expectSame(try #require(bed.fromSnapshot()), parsed)
  }

  @Test("a search from a snapshot reads its texts, offsets and columns where they are mapped, copying none")
  func searchInPlace() throws {
    let bed = try SnapshotBed()
    let parsed = try bed.parsed()
    _ = try bed.source.load()
    let snapshot = try #require(bed.cache.snapshot(of: bed.file))
    let index = try snapshot.searchIndex()
    #expect(index.lies(in: snapshot.bytes))
    #expect(!SearchIndex(parsed.contacts).lies(in: snapshot.bytes))
    for query in ["a", "ada", "lovelace ada", "555", "zzzq"] {
      #expect(index.search(query) == SearchIndex(parsed.contacts).search(query), "\(query)")
    }
  }

  @Test("another file's snapshot is not this file's, even with the same stamp")
  func foreignPath() throws {
    let bed = try SnapshotBed()
    _ = try bed.source.load()
    let moved = bed.root.path + "/moved.vcf"
    #expect(rename(bed.file, moved) == 0)  // same device, inode, size and time
    let target = bed.cache.directory + "/" + SnapshotCache.fileName(for: moved)
    try FileManager.default.copyItem(atPath: bed.snapshotPath, toPath: target)
    #expect(bed.cache.snapshot(of: moved) == nil)
    let fresh = try VCardFileSource(path: moved, snapshots: bed.cache).load()
    #expect(fresh.diagnostics.allSatisfy { $0.file == moved })
    #expect(bed.cache.snapshot(of: moved) != nil)
  }

  @Test("the cache folder is made 0700 and each snapshot 0600, whatever the umask")
  func permissions() throws {
    let bed = try SnapshotBed()
    let old = umask(0)
    defer { umask(old) }
    _ = try bed.source.load()
    #expect(bed.mode(bed.cache.directory) == 0o700)
    #expect(bed.mode(bed.snapshotPath) == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: bed.cache.directory)
    #expect(leftovers == [SnapshotCache.fileName(for: bed.file)])
  }

  @Test("a cache folder or snapshot that others may write is neither read nor written")
  func untrusted() throws {
    let bed = try SnapshotBed()
    _ = try bed.source.load()
    chmod(bed.snapshotPath, 0o666)
    #expect(bed.fromSnapshot() == nil)
    try FileManager.default.removeItem(atPath: bed.snapshotPath)
    chmod(bed.cache.directory, 0o777)
    #expect(throws: SnapshotFailure.self) { try bed.cache.write([[1, 2, 3]], for: "/elsewhere.vcf") }
    Self.expectSame(try bed.source.load(), try bed.parsed())
    #expect(!FileManager.default.fileExists(atPath: bed.snapshotPath))
    let linked = SnapshotCache(directory: bed.root.path + "/link")
    try FileManager.default.createSymbolicLink(atPath: linked.directory, withDestinationPath: bed.root.path)
    _ = try VCardFileSource(path: bed.file, snapshots: linked).load()
    #expect(!FileManager.default.fileExists(atPath: bed.root.path + "/" + SnapshotCache.fileName(for: bed.file)))
  }

  @Test("contacts(matchingSearch:) from the snapshot equals the parse path on many queries")
  func searchEquality() throws {
    let bed = try SnapshotBed()
    let center = try Self.center(.allowed)
    let plain = ContactStore(center: center, sources: [ContactSources.at(path: bed.file)])
    let cached = ContactStore(center: center, sources: [ContactSources.at(path: bed.file, snapshots: bed.cache)])
    _ = try cached.allContacts()
    #expect(try cached.contactsFromSnapshots(matchingSearch: "ada") != nil, "the snapshot path was not taken")
    #expect(try plain.allContacts().contains { $0.fingerprint.isDisambiguated }, "the corpus repeats no UID")
    let queries = [
      "", "a", "jose", "JOSÉ", "álv", "ada love", "zoe", "555", "555-1001", "+44 20", "friends", "work 2", "org 3",
      "nick", "example.org", "li", "анна", "nguyen", "custom", "xyz", "o'b", "dr", "middle2", "12",
    ]
    for query in queries {
      let expected = try plain.contacts(matchingSearch: query)
      let found = try cached.contacts(matchingSearch: query)
      Self.expectSame((found, []), (expected, []), "query \(query)")
    }
    // Two sources that share UIDs: identifiers are made unique across them, as a load does.
    let other = try SnapshotBed(Self.richCorpus.replacingOccurrences(of: "Engineer", with: "Author"))
    let plainTwo = ContactStore(center: center, sources: [bed.file, other.file].map { ContactSources.at(path: $0) })
    let cachedTwo = ContactStore(
      center: center, sources: [bed, other].map { ContactSources.at(path: $0.file, snapshots: $0.cache) })
    _ = try cachedTwo.allContacts()
    #expect(try cachedTwo.contactsFromSnapshots(matchingSearch: "ada") != nil, "the snapshot path was not taken")
    for query in queries {
      Self.expectSame(
        (try cachedTwo.contacts(matchingSearch: query), []), (try plainTwo.contacts(matchingSearch: query), []),
        "two sources, query \(query)")
    }
  }

  @Test("limited access filters what the snapshot's search finds, and a refused read opens no snapshot")
  func limitedAccess() throws {
    let bed = try SnapshotBed()
    let all = try bed.source.load().contacts
    let shared = Set(all.filter { $0.givenName == "Ada" }.prefix(3).map(\.sharingKey))
    let limited = ContactStore(
      center: try Self.center(.limited, shared: shared),
      sources: [ContactSources.at(path: bed.file, snapshots: bed.cache)])
    let found = try #require(try limited.contactsFromSnapshots(matchingSearch: "a"))
    #expect(Set(found.map(\.sharingKey)) == shared)
    #expect(try limited.contacts(matchingSearch: "lovelace").allSatisfy { shared.contains($0.sharingKey) })

    let deniedBed = try SnapshotBed()
    let denied = ContactStore(
      center: try Self.center(.denied), sources: [ContactSources.at(path: deniedBed.file, snapshots: deniedBed.cache)])
    #expect(throws: ContactsError.self) { try denied.contacts(matchingSearch: "ada") }
    #expect(throws: ContactsError.self) { try denied.allContacts() }
    #expect(!FileManager.default.fileExists(atPath: deniedBed.cache.directory))
  }

  @Test("the cache folder comes from the environment, and CONTACTS_TUI_NO_CACHE turns it off")
  func environment() {
    #expect(
      SnapshotCache(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"])?.directory == "/x/cache/contacts-tui")
    #expect(
      SnapshotCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.directory == "/h/.cache/contacts-tui")
    #expect(SnapshotCache(environment: ["HOME": "/h", "CONTACTS_TUI_NO_CACHE": "1"]) == nil)
    #expect(SnapshotCache(environment: ["HOME": "/h", "CONTACTS_TUI_NO_CACHE": "0"]) != nil)
    #expect(SnapshotCache(environment: [:]) == nil)
  }
}

@Suite("The snapshot fuzz probe")
struct SnapshotProbeTests {
  @Test("the probe reads a real snapshot's sections whole: opened, every contact decoded, a search answered")
  func realSections() throws {
    let contacts = Array(VCardFileSourceFixture.parse(String(SnapshotTests.richCorpus.prefix(6000))).prefix(12))
    let outcome = SnapshotProbe.run(SnapshotProbe.input(for: contacts))
    #expect(outcome.opened && outcome.decoded == contacts.count && (outcome.found ?? 0) > 0)
    #expect(SnapshotProbe.run([]) == SnapshotProbe.Outcome())
    #expect(!SnapshotProbe.run([200, 0, 255, 255, 255, 255, 255, 255, 1, 2, 3]).opened)
  }

  /// The repository's `Fuzz` folder.
  static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz")

  @Test("each seed of the snapshot fuzz corpus opens and decodes, so the fuzzer starts past the checks")
  func seeds() throws {
    let folder = Self.fuzzFolder.appendingPathComponent("Corpus/snapshot")
    let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(seeds.count >= 3)
    for seed in seeds {
      let input = Array(try Data(contentsOf: folder.appendingPathComponent(seed)))
      let outcome = SnapshotProbe.run(input)
      #expect(outcome.opened && outcome.decoded == Int(input[0]) && outcome.found != nil, "\(seed)")
    }
  }

  /// A change to the snapshot's layout (a new contact field, for one) changes its format id, and
  /// then the old seeds no longer open. The seeds are made from card files that any layout can
  /// read, so one command makes them again: `CONTACTS_TUI_REGENERATE=1 swift test --filter
  /// SnapshotProbeTests` (docs/FUZZING.md).
  @Test("each seed is the snapshot of its card file in Fuzz/SeedCards/snapshot, diagnostics included")
  func seedsFromTheirCards() throws {
    let cards = Self.fuzzFolder.appendingPathComponent("SeedCards/snapshot")
    let corpus = Self.fuzzFolder.appendingPathComponent("Corpus/snapshot")
    let names = try FileManager.default.contentsOfDirectory(atPath: cards.path).filter { $0.hasSuffix(".vcf") }.sorted()
    #expect(names == ["empty.vcf", "rich.vcf", "three.vcf"])
    let regenerating = ProcessInfo.processInfo.environment["CONTACTS_TUI_REGENERATE"] == "1"
    for name in names {
      let loaded = try VCardFileSource(path: cards.appendingPathComponent(name).path).load()
      let input = SnapshotProbe.input(for: loaded.contacts, diagnostics: loaded.diagnostics)
      let seed = corpus.appendingPathComponent(name.dropLast(4) + "-snapshot")
      if regenerating {
        try Data(input).write(to: seed)
        continue
      }
      let rewrite = "CONTACTS_TUI_REGENERATE=1 swift test --filter SnapshotProbeTests"
      #expect(
        try Data(contentsOf: seed) == Data(input),
        "\(seed.lastPathComponent) is not the snapshot of \(name): if the layout changed on purpose, run \(rewrite)")
    }
    let empty = try VCardFileSource(path: cards.appendingPathComponent("empty.vcf").path).load()
    #expect(empty.diagnostics.count == 1 && empty.contacts.count == 1, "the cut card's seed carries a diagnostic")
  }
}

/// Parses vCard text through a file source.
enum VCardFileSourceFixture {
  static func parse(_ text: String) -> [Contact] {
    guard let root = try? temporaryDirectory() else { return [] }
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("cards.vcf").path
    guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: path))) != nil else { return [] }
    return (try? VCardFileSource(path: path).load().contacts) ?? []
  }
}
