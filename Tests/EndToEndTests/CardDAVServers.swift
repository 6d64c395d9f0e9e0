import Foundation

/// The real CardDAV servers the CardDAV end-to-end tests run against (docs/CARDDAV.md, "Testing
/// and benchmarks"): Radicale with htpasswd and Xandikos without authentication, started by
/// `scripts/carddav-servers.sh`, which describes them in a shell-sourceable env file.
///
/// `CONTACTS_TUI_DAV_ENV` names the env file of the servers `.ci/run` seeded with 1,000 cards;
/// without it the suite is skipped. A test that changes cards or stops the servers starts a pair
/// of its own (`DAVServers.start`), so the shared collection stays as seeded.
final class DAVServers {
  /// The folder holding the env file, the storage and the logs.
  let folder: URL
  /// Radicale's and Xandikos's view, by name.
  let radicale: DAVServer
  let xandikos: DAVServer
  /// Whether this object started the servers, and so stops them and removes the folder.
  private let owned: Bool

  /// The env file `.ci/run` passes, or nil when the suite should be skipped.
  static var sharedEnvironment: String? { ProcessInfo.processInfo.environment["CONTACTS_TUI_DAV_ENV"] }

  /// The servers `CONTACTS_TUI_DAV_ENV` names; throws when the file is missing or incomplete, or
  /// a server does not answer, so a CI run with broken servers fails instead of skipping.
  static func shared() throws -> DAVServers {
    guard let path = sharedEnvironment else { throw E2EFailure("CONTACTS_TUI_DAV_ENV is not set") }
    let servers = try DAVServers(environmentFile: URL(fileURLWithPath: path), owned: false)
    for server in [servers.radicale, servers.xandikos] {
      let (status, _, _) = try server.request("PROPFIND", server.bookURL, headers: ["Depth": "0"])
      guard status == 207 else {
        throw E2EFailure("\(server.name) at \(server.bookURL) answered HTTP \(status) to PROPFIND (\(path))")
      }
    }
    return servers
  }

  /// Starts a pair of servers of the test's own in a new folder, seeded with `cards` cards (only
  /// the server named `only`, when given; the other's address book stays empty).
  static func start(seeding cards: Int, only: String? = nil) throws -> DAVServers {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-dav-\(UUID().uuidString.prefix(8))")
    do {
      try script(["start", folder.path])
      try script(["seed", folder.path, String(cards)] + (only.map { [$0] } ?? []))
      return try DAVServers(environmentFile: folder.appendingPathComponent("env"), owned: true)
    } catch {
      _ = try? script(["stop", folder.path])
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  private init(environmentFile: URL, owned: Bool) throws {
    folder = environmentFile.deletingLastPathComponent()
    self.owned = owned
    guard let text = try? String(contentsOf: environmentFile, encoding: .utf8) else {
      throw E2EFailure("cannot read the servers' env file \(environmentFile.path)")
    }
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      values[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    func value(_ key: String) throws -> String {
      guard let found = values[key], !found.isEmpty else {
        throw E2EFailure("\(environmentFile.path) has no \(key)")
      }
      return found
    }
    radicale = DAVServer(
      name: "radicale", url: try value("RADICALE_URL"), bookURL: try value("RADICALE_BOOK_URL"),
      user: try value("RADICALE_USER"), password: try value("RADICALE_PASSWORD"), log: try value("RADICALE_LOG"))
    xandikos = DAVServer(
      name: "xandikos", url: try value("XANDIKOS_URL"), bookURL: try value("XANDIKOS_BOOK_URL"), user: nil,
      password: nil, log: try value("XANDIKOS_LOG"))
  }

  deinit {
    guard owned else { return }
    _ = try? Self.script(["stop", folder.path])
    try? FileManager.default.removeItem(at: folder)
  }

  /// The server named `radicale` or `xandikos`.
  func server(_ name: String) -> DAVServer { name == "radicale" ? radicale : xandikos }

  /// Stops both servers (they keep their storage and ports).
  func stop() throws { try Self.script(["stop", folder.path]) }

  /// Starts them again on the same ports, with the same cards.
  func restart() throws { try Self.script(["start", folder.path]) }

  /// The repository's `scripts/carddav-servers.sh`, found from this file.
  static let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/carddav-servers.sh").path

  @discardableResult
  static func script(_ arguments: [String]) throws -> String {
    try Shell.run("/bin/bash", [scriptPath] + arguments)
  }
}

/// One server: where its address book is, who signs in, and its request log.
struct DAVServer: CustomStringConvertible {
  let name: String
  /// The base URL an account points at (discovery starts there).
  let url: String
  /// The address book the seeded cards are in (`seed-K.vcf`).
  let bookURL: String
  let user: String?
  let password: String?
  /// The server's log, one line per request.
  let log: String

  var description: String { name }

  /// The account's config section, named after the server, with `password` for Radicale (by
  /// default the right one).
  func accountSection(password override: String? = nil) -> String {
    var lines = ["[account \(name)]", "url = \(url)"]
    if let user {
      lines.append("username = \(user)")
      lines.append("password_command = printf %s '\(override ?? password ?? "")'")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The URL of card `href` (a name in the address book, like `seed-3.vcf`).
  func cardURL(_ href: String) -> String { bookURL + href }

  /// A request with curl: the status, the body and the ETag.
  func request(
    _ method: String, _ url: String, body: String? = nil, headers: [String: String] = [:]
  ) throws -> (status: Int, body: String, etag: String?) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ct-curl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let bodyFile = scratch.appendingPathComponent("body").path
    let headerFile = scratch.appendingPathComponent("headers").path
    var arguments = [
      "-s", "-S", "--max-time", "60", "-X", method, "-o", bodyFile, "-D", headerFile, "-w", "%{http_code}",
    ]
    if let user { arguments += ["-u", "\(user):\(password ?? "")"] }
    for (key, value) in headers.sorted(by: { $0.key < $1.key }) { arguments += ["-H", "\(key): \(value)"] }
    if let body {
      let file = scratch.appendingPathComponent("request").path
      try Data(body.utf8).write(to: URL(fileURLWithPath: file))
      arguments += ["--data-binary", "@\(file)"]
    }
    let output = try Shell.capture("/usr/bin/curl", arguments + [url])
    guard output.status == 0, let status = Int(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw E2EFailure("curl \(method) \(url) failed (\(output.status)): \(output.stderr)")
    }
    let headerText = (try? String(contentsOfFile: headerFile, encoding: .utf8)) ?? ""
    let etag = headerText.split(separator: "\r\n").first { $0.lowercased().hasPrefix("etag:") }.map {
      $0.dropFirst(5).trimmingCharacters(in: .whitespaces)
    }
    return (status, (try? String(contentsOfFile: bodyFile, encoding: .utf8)) ?? "", etag)
  }

  /// PUTs a card; throws unless the server took it.
  func put(_ href: String, _ card: String) throws {
    let result = try request("PUT", cardURL(href), body: card, headers: ["Content-Type": "text/vcard; charset=utf-8"])
    guard [200, 201, 204].contains(result.status) else {
      throw E2EFailure("\(name): PUT \(href) answered \(result.status): \(result.body)")
    }
  }

  /// DELETEs a card; throws unless the server removed it.
  func delete(_ href: String) throws {
    let result = try request("DELETE", cardURL(href))
    guard [200, 204].contains(result.status) else {
      throw E2EFailure("\(name): DELETE \(href) answered \(result.status): \(result.body)")
    }
  }

  /// The card at `href`, or nil when the server has none (404).
  func get(_ href: String) throws -> String? {
    let result = try request("GET", cardURL(href))
    if result.status == 404 { return nil }
    guard result.status == 200 else { throw E2EFailure("\(name): GET \(href) answered \(result.status)") }
    return result.body
  }

  /// The names of the cards in the address book (PROPFIND, Depth: 1).
  func hrefs() throws -> [String] {
    let result = try request(
      "PROPFIND", bookURL,
      body: #"<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>"#,
      headers: ["Depth": "1", "Content-Type": "application/xml"])
    guard result.status == 207 else { throw E2EFailure("\(name): PROPFIND answered \(result.status)") }
    let pattern = try NSRegularExpression(pattern: #"<(?:[A-Za-z0-9]+:)?href>([^<]*\.vcf)</"#)
    let text = result.body as NSString
    return pattern.matches(in: result.body, range: NSRange(location: 0, length: text.length)).map {
      URL(fileURLWithPath: text.substring(with: $0.range(at: 1))).lastPathComponent
    }
  }

  /// The request lines in the server's log so far: Radicale's `PROPFIND request for '/jane/'
  /// received from 127.0.0.1`, Xandikos's access-log `"PROPFIND /user/ HTTP/1.1" 207`.
  func requestLines() -> [String] {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init).filter {
      name == "radicale" ? $0.contains(" request for '") : $0.contains(" HTTP/1.1\" ")
    }
  }
}

/// A generated card, as `scripts/carddav-seed.py` writes them.
func davCard(uid: String, given: String, family: String, note: String? = nil) -> String {
  var lines = ["BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:\(given) \(family)", "N:\(family);\(given);;;"]
  if let note { lines.append("NOTE:\(note)") }
  lines.append("END:VCARD")
  return lines.joined(separator: "\r\n") + "\r\n"
}
