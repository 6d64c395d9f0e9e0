import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A real CardDAV server (Radicale or Xandikos from PyPI) started by a test on a free port of
/// 127.0.0.1, with its data in a temporary folder. `stop()` kills it and removes the folder.
final class DAVServerProcess {
  enum Kind: String, CustomStringConvertible, CaseIterable, Sendable {
    case radicale, xandikos
    var description: String { rawValue }
  }

  /// Whether the suites against real servers are skipped (`CONTACTS_TUI_SKIP_DAV_SERVERS=1`).
  static var skipped: Bool { ProcessInfo.processInfo.environment["CONTACTS_TUI_SKIP_DAV_SERVERS"] == "1" }

  /// The user and password Radicale accepts (Xandikos asks for none).
  static let username = "jane"
  static let password = "correct horse"

  let kind: Kind
  let port: Int
  let folder: URL
  private let process: Process

  /// The server's base URL.
  var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

  /// Starts `kind` and waits until it answers HTTP on its port. Fails the test with a clear
  /// message when the server is not installed or does not start.
  ///
  /// The port is picked free, closed, then handed to the server, so another process may take it
  /// in between: when the server exits before answering, it is started again on another port.
  /// Ready means the server itself answered a request with an HTTP status line while still
  /// running, not merely that something on the port accepted a connection.
  init(_ kind: Kind) throws {
    guard let executable = Self.executable(named: kind.rawValue) else {
      throw ServerError(
        "\(kind) is not on PATH: install it (pip install \(kind)) to run the CardDAV tests against real "
          + "servers, or set CONTACTS_TUI_SKIP_DAV_SERVERS=1 to skip them")
    }
    self.kind = kind
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("carddav-\(kind)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var failures: [String] = []
    for attempt in 1...3 {
      let port = try Self.freePort()
      let log = folder.appendingPathComponent("server-\(attempt).log")
      let process = try Self.launch(kind, executable: executable, port: port, folder: folder, log: log)
      if Self.waitUntilReady(process, port: port) {
        self.port = port
        self.process = process
        return
      }
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      failures.append("port \(port): \(output.suffix(1500))")
    }
    try? FileManager.default.removeItem(at: folder)
    throw ServerError("\(kind) did not start after 3 tries: \(failures.joined(separator: "\n---\n"))")
  }

  /// Runs `kind` on `port` with its data under `folder` and its output in `log`.
  private static func launch(_ kind: Kind, executable: URL, port: Int, folder: URL, log: URL) throws -> Process {
    let process = Process()
    process.executableURL = executable
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let logHandle = try FileHandle(forWritingTo: log)
    process.standardOutput = logHandle
    process.standardError = logHandle
    switch kind {
    case .radicale:
      let users = folder.appendingPathComponent("users")
      try Data("\(Self.username):\(Self.password)\n".utf8).write(to: users)
      process.arguments = [
        "--storage-filesystem-folder=\(folder.appendingPathComponent("collections").path)",
        "--server-hosts=127.0.0.1:\(port)", "--auth-type=htpasswd", "--auth-htpasswd-filename=\(users.path)",
        "--auth-htpasswd-encryption=plain", "--logging-level=warning",
      ]
    case .xandikos:
      process.arguments = [
        "--defaults", "-d", folder.appendingPathComponent("data").path, "-l", "127.0.0.1", "-p", "\(port)",
      ]
    }
    try process.run()
    return process
  }

  /// Waits up to 30 s for `process` to answer HTTP on `port`; false when it exits first or never
  /// answers.
  private static func waitUntilReady(_ process: Process, port: Int) -> Bool {
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning, Date() < deadline {
      if answersHTTP(port: port) { return process.isRunning }
      usleep(100_000)
    }
    return false
  }

  /// Kills the server and removes its folder.
  func stop() {
    // SIGKILL: Radicale can sit for minutes in its shutdown after a SIGTERM, and the data is
    // a throwaway folder.
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Where `name` is on PATH, or nil.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
    }
    return nil
  }

  /// A port of 127.0.0.1 nobody listens on right now.
  static func freePort() throws -> Int {
    let listener = try Listener()
    defer { listener.close() }
    return listener.port
  }

  /// Whether whatever listens on `port` answers an `OPTIONS` request with an HTTP status line
  /// within two seconds.
  static func answersHTTP(port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 2, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = Listener.loopback(port: UInt16(port))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else { return false }
    let request = Array("OPTIONS / HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
      return false
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while answer.count < 9 {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += buffer[..<count]
    }
    return answer.starts(with: Array("HTTP/1.".utf8))
  }
}

/// A TCP socket listening on a free port of 127.0.0.1 that never accepts nor answers: the
/// kernel completes connections into its backlog, and the client waits for bytes that never come.
final class Listener {
  let fd: Int32
  let port: Int

  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ServerError("socket() failed") }
    var address = Self.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      Glibc.close(fd)
      throw ServerError("bind() or listen() failed")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.fd = fd
    port = Int(UInt16(bigEndian: actual.sin_port))
  }

  func close() { Glibc.close(fd) }

  static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(port.bigEndian)
    address.sin_addr = in_addr(s_addr: in_addr_t(UInt32(0x7F00_0001).bigEndian))
    return address
  }
}

/// Why a server could not be had.
struct ServerError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
