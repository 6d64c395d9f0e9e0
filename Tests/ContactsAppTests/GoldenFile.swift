import Foundation
import Testing

/// A checked-in text under `Fixtures/` (the command line's in `CommandLine/`, the field consumers'
/// in `pins/`) that a test's output must equal byte for byte.
///
/// Run with `CONTACTS_TUI_REGENERATE=1` to rewrite the files from the output instead; the failure
/// message says so, with the test to run, so a change that is meant costs one command and shows
/// in the diff of the file.
enum GoldenFile {
  /// Where the folders of files are: read from their paths, not bundled (Package.swift excludes
  /// Fixtures).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Whether this run rewrites the files rather than checking them.
  static var regenerating: Bool { ProcessInfo.processInfo.environment["CONTACTS_TUI_REGENERATE"] == "1" }

  /// Records an issue unless `text` is the file `name` in `subfolder`, naming the first lines that
  /// differ and the command (`swift test --filter suite`) that rewrites it; under `regenerating`,
  /// writes it.
  static func check(
    _ text: String, against name: String, in subfolder: String = "CommandLine", suite: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = fixtures.appendingPathComponent(subfolder)
    let url = folder.appendingPathComponent(name)
    let rewrite = "CONTACTS_TUI_REGENERATE=1 swift test --filter \(suite)"
    if regenerating {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        Issue.record("could not write \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = try? Data(contentsOf: url) else {
      Issue.record("no file \(url.path); write it with \(rewrite)", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    Issue.record(
      Comment(rawValue: difference(expected, text, name: "\(subfolder)/\(name)", rewrite: rewrite)),
      sourceLocation: sourceLocation)
  }

  /// The message for a file that differs: how many lines, the first few on each side, and the
  /// command that rewrites the file when the change is meant.
  static func difference(_ expected: String, _ actual: String, name: String, rewrite: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    var count = 0
    for index in 0..<max(old.count, new.count) {
      let was = index < old.count ? String(old[index]) : nil
      let now = index < new.count ? String(new[index]) : nil
      guard was != now else { continue }
      count += 1
      guard lines.count < 12 else { continue }
      lines.append("line \(index + 1): was \(was.map { $0.debugDescription } ?? "(none)")")
      lines.append("line \(index + 1): now \(now.map { $0.debugDescription } ?? "(none)")")
    }
    return "Fixtures/\(name) differs in \(count) line(s):\n" + lines.joined(separator: "\n")
      + "\nIf the change is meant, rewrite the file with \(rewrite), and commit it."
  }
}
