import Authorization
import ContactModel
import ContactStore
import Foundation
import TerminalUI
import VCard

/// Helper modes for scripts: write the generated corpus to a file, or read a vCard file and write
/// it back with `VCardWriter`, original cards kept (the vobject check compares the two).
enum CorpusTool {
  /// `--write-corpus COUNT OUT.vcf`
  static func writeCorpus(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let count = Int(arguments[0]) else { return usage() }
    let corpus = CorpusGenerator().corpus(count: count)
    guard FileManager.default.createFile(atPath: arguments[1], contents: Data(corpus)) else {
      return fail("cannot write \(arguments[1])")
    }
    return 0
  }

  /// `--roundtrip-write IN.vcf OUT.vcf [--v4]`: diagnostics go to stderr.
  static func roundTrip(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 || (arguments.count == 3 && arguments[2] == "--v4") else { return usage() }
    let source = VCardFileSource(path: arguments[0])
    do throws(ContactsError) {
      // Each contact keeps its card, so the written card holds everything the source had.
      let read = try source.stream(into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
      let (contacts, diagnostics) = (Array(read.batches.joined()), read.diagnostics)
      for diagnostic in diagnostics { standardError("\(diagnostic)\n") }
      let version: VCardWriter.Version = arguments.count == 3 ? .v4 : .v3
      var bytes: [UInt8] = []
      let writeTime = Measurement.time { bytes = VCardWriter.bytes(contacts, version: version) }
      guard FileManager.default.createFile(atPath: arguments[1], contents: Data(bytes)) else {
        return fail("cannot write \(arguments[1])")
      }
      print("\(contacts.count) contacts written to \(arguments[1])")
      if ProcessInfo.processInfo.environment["CONTACTS_BENCH_TRACE"] != nil {
        traceWriteCost(contacts, version: version, fromOriginals: writeTime)
      }
      return 0
    } catch {
      return fail(error.message)
    }
  }

  /// Prints what writing the contacts from their original cards cost against writing the same
  /// contacts from the model alone (what the writer did before it kept original cards).
  private static func traceWriteCost(_ contacts: [Contact], version: VCardWriter.Version, fromOriginals: Double) {
    let plain = contacts.map { contact in
      var plain = contact
      plain.originalCard = OriginalCard()
      return plain
    }
    var count = 0
    let modelTime = Measurement.time { count = VCardWriter.bytes(plain, version: version).count }
    let message =
      "write from original cards \(Measurement.duration(fromOriginals)), "
      + "from the model alone \(Measurement.duration(modelTime)) (\(count) bytes)\n"
    FileHandle.standardError.write(Data(message.utf8))
  }

  /// `--list PATH [FORMAT]`: what `contacts-tui list` does after the grant (the streamed,
  /// sorted listing of a file or vdir to stdout), so `/usr/bin/time -v` measures the whole process
  /// without the permission database. `CONTACTS_BENCH_TRACE` prints the phases to stderr.
  static func list(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1 || arguments.count == 2 else { return usage() }
    guard let format = ExportFormat(rawValue: arguments.count == 2 ? arguments[1] : "tsv"),
      let store = ListScenario.grantedStore(arguments[0])
    else { return usage() }
    let listing = ContactListing(format: format, formatter: ContactFormatter(), sortOrder: .familyName)
    var failure: ContactsError?
    var rows: RenderedRows?
    let renderTime = Measurement.time {
      do throws(ContactsError) { rows = try listing.render(from: store) } catch { failure = error }
    }
    let writeTime = Measurement.time {
      do throws(ContactsError) { try rows?.write() } catch { failure = error }
    }
    if let failure { return fail(failure.message) }
    if ProcessInfo.processInfo.environment["CONTACTS_BENCH_TRACE"] != nil {
      let message =
        "render \(Measurement.duration(renderTime)), write \(Measurement.duration(writeTime)), "
        + "peak RSS \(Measurement.format(Measurement.peakMemoryMB())) MB\n"
      FileHandle.standardError.write(Data(message.utf8))
    }
    let diagnostics = store.diagnostics
    if !diagnostics.isEmpty { FileHandle.standardError.write(Data("\(diagnostics.count) diagnostics\n".utf8)) }
    return 0
  }

  private static func usage() -> Int32 {
    FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
    return 2
  }

  /// Writes to stderr through the package's neutraliser: diagnostics and errors quote card values
  /// and file names.
  private static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(TerminalText.printable(text).utf8))
  }

  private static func fail(_ message: String) -> Int32 {
    standardError("contacts-bench: \(message)\n")
    return 1
  }
}
