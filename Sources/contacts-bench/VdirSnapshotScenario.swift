import Authorization
import ContactModel
import ContactStore
import Foundation

/// The snapshot cache on a vdir folder (one file per card) against parsing it: a parse, a first
/// load (parse and write the snapshot), a load from the snapshot, the folder's stamp alone (one
/// `readdir`, one `fstatat` per file), and `query`'s work without and with the snapshot.
struct VdirSnapshotScenario: BenchScenario {
  let name = "vdir-snapshot"

  func run(_ context: BenchContext) {
    print("vdir snapshot — median of \(context.options.runs) runs; query: \"\(SnapshotScenario.query)\"")
    print("  contacts     parse  parse+write   decode     stamp   query(parse)  query(snapshot)  matches")
    for size in context.options.sizes {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let vdir = folder.appendingPathComponent("vdir").path
      let cache = SnapshotCache(directory: folder.appendingPathComponent("cache").path)
      guard (try? FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: true)) != nil
      else { return }
      let generator = CorpusGenerator()
      for index in 0..<size {
        var card: [UInt8] = []
        generator.card(index, into: &card)
        guard FileManager.default.createFile(atPath: vdir + "/card\(index).vcf", contents: Data(card)) else { return }
      }
      let runs = context.options.runs
      let parse = Measurement.median(runs: runs) { _ = try? VCardDirectorySource(path: vdir).load() }
      let first = Measurement.median(runs: runs) {
        try? FileManager.default.removeItem(atPath: cache.directory)
        _ = try? VCardDirectorySource(path: vdir, snapshots: cache).load()
      }
      let decode = Measurement.median(runs: runs) {
        _ = try? VCardDirectorySource(path: vdir, snapshots: cache).load()
      }
      var listed = 0
      let stamp = Measurement.median(runs: runs) {
        let listing = try? VdirListing(path: vdir)
        listed = listing?.count ?? -1
        _ = listing?.digest
      }
      var matches = 0
      let parsedQuery = Measurement.median(runs: runs) {
        matches =
          (try? SnapshotScenario.store(vdir, nil)?.contacts(matchingSearch: SnapshotScenario.query))?.count ?? -1
      }
      let snapshotQuery = Measurement.median(runs: runs) {
        _ = try? SnapshotScenario.store(vdir, cache)?.contacts(matchingSearch: SnapshotScenario.query)
      }
      guard listed == size else {
        print("  \(TableFormat.right(size, 8))  listed \(listed) files")
        return
      }
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.duration(parse), 8))"
          + "  \(TableFormat.right(Measurement.duration(first), 11))  \(TableFormat.right(Measurement.duration(decode), 7))"
          + "  \(TableFormat.right(Measurement.duration(stamp), 8))"
          + "  \(TableFormat.right(Measurement.duration(parsedQuery), 13))"
          + "  \(TableFormat.right(Measurement.duration(snapshotQuery), 15))  \(TableFormat.right(matches, 7))")
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }
}
