import Foundation

/// A folder with executable shell scripts in it, removed at the end.
final class ScriptFolder {
  let url: URL

  /// A new folder in the temporary directory, its name starting with `prefix`.
  init(prefix: String = "sync-agent") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `body` as an executable `/bin/sh` script named `name`; returns its path. Written
  /// through a descriptor no child inherits: tests spawn processes in parallel, and a child
  /// holding the script open for writing makes running it fail with "Text file busy".
  func script(_ name: String, _ body: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let bytes = Array(("#!/bin/sh\n" + body).utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    return path
  }
}
