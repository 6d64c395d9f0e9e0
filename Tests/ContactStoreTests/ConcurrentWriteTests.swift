import Authorization
import ContactModel
import Foundation
import Testing

@testable import ContactStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every write path against a concurrent writer: the read a write is checked against, a new card
/// another program made meanwhile, a symlinked card file, a killed save's leftovers, and a lock
/// that writes nothing into a vdir (docs/STORAGE.md, docs/SECURITY.md section 7).
@Suite("Saving against concurrent writers")
struct ConcurrentWriteTests {
  static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test("a read that keeps the cards' bytes (edit, E, add-email, delete, merge) carries each card's fingerprint")
  func streamedCardsCarryFingerprints() throws {
    let path = try SaveRequestTests.file()
    let store = ContactStore(center: try SaveRequestTests.center(.allowed), sources: [VCardFileSource(path: path)])
    let read = try store.streamContacts(into: ContactStream<[Contact]>.collecting.keepingOriginalCards()).flatMap { $0 }
    #expect(read.count == 2)
    #expect(read.allSatisfy { $0.fingerprint.value != 0 })
  }

  @Test(
    "a card read by a stream with its bytes, changed on disk before the save, is a conflict and stays as the other writer left it"
  )
  func streamedReadThenConflict() throws {
    let path = try SaveRequestTests.file()
    let store = ContactStore(center: try SaveRequestTests.center(.allowed), sources: [VCardFileSource(path: path)])
    let read = try store.streamContacts(into: ContactStream<[Contact]>.collecting.keepingOriginalCards()).flatMap { $0 }
    var ada = try #require(read.first { $0.identifier == "ada" })
    let other = SaveRequestTests.twoCards.replacingOccurrences(of: "+44 20 1234", with: "+44 20 9999")
    try Data(other.utf8).write(to: URL(fileURLWithPath: path))
    ada.note = "mine"
    var request = SaveRequest()
    request.update(ada)
    let error = #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(error?.code == .saveConflict)
    #expect(try Self.text(path) == other)
    // A delete read the same way is refused too.
    var delete = SaveRequest()
    delete.delete(ada)
    #expect(throws: ContactsError.self) { try store.execute(delete) }
    #expect(try Self.text(path) == other)
  }

  @Test("a new card whose file another program created after the check is a conflict, and that file is not replaced")
  func creationNeverReplaces() throws {
    let folder = try temporaryDirectory().path
    var edits = FileEdits()
    edits.creations.append((folder + "/new.vcf", Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mine\r\nEND:VCARD\r\n".utf8)))
    let prepared = try edits.prepare()
    try prepared.check()
    let theirs = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Theirs\r\nEND:VCARD\r\n"
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: folder + "/new.vcf"))
    let error = #expect(throws: ContactsError.self) { try prepared.commit() }
    #expect(error?.code == .saveConflict)
    #expect(try Self.text(folder + "/new.vcf") == theirs)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["new.vcf"])
  }

  @Test("saving a symlinked .vcf writes through the link: the target gets the edit and the link stays a link")
  func symlinkWrittenThrough() throws {
    let target = try SaveRequestTests.file()
    let linkFolder = try temporaryDirectory().path
    let link = linkFolder + "/contacts.vcf"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let store = ContactStore(center: try SaveRequestTests.center(.allowed), sources: [VCardFileSource(path: link)])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.note = "through the link"
    var request = SaveRequest()
    request.update(ada)
    try store.execute(request)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try Self.text(target).contains("NOTE:through the link"))
    // Nothing was left beside the link or the target.
    #expect(try FileManager.default.contentsOfDirectory(atPath: linkFolder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    let targetFolder = (target as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: targetFolder).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test(
    "a card file replaced by a symlink between the read and the rename is a conflict, and the link's target is untouched"
  )
  func fileSwappedForLinkMidSave() throws {
    let path = try SaveRequestTests.file()
    let folder = (path as NSString).deletingLastPathComponent
    let victim = folder + "/victim.txt"
    try Data("not a card".utf8).write(to: URL(fileURLWithPath: victim))
    let read = try VCardFileSource(path: path).loadForSaving().contacts
    var edits = FileEdits()
    try edits.replace(read[0], with: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mine\r\nEND:VCARD\r\n".utf8), in: path)
    let prepared = try edits.prepare()
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
    let error = #expect(throws: ContactsError.self) { try prepared.check() }
    #expect(error?.code == .saveConflict)
    prepared.discard()
    #expect(try Self.text(victim) == "not a card")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == victim)
  }

  @Test("a save removes the temporaries a killed save of that file left, and never a live writer's or another file's")
  func staleTemporariesRemoved() throws {
    let path = try SaveRequestTests.file()
    let folder = (path as NSString).deletingLastPathComponent
    let dead = try Self.deadProcessID()
    let stale = folder + "/.book.vcf.\(dead).1.tmp"
    let live = folder + "/.book.vcf.\(getppid()).1.tmp"
    let other = folder + "/.notes.txt.\(dead).1.tmp"
    let lookalike = folder + "/.book.vcf.\(dead).x.tmp"
    for file in [stale, live, other, lookalike] { try Data("partial".utf8).write(to: URL(fileURLWithPath: file)) }
    let store = ContactStore(center: try SaveRequestTests.center(.allowed), sources: [VCardFileSource(path: path)])
    var ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: ContactKey.allCases)
    ada.note = "saved"
    var request = SaveRequest()
    request.update(ada)
    try store.execute(request)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: live))
    #expect(FileManager.default.fileExists(atPath: other))
    #expect(FileManager.default.fileExists(atPath: lookalike))
  }

  @Test(
    "a temporary's name is parsed exactly as TemporaryFile writes it",
    arguments: [
      (".book.vcf.123.1.tmp", "book.vcf", Int32(123)), (".a.b.vcf.7.12.tmp", "a.b.vcf", 7),
      (".book.vcf.12x.1.tmp", nil, 0), ("book.vcf.1.1.tmp", nil, 0), (".book.vcf.+1.1.tmp", nil, 0),
      (".1.1.tmp", nil, 0),
    ] as [(String, String?, Int32)])
  func temporaryNames(_ entry: String, _ name: String?, _ pid: Int32) {
    let parsed = StaleTemporaries.parse(entry)
    #expect(parsed?.name == name)
    if name != nil { #expect(parsed?.pid == pid) }
  }

  @Test("a vdir is locked without a file in it, and the lock holds against a second open of the folder")
  func vdirLockWritesNothing() throws {
    let folder = try temporaryDirectory().path
    let source = VCardDirectorySource(path: folder)
    do {
      let held = try source.lockForWriting()
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
      let other = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      defer { close(other) }
      #expect(flock(other, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK)
      withExtendedLifetime(held) {}
    }
    var request = SaveRequest()
    var contact = Contact(identifier: "")
    contact.givenName = "New"
    request.add(contact)
    let store = ContactStore(center: try SaveRequestTests.center(.allowed), sources: [source])
    try store.execute(request)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(names.count == 1 && names[0].hasSuffix(".vcf") && !names[0].hasPrefix("."))
  }

  /// The id of a process that has ended (a child, waited for).
  static func deadProcessID() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}
