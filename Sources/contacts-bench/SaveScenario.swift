import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation

/// The time to save one edit (a contact's note) through `ContactStore.execute(_:)`: in one
/// `.vcf` file of each size, and in a vdir of one file per card. What is timed is the save alone
/// (lock, the save's read of the source with the cards' bytes, the splice, the temporary file
/// written and fsynced, the rename and the folder's fsync); the contact is read before.
struct SaveScenario: BenchScenario {
  let name = "save"

  func run(_ context: BenchContext) {
    print("save one edit (ContactStore.execute) — median of \(context.options.runs) runs")
    print("  contacts   .vcf file        vdir  vdir (names ≠ UID)")
    for size in context.options.sizes {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("corpus.vcf").path
      let vdir = folder.appendingPathComponent("vdir").path
      guard (try? FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: true)) != nil,
        FileManager.default.createFile(atPath: file, contents: Data(context.corpus(size)))
      else { return }
      // Files named after their UIDs (as khard and most vdirsyncer collections name them), and a
      // second folder whose names say nothing of the UID, where a save reads every file.
      let unnamed = folder.appendingPathComponent("unnamed").path
      guard (try? FileManager.default.createDirectory(atPath: unnamed, withIntermediateDirectories: true)) != nil
      else { return }
      let generator = CorpusGenerator()
      for index in 0..<size {
        var card: [UInt8] = []
        generator.card(index, into: &card)
        let named = vdir + "/bench-\(generator.seed)-\(index).vcf"
        guard FileManager.default.createFile(atPath: named, contents: Data(card)),
          FileManager.default.createFile(atPath: unnamed + "/card\(index).vcf", contents: Data(card))
        else { return }
      }
      let inFile = Self.medianSave(at: file, size: size, runs: context.options.runs)
      let inFolder = Self.medianSave(at: vdir, size: size, runs: context.options.runs)
      let inUnnamed = Self.medianSave(at: unnamed, size: size, runs: context.options.runs)
      print(
        "  \(TableFormat.right(size, 8))  \(TableFormat.right(inFile.map(Measurement.duration) ?? "failed", 10))"
          + "  \(TableFormat.right(inFolder.map(Measurement.duration) ?? "failed", 10))"
          + "  \(TableFormat.right(inUnnamed.map(Measurement.duration) ?? "failed", 14))")
      context.release(size)
    }
    print("  peak RSS so far: \(Measurement.format(Measurement.peakMemoryMB())) MB")
  }

  /// The median time of `runs` saves, each editing another contact of the source at `path`.
  static func medianSave(at path: String, size: Int, runs: Int) -> Double? {
    guard let store = ListScenario.grantedStore(path), let contacts = try? store.allContacts() else { return nil }
    var timings: [Double] = []
    for run in 0..<runs {
      guard
        var contact = try? store.unifiedContact(
          withIdentifier: contacts[(run * 7919) % contacts.count].identifier, keysToFetch: ContactKey.allCases)
      else { return nil }
      contact.note = "edited by contacts-bench, run \(run)"
      var request = SaveRequest()
      request.update(contact)
      var failed = false
      timings.append(Measurement.time { failed = (try? store.execute(request)) == nil })
      if failed { return nil }
    }
    return Measurement.median(timings)
  }
}
