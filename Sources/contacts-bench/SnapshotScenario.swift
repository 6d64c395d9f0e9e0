import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation

/// The snapshot cache against parsing, on a corpus file: a parse, a first load (parse and write
/// the snapshot), a load from the snapshot, and what `query` does after the grant (a new store,
/// then `contacts(matchingSearch:)`) without and with the snapshot.
struct SnapshotScenario: BenchScenario {
  let name = "snapshot"
  /// A query that finds a few contacts, as a mail client's completion does.
  static let query = "rahul sh"

  func run(_ context: BenchContext) {
    print("snapshot cache — median of \(context.options.runs) runs; query: \"\(Self.query)\"")
    print(
      "  contacts     parse  parse+write   decode   query(parse)  query(snapshot)  matches  snapshot MB")
    for size in context.options.sizes {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("corpus.vcf").path
      let cache = SnapshotCache(directory: folder.appendingPathComponent("cache").path)
      guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
        FileManager.default.createFile(atPath: path, contents: Data(context.corpus(size)))
      else { return }
      context.release(size)
      let runs = context.options.runs
      let parse = Measurement.median(runs: runs) { _ = try? VCardFileSource(path: path).load() }
      let first = Measurement.median(runs: runs) {
        try? FileManager.default.removeItem(atPath: cache.directory)
        _ = try? VCardFileSource(path: path, snapshots: cache).load()
      }
      let decode = Measurement.median(runs: runs) { _ = try? VCardFileSource(path: path, snapshots: cache).load() }
      var matches = 0
      let parsedQuery = Measurement.median(runs: runs) {
        matches = (try? Self.store(path, nil)?.contacts(matchingSearch: Self.query))?.count ?? -1
      }
      let snapshotQuery = Measurement.median(runs: runs) {
        _ = try? Self.store(path, cache)?.contacts(matchingSearch: Self.query)
      }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: cache.directory)) ?? []
      let bytes = files.compactMap {
        (try? FileManager.default.attributesOfItem(atPath: cache.directory + "/" + $0))?[.size] as? Int
      }.reduce(0, +)
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.duration(parse), 8))"
          + "  \(TableFormat.right(Measurement.duration(first), 11))  \(TableFormat.right(Measurement.duration(decode), 7))"
          + "  \(TableFormat.right(Measurement.duration(parsedQuery), 13))"
          + "  \(TableFormat.right(Measurement.duration(snapshotQuery), 15))  \(TableFormat.right(matches, 7))"
          + "  \(TableFormat.right(Measurement.format(Double(bytes) / 1_000_000), 11))")
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }

  /// A granted store over the file, reading snapshots from `cache` when given.
  static func store(_ path: String, _ cache: SnapshotCache?) -> ContactStore? {
    let client = "com.example.ContactsBench"
    let center = AuthorizationCenter(
      manifest: AppManifest(bundleIdentifier: client), store: InMemoryPermissionStore(), restrictions: .none)
    guard (try? center.set(.allowed, for: client)) != nil else { return nil }
    return ContactStore(center: center, sources: [ContactSources.at(path: path, snapshots: cache)])
  }
}
