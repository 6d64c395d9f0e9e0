import Foundation

/// A fresh, private data directory for one test, removed afterwards, plus the command line run
/// against it.
final class TestHome {
  /// The directory passed as `--home`.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("ct-home-\(UUID().uuidString)")
  }

  /// Where the runs keep their snapshots (`XDG_CACHE_HOME`): beside the home, never the tester's.
  var cache: URL { URL(fileURLWithPath: url.path + "-cache") }

  deinit {
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.removeItem(at: cache)
  }

  /// `--home <dir>`.
  var arguments: [String] { ["--home", url.path] }

  /// The permission database file.
  var database: URL { url.appendingPathComponent("permissions.sqlite3") }

  /// Runs `contacts-tui <arguments> --home <dir>` without a terminal.
  func cli(_ arguments: [String], environment: [String: String] = [:]) throws -> Shell.Output {
    try Shell.capture(
      Binary.path, arguments + self.arguments, environment: ["XDG_CACHE_HOME": cache.path].merging(environment) { $1 },
      newSession: true)
  }

  /// What `status` prints (trimmed) and its exit code.
  func status(_ extra: [String] = []) throws -> (name: String, code: Int32) {
    let output = try cli(["status"] + extra)
    return (output.stdout.trimmingCharacters(in: .whitespacesAndNewlines), output.status)
  }
}

/// Short pauses, named for what they wait out.
enum Pause {
  /// Longer than the prompt's 500 ms arming delay.
  static func pastArmingDelay() { Thread.sleep(forTimeInterval: 0.7) }
  /// Well inside the arming delay.
  static func insideArmingDelay() { Thread.sleep(forTimeInterval: 0.15) }
}

extension TestHome {
  /// Writes a source of 150,000 plain cards beside the home, big enough that loading it keeps
  /// the app busy for a while, and returns its path (the caller removes it).
  func writeLargeSource() throws -> String {
    let source = url.path + ".vcf"
    var text = ""
    for index in 0..<150_000 {
      text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(index)\r\nN:Person;Given\(index);;;\r\nEND:VCARD\r\n"
    }
    try text.write(toFile: source, atomically: false, encoding: .utf8)
    return source
  }
}
