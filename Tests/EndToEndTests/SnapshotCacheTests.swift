import Foundation
import Testing

/// The snapshot cache as the binary uses it: a load (`duplicates`, the browser) writes a snapshot
/// of a `.vcf` source after the grant; `list` streams and writes none, but reads the snapshot
/// instead of the file while the file is unchanged (by strace, the file is never opened), and
/// reads the file again once it changes.
@Suite("The snapshot cache, end to end", .serialized)
struct SnapshotCacheTests {
  static func card(_ uid: String, _ family: String, _ given: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:\(family);\(given);;;\r\nEMAIL:\(given.lowercased())@example.org\r\nEND:VCARD\r\n"
  }

  @Test(
    "list writes a 0600 snapshot in a 0700 folder, then lists from it without opening the file, until the file changes")
  func listFromSnapshot() throws {
    let home = try TestHome()
    let file = home.url.path + "-book.vcf"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try Data((Self.card("a", "Lovelace", "Ada") + Self.card("b", "Hopper", "Grace")).utf8).write(
      to: URL(fileURLWithPath: file))
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let list = ["list", "--contacts", file, "--format", "tsv"]
    let first = try home.cli(list)
    #expect(first.status == 0 && first.stdout.contains("Lovelace") && first.stdout.contains("Hopper"))
    let folder = home.cache.appendingPathComponent("contacts-tui").path
    #expect(!FileManager.default.fileExists(atPath: folder), "list wrote a snapshot")
    #expect(try home.cli(["duplicates", "--contacts", file]).status == 0)

    let snapshots = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(snapshots.count == 1 && snapshots[0].hasSuffix(".snapshot"))
    let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
    let fileMode =
      try FileManager.default.attributesOfItem(atPath: folder + "/" + snapshots[0])[.posixPermissions] as? Int
    #expect(folderMode == 0o700 && fileMode == 0o600)

    let strace = "/usr/bin/strace"
    if FileManager.default.isExecutableFile(atPath: strace) {
      let trace = home.url.path + "-trace"
      defer { try? FileManager.default.removeItem(atPath: trace) }
      let traced = try Shell.capture(
        strace, ["-f", "-qq", "-e", "trace=%file", "-o", trace, Binary.path] + list + home.arguments,
        environment: ["XDG_CACHE_HOME": home.cache.path], newSession: true)
      #expect(traced.status == 0 && traced.stdout == first.stdout)
      let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      #expect(lines.contains { $0.contains(".snapshot\"") && $0.contains("open") }, "the snapshot was not read")
      #expect(!lines.contains { $0.contains("open") && $0.contains("\"\(file)\"") }, "the file was opened")
    } else {
      #expect(try home.cli(list).stdout == first.stdout)
    }

    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(Self.card("c", "Turing", "Alan").utf8))
    try handle.close()
    let changed = try home.cli(list)
    #expect(changed.status == 0 && changed.stdout.contains("Turing"))
    #expect(try home.cli(list).stdout == changed.stdout)
    let off = try home.cli(list, environment: ["CONTACTS_TUI_NO_CACHE": "1"])
    #expect(off.stdout == changed.stdout)
  }

  @Test("a vdir folder: a load writes its snapshot, then list reads no card file, until a card changes")
  func listFolderFromSnapshot() throws {
    let home = try TestHome()
    let folder = home.url.path + "-vdir"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
    try Data(Self.card("a", "Lovelace", "Ada").utf8).write(to: URL(fileURLWithPath: folder + "/a.vcf"))
    try Data(Self.card("b", "Hopper", "Grace").utf8).write(to: URL(fileURLWithPath: folder + "/work/b.vcf"))
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let list = ["list", "--contacts", folder, "--format", "tsv"]
    let first = try home.cli(list)
    #expect(first.status == 0 && first.stdout.contains("Lovelace") && first.stdout.contains("Hopper"))
    let cache = home.cache.appendingPathComponent("contacts-tui").path
    #expect(!FileManager.default.fileExists(atPath: cache), "list wrote a snapshot")
    #expect(try home.cli(["duplicates", "--contacts", folder]).status == 0)
    let snapshots = try FileManager.default.contentsOfDirectory(atPath: cache)
    #expect(snapshots.count == 1 && snapshots[0].hasSuffix(".snapshot"))

    let strace = "/usr/bin/strace"
    if FileManager.default.isExecutableFile(atPath: strace) {
      let trace = home.url.path + "-trace"
      defer { try? FileManager.default.removeItem(atPath: trace) }
      let traced = try Shell.capture(
        strace, ["-f", "-qq", "-e", "trace=%file", "-o", trace, Binary.path] + list + home.arguments,
        environment: ["XDG_CACHE_HOME": home.cache.path], newSession: true)
      #expect(traced.status == 0 && traced.stdout == first.stdout)
      let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      #expect(lines.contains { $0.contains(".snapshot\"") && $0.contains("open") }, "the snapshot was not read")
      #expect(!lines.contains { $0.contains("open") && $0.contains(".vcf\"") }, "a card file was opened")
    } else {
      #expect(try home.cli(list).stdout == first.stdout)
    }

    // Rewritten in place, the same size: the folder's stamp changes with the card's time.
    try Data(Self.card("b", "Hoppex", "Grace").utf8).write(to: URL(fileURLWithPath: folder + "/work/b.vcf"))
    let changed = try home.cli(list)
    #expect(changed.status == 0 && changed.stdout.contains("Hoppex") && !changed.stdout.contains("Hopper"))
    try Data(Self.card("c", "Turing", "Alan").utf8).write(to: URL(fileURLWithPath: folder + "/c.vcf"))
    #expect(try home.cli(list).stdout.contains("Turing"))
    let off = try home.cli(list, environment: ["CONTACTS_TUI_NO_CACHE": "1"])
    #expect(try home.cli(list).stdout == off.stdout)
  }

  @Test("permissions reset --all removes every snapshot: with no decision left, no app may read them")
  func resetAllClearsTheCache() throws {
    let home = try TestHome()
    let file = home.url.path + "-reset.vcf"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try Data(Self.card("a", "Lovelace", "Ada").utf8).write(to: URL(fileURLWithPath: file))
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    #expect(try home.cli(["duplicates", "--contacts", file]).status == 0)
    let folder = home.cache.appendingPathComponent("contacts-tui").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasSuffix(".snapshot") })
    let reset = try home.cli(["permissions", "reset", "--all"])
    #expect(reset.status == 0)
    #expect(reset.stdout.contains("Removed the snapshots in \(folder)."), "\(reset.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }
}
