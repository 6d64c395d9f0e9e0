import Foundation
import Testing

@testable import ContactStore

#if canImport(Glibc)
  import Glibc
#endif

/// The snapshot folder stays bounded (docs/SNAPSHOTS.md, "How big it gets"): stale snapshots
/// go at the next write, the least recently used go over the size cap, and `clear` empties it.
@Suite("The snapshot cache is bounded", .serialized)
final class SnapshotPruningTests {
  let root: URL
  let folder: String

  init() throws {
    root = try temporaryDirectory()
    folder = root.path + "/cache/contacts-tui"
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func card(_ name: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(name)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEND:VCARD\r\n"
  }

  /// Writes the source `name` and loads it through `cache`, which writes its snapshot.
  @discardableResult
  private func load(_ name: String, _ cache: SnapshotCache, text: String? = nil) throws -> String {
    let path = root.path + "/" + name
    let written = text ?? (FileManager.default.fileExists(atPath: path) ? nil : card(name))
    if let written { try Data(written.utf8).write(to: URL(fileURLWithPath: path)) }
    _ = try VCardFileSource(path: path, snapshots: cache).load()
    return path
  }

  private func snapshotExists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/" + SnapshotCache.fileName(for: path))
  }

  private func files() throws -> Set<String> { Set(try FileManager.default.contentsOfDirectory(atPath: folder)) }

  /// Sets the snapshot of `path` as last used `secondsAgo` seconds ago.
  private func age(_ path: String, secondsAgo: Int) {
    let when = timeval(tv_sec: time(nil) - secondsAgo, tv_usec: 0)
    #expect(utimes(folder + "/" + SnapshotCache.fileName(for: path), [when, when]) == 0)
  }

  @Test("a snapshot whose source is gone or changed is removed at the next write; a fresh one stays")
  func staleSnapshotsGo() throws {
    let cache = SnapshotCache(directory: folder)
    let gone = try load("gone.vcf", cache)
    let changed = try load("changed.vcf", cache)
    let kept = try load("kept.vcf", cache)
    #expect(snapshotExists(gone) && snapshotExists(changed) && snapshotExists(kept))
    try FileManager.default.removeItem(atPath: gone)
    try Data((card("changed") + card("more")).utf8).write(to: URL(fileURLWithPath: changed))
    let other = try load("other.vcf", cache)
    #expect(!snapshotExists(gone), "the snapshot of a deleted file stayed")
    #expect(!snapshotExists(changed), "the snapshot of a changed file stayed")
    #expect(snapshotExists(kept) && snapshotExists(other))
  }

  @Test("over the size cap the least recently used snapshots go first, a read counting as a use")
  func sizeCapEvictsLeastRecentlyUsed() throws {
    let unbounded = SnapshotCache(directory: folder)
    let first = try load("first.vcf", unbounded)
    let second = try load("second.vcf", unbounded)
    let third = try load("third.vcf", unbounded)
    let sizes = try files().map {
      try FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as? Int ?? 0
    }
    let cache = SnapshotCache(directory: folder, sizeLimit: 3 * (sizes.max() ?? 0) + 100)
    age(first, secondsAgo: 300)
    age(second, secondsAgo: 200)
    age(third, secondsAgo: 100)
    _ = try VCardFileSource(path: first, snapshots: cache).load()  // a read: `first` is now the newest
    let fourth = try load("fourth.vcf", cache)
    #expect(!snapshotExists(second), "the least recently used snapshot stayed")
    #expect(snapshotExists(first) && snapshotExists(third) && snapshotExists(fourth))
    let total = try files().reduce(0) {
      $0 + (try FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as? Int ?? 0)
    }
    #expect(total <= cache.sizeLimit)
    // A snapshot bigger than the whole cap is still kept: it is the one just written.
    let tiny = SnapshotCache(directory: folder, sizeLimit: 1)
    let fifth = try load("fifth.vcf", tiny)
    #expect(try files() == [SnapshotCache.fileName(for: fifth)])
  }

  @Test("a temporary file of a writer that died is removed at the next write; a live writer's stays")
  func deadWritersLitterGoes() throws {
    let cache = SnapshotCache(directory: folder)
    try load("a.vcf", cache)
    let dead = pid_t(4_194_000)
    #expect(kill(dead, 0) != 0 && errno == ESRCH, "pid \(dead) is alive")
    let hash = String(SnapshotCache.fileName(for: "/x").prefix(16))
    let litter = ".\(hash).snapshot.\(dead).12345.tmp"
    let live = ".\(hash).snapshot.\(getppid()).6789.tmp"
    for name in [litter, live] { try Data("partial".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    try load("b.vcf", cache)
    #expect(try !files().contains(litter))
    #expect(try files().contains(live))
  }

  @Test("clear removes every snapshot and temporary file, and nothing else")
  func clearEmptiesTheFolder() throws {
    let cache = SnapshotCache(directory: folder)
    try load("a.vcf", cache)
    try load("b.vcf", cache)
    let hash = String(SnapshotCache.fileName(for: "/x").prefix(16))
    try Data("partial".utf8).write(to: URL(fileURLWithPath: folder + "/.\(hash).snapshot.\(getpid()).1.tmp"))
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    #expect(cache.clear() == 3)
    #expect(try files() == ["notes.txt"])
    #expect(SnapshotCache(directory: root.path + "/missing").clear() == 0)
  }

  @Test("eviction keeps the newest within the limit, and never the one just written")
  func evictionOrder() {
    let entries = [
      SnapshotCache.Entry(name: "a", size: 40, lastUsed: 1, isStale: false),
      SnapshotCache.Entry(name: "b", size: 40, lastUsed: 3, isStale: false),
      SnapshotCache.Entry(name: "c", size: 40, lastUsed: 2, isStale: false),
    ]
    #expect(SnapshotCache.evicted(entries, keeping: "b", limit: 100) == ["a"])
    #expect(SnapshotCache.evicted(entries, keeping: "a", limit: 50) == ["c", "b"])
    #expect(SnapshotCache.evicted(entries, keeping: "a", limit: 120).isEmpty)
  }
}
