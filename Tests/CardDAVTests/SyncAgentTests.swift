import CardDAVCache
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The agent binary, built beside the tests (`swift build` first; `$CONTACTS_TUI_SYNC_AGENT`
/// overrides).
enum Agent {
  static let path: String = {
    if let override = ProcessInfo.processInfo.environment["CONTACTS_TUI_SYNC_AGENT"] { return override }
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("contacts-tui-sync")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory = directory.deletingLastPathComponent()
    }
    return "contacts-tui-sync"
  }()

  /// Runs the agent with `input` on its standard input; its exit status, its events and all it wrote.
  /// `environment` is added to the tests' own.
  static func run(_ input: Data, environment: [String: String] = [:]) throws -> (
    status: Int32, events: [SyncEvent], output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = out.split(separator: UInt8(ascii: "\n"))
    return (
      process.terminationStatus, lines.compactMap { SyncLines.event($0) },
      String(decoding: out + err, as: UTF8.self)
    )
  }

  /// A local TCP port nothing listens on (bound, then closed).
  static func closedPort() -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(descriptor, pointer, length)
        return getsockname(descriptor, pointer, &length)
      }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

@Suite("The sync agent, run as the app runs it")
struct SyncAgentTests {
  @Test("a server that cannot be reached fails cleanly: exit 7, a last .failed event, no password anywhere")
  func unreachable() throws {
    let folder = try temporaryDirectory().appendingPathComponent("carddav/home").path
    let account = CardDAVAccount(
      name: "home", url: URL(string: "http://127.0.0.1:\(Agent.closedPort())/dav/")!, username: "jane")
    let request = SyncRequest(account: account, password: "s3cret-Pa55", cacheFolder: folder, timeout: 2)
    let run = try Agent.run(SyncLines.encode(request))
    #expect(run.status == 7)
    #expect(!run.output.contains("s3cret-Pa55"))
    let last = try #require(run.events.last)
    guard case .failed(let error) = last else {
      Issue.record("the last event is \(last), not .failed")
      return
    }
    #expect(error.account == "home")
    if case .unreachable = error {} else { Issue.record("not .unreachable: \(error)") }
  }

  @Test("a request that is not one, or is too large, fails with exit 7 before anything is opened")
  func badRequest() throws {
    for input in [Data("not json".utf8), Data(repeating: UInt8(ascii: " "), count: SyncLines.requestLimit + 10)] {
      let run = try Agent.run(input)
      #expect(run.status == 7)
      guard case .failed(.badResponse) = run.events.last else {
        Issue.record("no .failed event: \(run.output)")
        continue
      }
    }
  }

  @Test(
    "a server that drips every answer through discovery's retries is stopped at the sync's time limit",
    arguments: ["slow-body", "slow-headers"])
  func drippingServer(mode: String) throws {
    let server = try HostileServer(mode)
    defer { server.stop() }
    let folder = try temporaryDirectory().appendingPathComponent("carddav/drip").path
    let account = CardDAVAccount(name: "drip", url: server.url)
    // Each request may take 30 s and is tried 4 times: without the bound, discovery alone would
    // hold the agent for minutes.
    let request = SyncRequest(account: account, password: nil, cacheFolder: folder, timeout: 30)
    let started = Date()
    let run = try Agent.run(SyncLines.encode(request), environment: ["CONTACTS_TUI_SYNC_TIME_LIMIT": "3"])
    let elapsed = Date().timeIntervalSince(started)
    #expect(run.status == 7)
    #expect(elapsed >= 3 && elapsed < 15, "took \(elapsed) s")
    guard case .failed(.unreachable(let name, let reason)) = run.events.last else {
      Issue.record("the last event is not .failed(.unreachable): \(run.output)")
      return
    }
    #expect(name == "drip")
    #expect(reason.hasPrefix("the sync did not end within 3 seconds"))
  }
}
