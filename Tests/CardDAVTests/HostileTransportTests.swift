import CardDAVCache
import Foundation
import Testing

@testable import CardDAV

/// The transport against servers that attack it (`Fixtures/hostile-http.py`): every answer is
/// counted on libcurl's own thread as it arrives, so neither memory nor time grows with what a
/// server chooses to send.
@Suite("The transport against a hostile server", .serialized)
struct HostileTransportTests {
  static let propfind = HTTPRequest(
    method: "PROPFIND", url: URL(string: "http://127.0.0.1/")!,
    headers: [(name: "Depth", value: "1"), (name: "Content-Type", value: "application/xml")],
    body: Array(DAVRequestBody.discovery.utf8))

  /// `propfind` sent to `server`.
  func request(to server: HostileServer) -> HTTPRequest {
    var request = Self.propfind
    request.url = server.url
    return request
  }

  /// How long `body` took, in seconds.
  func seconds(_ body: () -> Void) -> Double {
    let started = Date()
    body()
    return Date().timeIntervalSince(started)
  }

  @Test("an endless chunked body stops at the cap, read no further than the socket's buffers")
  func endlessChunkedBody() throws {
    let server = try HostileServer("chunked")
    defer { server.stop() }
    let cap = 1 << 20
    let elapsed = seconds {
      #expect(throws: TransportFailure.tooLarge(limit: cap)) {
        try CurlTransport(timeout: 20, maximumBodySize: cap).send(request(to: server))
      }
    }
    // At loopback speed the server would have sent gigabytes in the 20 s the request may take.
    let sent = try #require(server.connections().first).sent
    #expect(sent > cap)
    #expect(sent < cap + 32 << 20, "the server got \(sent) bytes out before the client stopped")
    #expect(elapsed < 10, "took \(elapsed) s")
  }

  @Test("a small gzip body that inflates past the cap is refused: the cap counts decoded bytes")
  func gzipBomb() throws {
    let server = try HostileServer("gzip-bomb")
    defer { server.stop() }
    let cap = 1 << 20
    #expect(throws: TransportFailure.tooLarge(limit: cap)) {
      try CurlTransport(timeout: 20, maximumBodySize: cap).send(request(to: server))
    }
  }

  @Test(
    "a server that answers a byte at a time, in the body or in a header, ends at the timeout",
    arguments: ["slow-body", "slow-headers"])
  func slowLoris(mode: String) throws {
    let server = try HostileServer(mode)
    defer { server.stop() }
    let elapsed = seconds {
      #expect(throws: TransportFailure.timedOut) { try CurlTransport(timeout: 1.5).send(request(to: server)) }
    }
    #expect(elapsed >= 1.4 && elapsed < 5, "took \(elapsed) s")
  }

  @Test(
    "endless header lines, or an endless run of 100 Continue, stop at 64 KB of headers",
    arguments: ["header-flood", "continue-flood"])
  func headerFlood(mode: String) throws {
    let server = try HostileServer(mode)
    defer { server.stop() }
    #expect(throws: TransportFailure.failed("the answer's headers are larger than 64 KB")) {
      try CurlTransport(timeout: 20).send(request(to: server))
    }
    let sent = try #require(server.connections().first).sent
    #expect(sent < 32 << 20, "the server got \(sent) bytes out before the client stopped")
  }

  @Test("a redirect is handed back, not followed: the server sees one request")
  func redirectNotFollowed() throws {
    let server = try HostileServer("redirect")
    defer { server.stop() }
    let response = try CurlTransport(timeout: 5).send(request(to: server))
    #expect(response.status == 302)
    #expect(response.header("location") == "http://127.0.0.2:\(server.port)/elsewhere/")
    #expect(server.connections().map(\.requests) == [1])
  }

  @Test("a redirect to another server is refused by the client, naming it, before any request there")
  func redirectElsewhereRefused() throws {
    let server = try HostileServer("redirect")
    defer { server.stop() }
    let account = CardDAVAccount(name: "moved", url: server.url, username: "jane")
    let client = try CardDAVClient(account: account, password: "secret", timeout: 5, retries: 0)
    #expect {
      try client.addressBooks()
    } throws: { error in
      guard case .badResponse(_, let reason) = error as? CardDAVError else { return false }
      return reason.contains("redirected to another server (http://127.0.0.2:\(server.port))")
    }
    // Every request went to the account's own origin, where the password may go; a client that
    // followed would have failed to connect to 127.0.0.2 instead of naming it.
    #expect(server.connections().allSatisfy { $0.requests == 1 && $0.authorized })
  }

  @Test("a self-signed certificate is refused before any request: no retry, no password sent, not offline")
  func selfSignedCertificate() throws {
    let server = try HostileServer("multistatus", tls: true)
    defer { server.stop() }
    #expect(throws: TransportFailure.untrusted("the server's TLS certificate is not trusted")) {
      try CurlTransport(timeout: 5).send(request(to: server))
    }
    let account = CardDAVAccount(name: "tls", url: server.url, username: "jane")
    let client = try CardDAVClient(account: account, password: "secret", timeout: 5, retries: 3)
    #expect {
      try client.addressBooks()
    } throws: { error in
      error as? CardDAVError == .untrustedServer(account: "tls", reason: "the server's TLS certificate is not trusted")
    }
    // Two handshakes (the transport's and the client's single try), no request read.
    let connections = server.connections(atLeast: 2)
    #expect(connections.count == 2)
    #expect(connections.allSatisfy { $0.requests == 0 && !$0.authorized })
  }

  @Test("a header value holding a line break is never sent: no request reaches the server")
  func headerInjection() throws {
    let server = try HostileServer("multistatus")
    defer { server.stop() }
    var request = request(to: server)
    request.headers.append((name: "If-Match", value: "\"1\"\r\nX-Injected: yes"))
    #expect(throws: TransportFailure.failed("the request's If-Match holds a line break")) {
      try CurlTransport(timeout: 5).send(request)
    }
    #expect(server.connections().isEmpty)
  }

  @Test("an ordinary answer comes back whole, headers by lowercased name")
  func ordinaryAnswer() throws {
    let server = try HostileServer("multistatus")
    defer { server.stop() }
    let response = try CurlTransport(timeout: 5).send(request(to: server))
    #expect(response.status == 207)
    #expect(response.header("Content-Type") == "application/xml")
    #expect(String(decoding: response.body, as: UTF8.self).hasSuffix("<d:multistatus xmlns:d=\"DAV:\"/>"))
  }
}
