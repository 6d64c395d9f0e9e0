import Authorization
import Dispatch
import Foundation

/// A vdir folder (khard, vdirsyncer): one card per `.vcf` file. Hidden files and `.tmp` files
/// are ignored; sub-folders (collections) are read one level deep, as vdirsyncer lays them out.
public struct VCardDirectorySource: ContactSource {
  /// The folder's path.
  public let path: String

  /// A source for the folder at `path` (not opened until `load()`).
  public init(path: String) {
    self.path = path
  }

  /// The path.
  public var name: String { path }

  /// Reads every card file, in name order, several files at a time.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let (batches, diagnostics) = try stream(into: .collecting)
    return (batches.flatMap { $0 }, diagnostics)
  }

  /// Reads every card file into `stream`, a batch per file, several files at a time.
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let paths = try cardFiles()
    var results = [(batches: [Batch], diagnostics: [Diagnostic])?](repeating: nil, count: paths.count)
    results.withUnsafeMutableBufferPointer { slots in
      let slots = SendableSlots(base: slots)
      DispatchQueue.concurrentPerform(iterations: paths.count) { index in
        do throws(ContactsError) {
          let bytes = try FileBytes.read(paths[index])
          slots.base[index] = bytes.withUnsafeBufferPointer {
            VCardReader.read(buffer: $0, source: paths[index], parallel: false, into: stream)
          }
        } catch {
          slots.base[index] = ([], [Diagnostic(file: paths[index], line: 1, reason: error.message)])
        }
      }
    }
    return (results.flatMap { $0?.batches ?? [] }, results.flatMap { $0?.diagnostics ?? [] })
  }

  /// The card files: the folder's, then each collection folder's, in name order.
  private func cardFiles() throws(ContactsError) -> [String] {
    var files: [String] = []
    for entry in try Self.entries(path) {
      let full = path.hasSuffix("/") ? path + entry : path + "/" + entry
      switch FileBytes.kind(of: full) {
      case .directory:
        guard let inner = try? Self.entries(full) else { continue }
        files += inner.filter(Self.isCardFile).map { full + "/" + $0 }
      case .file where Self.isCardFile(entry): files.append(full)
      default: continue
      }
    }
    return files
  }

  /// Visible entries of a folder, sorted; `dataAccessError` when it cannot be listed.
  static func entries(_ path: String) throws(ContactsError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw ContactsError(
        .dataAccessError, message: "Cannot list contacts folder \(path): \(error.localizedDescription)")
    }
  }

  /// `.vcf` (any case), not hidden, not a `.tmp` file.
  static func isCardFile(_ name: String) -> Bool {
    let lower = name.lowercased()
    return !name.hasPrefix(".") && lower.hasSuffix(".vcf") && !lower.hasSuffix(".tmp")
  }
}
