import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing
import VCard

@testable import ContactStore

/// Hostile sources at a small scale: the limits lowered where the real ones are megabytes.
@Suite("bounded sources: hostile files cost bounded time and memory, and what is skipped is named")
struct BoundedSourceTests {
  /// Limits small enough for tests: 1 MiB lines, 4 MiB cards, 50 values, 100 diagnostics.
  static let small = VCardLimits(
    maxLineBytes: 1 << 20, maxCardBytes: 4 << 20, maxValuesPerField: 50, maxDiagnostics: 100)

  static let good = card("N:Good;;;;", "UID:good")

  @Test("a FIFO with no writer is refused at once by name, never opened for a blocking read")
  func fifo() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pipe.vcf").path
    #expect(mkfifo(path, 0o600) == 0)
    for read in [{ _ = try ContactSources.at(path: path).load() }, { _ = try VCardFileSource(path: path).load() }] {
      #expect {
        try read()
      } throws: { error in
        guard let error = error as? ContactsError else { return false }
        return error.code == .dataAccessError
          && error.message == "Cannot read contacts from \(path): it is a FIFO (named pipe), not a file or folder."
      }
    }
  }

  @Test(
    "a device is refused by name, never read",
    arguments: [("/dev/zero", "a character device"), ("/dev/null", "a character device")])
  func device(path: String, what: String) {
    #expect {
      try ContactSources.at(path: path).load()
    } throws: { error in
      (error as? ContactsError)?.message == "Cannot read contacts from \(path): it is \(what), not a file or folder."
    }
  }

  @Test("a FIFO or a link to /dev/zero in a vdir is a diagnostic naming it; the other cards are read")
  func vdirWithSpecialFiles() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.good.utf8).write(to: folder.appendingPathComponent("a.vcf"))
    #expect(mkfifo(folder.appendingPathComponent("b.vcf").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("c.vcf").path, withDestinationPath: "/dev/zero")
    let loaded = try ContactSources.at(path: folder.path).load()
    #expect(loaded.contacts.map(\.identifier) == ["good"])
    #expect(
      loaded.diagnostics.map(\.description) == [
        "\(folder.path)/b.vcf: cannot be read: it is a FIFO (named pipe), not a file or folder; skipped",
        "\(folder.path)/c.vcf: cannot be read: it is a character device, not a file or folder; skipped",
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.skipsFile })
  }

  @Test("a symbolic link to a regular file is read like the file")
  func symlink() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.vcf")
    try Data(Self.good.utf8).write(to: target)
    let link = folder.appendingPathComponent("link.vcf").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    let loaded = try ContactSources.at(path: link).load()
    #expect(loaded.contacts.map(\.identifier) == ["good"])
  }

  @Test("a large file in a vdir is mapped and read under the same limits")
  func largeFileInVdir() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let many = (0..<20_000).map { card("N:Many\($0);;;;", "UID:m\($0)") }.joined()
    #expect(many.utf8.count > VCardDirectorySource.mapThreshold)
    try Data(many.utf8).write(to: folder.appendingPathComponent("many.vcf"))
    try Data(Self.good.utf8).write(to: folder.appendingPathComponent("one.vcf"))
    let loaded = try VCardDirectorySource(path: folder.path, limits: Self.small).load()
    #expect(loaded.contacts.count == 20_001)
    #expect(loaded.diagnostics.isEmpty)
  }
}

@Suite("bounded sources: one unreadable source is a warning")
struct UnreadableSourceTests {
  static let client = "com.example.BoundedTests"

  func store(_ paths: [String]) throws -> ContactStore {
    let permissions = InMemoryPermissionStore()
    let center = AuthorizationCenter(
      manifest: AppManifest(bundleIdentifier: Self.client), store: permissions, restrictions: .none)
    try center.set(AuthValue.allowed, for: Self.client, sharedIdentifiers: [])
    return ContactStore(center: center, sources: paths.map(ContactSources.at(path:)))
  }

  @Test("an unreadable file among readable ones is a warning naming it; the others' cards are read")
  func oneUnreadable() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.vcf").path
    try Data(card("UID:good").utf8).write(to: URL(fileURLWithPath: good))
    // A link loop cannot be read even by root; a file without permissions only by root.
    let loop = folder.appendingPathComponent("loop.vcf").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let locked = folder.appendingPathComponent("locked.vcf").path
    try Data(card("UID:locked").utf8).write(to: URL(fileURLWithPath: locked))
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    let asRoot = getuid() == 0
    let paths = asRoot ? [loop, good, "/dev/zero"] : [loop, locked, good, "/dev/zero"]
    let store = try store(paths)
    #expect(try store.allContacts().map(\.identifier) == ["good"])
    let expected =
      ["\(loop): cannot be read: Too many levels of symbolic links; skipped"]
      + (asRoot ? [] : ["\(locked): cannot be read: Permission denied; skipped"])
      + ["/dev/zero: cannot be read: it is a character device, not a file or folder; skipped"]
    #expect(store.diagnostics.map(\.description) == expected)
    #expect(Diagnostic.tally(store.diagnostics).files == expected.count)
    let streaming = try self.store(paths)
    let rows = try streaming.streamContacts(into: .collecting).flatMap { $0 }
    #expect(rows.map(\.identifier) == ["good"], "the streaming path (list) passes it over too")
    #expect(streaming.diagnostics.map(\.description) == expected)
  }

  @Test("when no source can be read, the read fails with the first one's dataAccessError")
  func allUnreadable() throws {
    let store = try store(["/dev/zero", "/nonexistent/\(UUID().uuidString).vcf"])
    #expect {
      try store.allContacts()
    } throws: { error in
      guard let error = error as? ContactsError else { return false }
      return error.code == .dataAccessError && error.message.contains("/dev/zero")
    }
  }
}
