import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation

/// What `contacts-tui list --format tsv > /dev/null` does after the grant, in-process: the
/// streamed listing of a corpus file (parse, render rows, fold sort keys, sort), then the write.
struct ListScenario: BenchScenario {
  let name = "list"

  func run(_ context: BenchContext) {
    guard let devNull = FileHandle(forWritingAtPath: "/dev/null") else { return }
    defer { try? devNull.close() }
    print("list --format tsv to /dev/null, from a file (in-process) — median of \(context.options.runs) runs")
    print("  contacts    render     write     total   (render = parse + rows + sort keys + sort)")
    for size in context.options.sizes {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("corpus.vcf").path
      guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
        FileManager.default.createFile(atPath: path, contents: Data(context.corpus(size))),
        let store = Self.grantedStore(path)
      else { return }
      let listing = ContactListing(format: .tsv, formatter: ContactFormatter(), sortOrder: .familyName)
      var renders: [Double] = []
      var writes: [Double] = []
      for _ in 0..<context.options.runs {
        var rows: RenderedRows?
        renders.append(Measurement.time { rows = try? listing.render(from: store) })
        writes.append(Measurement.time { try? rows?.write(to: devNull.fileDescriptor) })
      }
      let render = Measurement.median(renders)
      let write = Measurement.median(writes)
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(Measurement.duration(render), 8))"
          + "  \(TableFormat.right(Measurement.duration(write), 8))"
          + "  \(TableFormat.right(Measurement.duration(render + write), 8))")
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }

  /// A store over the file at `path`, with access granted in memory.
  static func grantedStore(_ path: String) -> ContactStore? {
    let client = "com.example.ContactsBench"
    let center = AuthorizationCenter(
      manifest: AppManifest(bundleIdentifier: client), store: InMemoryPermissionStore(), restrictions: .none)
    guard (try? center.set(.allowed, for: client)) != nil else { return nil }
    return ContactStore(center: center, sources: [ContactSources.at(path: path)])
  }
}
