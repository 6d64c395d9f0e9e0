public import Authorization
public import ContactModel
import ContactsSupport
import Foundation
import VCard

/// A vdir folder (khard, vdirsyncer): one card per `.vcf` file. Hidden files and `.tmp` files
/// are ignored; sub-folders (collections) are read one level deep, as vdirsyncer lays them out.
/// A card file that cannot be read (or is not a regular file) is a diagnostic naming it.
public struct VCardDirectorySource: ContactSource {
  /// The folder's path.
  public let path: String
  /// The limits each card file is read under.
  let limits: VCardLimits

  /// A source for the folder at `path` (not opened until `load()`).
  public init(path: String) {
    self.init(path: path, limits: .standard)
  }

  /// A source reading under `limits` (tests lower them).
  init(path: String, limits: VCardLimits) {
    self.path = path
    self.limits = limits
  }

  /// The path.
  public var name: String { path }

  /// Files up to this size are read into memory; larger ones are mapped and released as parsed,
  /// so one huge file in a folder costs no more memory than it would alone.
  static let mapThreshold = 1 << 20

  /// Reads every card file, in name order, several files at a time.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let (batches, diagnostics) = try stream(into: .collecting)
    return (batches.flatMap { $0 }, diagnostics)
  }

  /// Reads every card file into `stream`, a batch per file, several files at a time.
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let (paths, refused) = try cardFiles()
    let limits = self.limits
    let results = Parallel.map(paths.count) { index -> (batches: [Batch], diagnostics: [Diagnostic]) in
      do throws(ContactsError) {
        return try Self.read(paths[index], into: stream, limits: limits)
      } catch {
        return ([], [Diagnostic(unreadable: paths[index], error)])
      }
    }
    let diagnostics = refused + results.flatMap(\.diagnostics)
    return (results.flatMap(\.batches), limits.capped(diagnostics, source: path))
  }

  /// One card file: read whole when small, mapped when large.
  private static func read<Batch>(_ path: String, into stream: ContactStream<Batch>, limits: VCardLimits)
    throws(ContactsError) -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let file = try SourceFile(path: path)
    if file.size > mapThreshold {
      let mapped = try MappedFile(file: file)
      return VCardReader.read(
        buffer: mapped.buffer, source: path, parallel: false, limits: limits, into: stream
      ) { mapped.release($0) }
    }
    let bytes = try file.readAll()
    return bytes.withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: path, parallel: false, limits: limits, into: stream)
    }
  }

  /// The card files: the folder's, then each collection folder's, in name order; and a
  /// diagnostic for each card file that is not a regular file (a FIFO, a device), never opened.
  private func cardFiles() throws(ContactsError) -> (files: [String], refused: [Diagnostic]) {
    var files: [String] = []
    var refused: [Diagnostic] = []
    func add(_ full: String, _ kind: FileBytes.Kind) {
      switch kind {
      case .file: files.append(full)
      case .other(let what): refused.append(Diagnostic(unreadable: full, FileBytes.refusal(full, what)))
      case .missing(let code): refused.append(Diagnostic(unreadable: full, FileBytes.failure(full, code)))
      case .directory: break
      }
    }
    for entry in try Self.entries(path) {
      let full = path.hasSuffix("/") ? path + entry : path + "/" + entry
      let kind = FileBytes.kind(of: full)
      if kind == .directory {
        guard let inner = try? Self.entries(full) else { continue }
        for name in inner where Self.isCardFile(name) { add(full + "/" + name, FileBytes.kind(of: full + "/" + name)) }
      } else if Self.isCardFile(entry) {
        add(full, kind)
      }
    }
    return (files, refused)
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
