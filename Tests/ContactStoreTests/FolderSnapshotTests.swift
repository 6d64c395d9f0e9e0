import Authorization
import ContactModel
import Foundation
import Testing

@testable import ContactStore

#if canImport(Glibc)
  import Glibc
#endif

/// A vdir folder (one card per file, some in a collection folder, one card cut short, a FIFO
/// named like a card, a hidden and a `.tmp` file to pass over) and a cache, removed afterwards.
private final class FolderBed {
  let root: URL
  let cache: SnapshotCache
  let folder: String

  init() throws {
    root = try temporaryDirectory()
    cache = SnapshotCache(directory: root.path + "/cache/contacts-tui")
    folder = root.path + "/book"
    try FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
    let cards = SnapshotTests.richCorpus.components(separatedBy: "END:VCARD\r\n")
    for (index, card) in cards.enumerated() {
      let ending = index == cards.count - 1 ? "" : "END:VCARD\r\n"
      let name = index % 5 == 0 ? "work/card-\(1000 + index).vcf" : "card-\(1000 + index).vcf"
      try write(card + ending, to: name)
    }
    try write("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hidden\r\nEND:VCARD\r\n", to: ".hidden.vcf")
    try write("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Temporary\r\nEND:VCARD\r\n", to: "partial.vcf.tmp")
    #expect(mkfifo(folder + "/pipe.vcf", 0o600) == 0)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
  }

  /// The folder read through the cache, by `name` (the folder's path unless given).
  func source(_ name: String? = nil) -> VCardDirectorySource {
    VCardDirectorySource(path: name ?? folder, snapshots: cache)
  }

  /// What parsing the folder gives, with no cache.
  func parsed(_ name: String? = nil) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try VCardDirectorySource(path: name ?? folder).load()
  }

  /// What the fresh snapshot decodes to, or nil when there is none to trust.
  func fromSnapshot(_ name: String? = nil) -> (contacts: [Contact], diagnostics: [Diagnostic])? {
    guard let listing = try? VdirListing(path: name ?? folder), let fresh = cache.snapshot(ofFolder: listing),
      let contacts = try? fresh.snapshot.contacts()
    else { return nil }
    return (contacts, fresh.diagnostics)
  }

  /// Sets a file's modification time.
  func touch(_ name: String, seconds: Int, nanoseconds: Int) {
    var times = [timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds)]
    #expect(utimensat(AT_FDCWD, folder + "/" + name, &times, 0) == 0)
  }
}

@Suite("A vdir folder's snapshot: one snapshot for the folder, fresh while no card file changed", .serialized)
struct FolderSnapshotTests {
  @Test("a load from the folder's snapshot is the parse, field by field, diagnostics naming each card's file")
  func roundTrip() throws {
    let bed = try FolderBed()
    let parsed = try bed.parsed()
    #expect(parsed.diagnostics.contains { $0.file == bed.folder + "/pipe.vcf" }, "the FIFO was not refused")
    #expect(
      parsed.diagnostics.contains { $0.file == bed.folder + "/work/card-1240.vcf" }, "the cut card was not noticed")
    #expect(parsed.diagnostics.contains { $0.file == bed.folder + "/card-1031.vcf" }, "no broken line noticed")
    #expect(!parsed.contacts.contains { $0.formattedName == "Hidden" || $0.formattedName == "Temporary" })
    #expect(bed.fromSnapshot() == nil)
    SnapshotTests.expectSame(try bed.source().load(), parsed, "first load")
    SnapshotTests.expectSame(try #require(bed.fromSnapshot()), parsed, "snapshot")
    SnapshotTests.expectSame(try bed.source().load(), parsed, "second load")
    let streamed = try bed.source().stream(into: .collecting)
    SnapshotTests.expectSame((Array(streamed.batches.joined()), streamed.diagnostics), parsed, "stream")

    // The same folder by another name: the same snapshot, the diagnostics named as it is read now.
    let other = bed.root.path + "/./book/"
    let renamed = try bed.parsed(other)
    #expect(renamed.diagnostics.contains { $0.file == other + "pipe.vcf" })
    SnapshotTests.expectSame(try #require(bed.fromSnapshot(other)), renamed, "another name")
    SnapshotTests.expectSame(try bed.source(other).load(), renamed, "another name, loaded")
  }

  @Test("a stream that keeps the cards' bytes parses the card files, snapshot or not")
  func originalCards() throws {
    let bed = try FolderBed()
    _ = try bed.source().load()
    #expect(bed.fromSnapshot() != nil)
    let kept = try bed.source().stream(into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
    let contacts = Array(kept.batches.joined())
    #expect(!contacts.isEmpty && contacts.allSatisfy { !$0.originalCard.bytes.isEmpty })
  }

  @Test("a card added, removed, rewritten in place (same size, new time) or renamed makes the snapshot stale")
  func invalidation() throws {
    let bed = try FolderBed()
    func rebuilt(_ what: String) throws {
      #expect(bed.fromSnapshot() == nil, "\(what): the snapshot was still taken as fresh")
      SnapshotTests.expectSame(try bed.source().load(), try bed.parsed(), what)
      SnapshotTests.expectSame(try #require(bed.fromSnapshot()), try bed.parsed(), "\(what), rebuilt")
    }
    _ = try bed.source().load()
    #expect(bed.fromSnapshot() != nil)

    try bed.write("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:added\r\nFN:Added One\r\nEND:VCARD\r\n", to: "added.vcf")
    try rebuilt("added")
    #expect(try bed.source().load().contacts.contains { $0.identifier == "added" })

    try bed.write("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:deep\r\nFN:Deep One\r\nEND:VCARD\r\n", to: "work/deep.vcf")
    try rebuilt("added in a collection")

    #expect(unlink(bed.folder + "/card-1001.vcf") == 0)
    try rebuilt("removed")

    // Rewritten in place: the same size, the inode kept, only the time differs.
    let name = "card-1002.vcf"
    bed.touch(name, seconds: 1_000_000_000, nanoseconds: 5)
    _ = try bed.source().load()
    let before = try String(contentsOfFile: bed.folder + "/" + name, encoding: .utf8)
    let after = before.replacingOccurrences(of: "Grace", with: "Grack")
    #expect(after != before && after.utf8.count == before.utf8.count)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: bed.folder + "/" + name))
    try handle.write(contentsOf: Data(after.utf8))
    try handle.close()
    bed.touch(name, seconds: 1_000_000_000, nanoseconds: 6)
    try rebuilt("rewritten in place")
    #expect(try bed.source().load().contacts.contains { $0.givenName == "Grack" })

    // Only a nanosecond apart, same bytes.
    bed.touch(name, seconds: 1_000_000_000, nanoseconds: 7)
    try rebuilt("touched")

    #expect(rename(bed.folder + "/card-1003.vcf", bed.folder + "/zz-renamed.vcf") == 0)
    try rebuilt("renamed")

    // A card file made a FIFO: refused, and the snapshot made again with its diagnostic.
    #expect(unlink(bed.folder + "/card-1004.vcf") == 0)
    #expect(mkfifo(bed.folder + "/card-1004.vcf", 0o600) == 0)
    try rebuilt("made a FIFO")
  }

  @Test("a folder's stamp covers only what the source reads, and a folder's snapshot is never a file's")
  func stampAndKey() throws {
    let bed = try FolderBed()
    let stamp = try VdirListing(path: bed.folder).stamp
    #expect(stamp.nanoseconds == -1 && stamp.size == 242)
    try bed.write("ignored", to: ".ignored.vcf")
    try bed.write("ignored", to: "notes.txt")
    try bed.write("ignored", to: "half.vcf.tmp")
    try FileManager.default.createDirectory(atPath: bed.folder + "/work/.git", withIntermediateDirectories: true)
    #expect(try VdirListing(path: bed.folder).stamp == stamp)
    try bed.write("BEGIN:VCARD\r\nEND:VCARD\r\n", to: "work/new.VCF")
    #expect(try VdirListing(path: bed.folder).stamp != stamp)
    #expect(SnapshotCache.fileName(forFolder: bed.folder) != SnapshotCache.fileName(for: bed.folder))

    // A file snapshot of the same path is not read as the folder's.
    _ = try bed.source().load()
    let folderSnapshot = bed.cache.directory + "/" + SnapshotCache.fileName(forFolder: bed.folder)
    #expect(rename(folderSnapshot, bed.cache.directory + "/" + SnapshotCache.fileName(for: bed.folder)) == 0)
    #expect(bed.fromSnapshot() == nil)
  }

  @Test("a card file is a visible name ending in .vcf, in any case; nothing else is listed")
  func cardFileNames() {
    for name in ["a.vcf", "A.VcF", "ñ.vcf", "x.y.VCF", "a b.vcf"] {
      #expect(VCardDirectorySource.isCardFile(name), "\(name)")
    }
    for name in [".a.vcf", ".vcf", "vcf", "a.vcf.tmp", "a.tmp", "a.vcfx", "a\u{0E}vcf", "a.vcg", "a.vcf\u{301}", ""] {
      #expect(!VCardDirectorySource.isCardFile(name), "\(name)")
    }
  }

  @Test("contacts(matchingSearch:) from a folder's snapshot equals the parse path, alone and with a file")
  func searchEquality() throws {
    let bed = try FolderBed()
    let center = try SnapshotTests.center(.allowed)
    let plain = ContactStore(center: center, sources: [ContactSources.at(path: bed.folder)])
    let cached = ContactStore(center: center, sources: [ContactSources.at(path: bed.folder, snapshots: bed.cache)])
    #expect(try cached.contactsFromSnapshots(matchingSearch: "ada") == nil, "a search before any load")
    _ = try cached.allContacts()
    #expect(try cached.contactsFromSnapshots(matchingSearch: "ada") != nil, "the snapshot path was not taken")
    #expect(try plain.allContacts().contains { $0.fingerprint.isDisambiguated }, "the folder repeats no UID")
    let queries = [
      "", "a", "jose", "JOSÉ", "álv", "ada love", "zoe", "555", "+44 20", "friends", "work 2", "nick", "example.org",
      "анна", "nguyen", "custom", "xyz", "dr", "middle2", "12",
    ]
    for query in queries {
      SnapshotTests.expectSame(
        (try cached.contacts(matchingSearch: query), []), (try plain.contacts(matchingSearch: query), []),
        "query \(query)")
    }
    // A folder and a file that share UIDs: identifiers made unique across them, as a load does.
    let file = bed.root.path + "/book.vcf"
    try Data(SnapshotTests.richCorpus.utf8).write(to: URL(fileURLWithPath: file))
    let plainTwo = ContactStore(center: center, sources: [bed.folder, file].map { ContactSources.at(path: $0) })
    let cachedTwo = ContactStore(
      center: center, sources: [bed.folder, file].map { ContactSources.at(path: $0, snapshots: bed.cache) })
    _ = try cachedTwo.allContacts()
    #expect(try cachedTwo.contactsFromSnapshots(matchingSearch: "ada") != nil, "the snapshot path was not taken")
    for query in queries {
      SnapshotTests.expectSame(
        (try cachedTwo.contacts(matchingSearch: query), []), (try plainTwo.contacts(matchingSearch: query), []),
        "folder and file, query \(query)")
    }
  }

  @Test("limited access filters what a folder snapshot's search finds, and a refused read opens no snapshot")
  func limitedAccess() throws {
    let bed = try FolderBed()
    let all = try bed.source().load().contacts
    let shared = Set(all.filter { $0.givenName == "Ada" }.prefix(3).map(\.sharingKey))
    let limited = ContactStore(
      center: try SnapshotTests.center(.limited, shared: shared),
      sources: [ContactSources.at(path: bed.folder, snapshots: bed.cache)])
    let found = try #require(try limited.contactsFromSnapshots(matchingSearch: "a"))
    #expect(Set(found.map(\.sharingKey)) == shared)
    #expect(try limited.contacts(matchingSearch: "lovelace").allSatisfy { shared.contains($0.sharingKey) })
    #expect(try limited.allContacts().allSatisfy { shared.contains($0.sharingKey) })

    let deniedBed = try FolderBed()
    let denied = ContactStore(
      center: try SnapshotTests.center(.denied),
      sources: [ContactSources.at(path: deniedBed.folder, snapshots: deniedBed.cache)])
    #expect(throws: ContactsError.self) { try denied.contacts(matchingSearch: "ada") }
    #expect(throws: ContactsError.self) { try denied.allContacts() }
    #expect(!FileManager.default.fileExists(atPath: deniedBed.cache.directory))
  }
}
