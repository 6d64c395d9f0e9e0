import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `Fixtures/hostile-http.py` started on a free port of 127.0.0.1 in one of its modes: a server
/// that answers every request the way an attacker would (an endless body, headers without end,
/// a byte at a time, a certificate nobody signed). `stop()` kills it.
final class HostileServer {
  /// One connection as the server saw it.
  struct Connection: Decodable, Equatable {
    /// Bytes the server wrote before the client went away.
    var sent: Int
    /// Requests it read (0 when the TLS handshake was refused).
    var requests: Int
    /// Whether a request carried an `Authorization` header.
    var authorized: Bool
  }

  let port: Int
  let tls: Bool
  private let process: Process
  private let folder: URL

  /// The server's base URL.
  var url: URL { URL(string: "\(tls ? "https" : "http")://127.0.0.1:\(port)/dav/")! }

  /// Starts the server in `mode`; with `tls`, over TLS with `Fixtures/self-signed-cert.pem`.
  init(_ mode: String, tls: Bool = false) throws {
    self.tls = tls
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fixtures = Fixture.folder
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "python3", fixtures.appendingPathComponent("hostile-http.py").path, mode,
        folder.appendingPathComponent("stats").path,
      ]
      + (tls
        ? [
          fixtures.appendingPathComponent("self-signed-cert.pem").path,
          fixtures.appendingPathComponent("self-signed-key.pem").path,
        ] : [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    self.process = process
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw ServerError("hostile-http.py \(mode) did not say its port (printed '\(line)')")
    }
    self.port = port
  }

  /// The connections the server has finished, in order; waits up to 5 s for `count` of them.
  func connections(atLeast count: Int = 1) -> [Connection] {
    let deadline = Date().addingTimeInterval(5)
    while true {
      let text = (try? String(contentsOf: folder.appendingPathComponent("stats"), encoding: .utf8)) ?? ""
      let all = text.split(separator: "\n").compactMap {
        try? JSONDecoder().decode(Connection.self, from: Data($0.utf8))
      }
      if all.count >= count || Date() > deadline { return all }
      usleep(50_000)
    }
  }

  /// Kills the server and removes its folder.
  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }
}
