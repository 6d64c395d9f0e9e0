import Foundation

/// One HTTP request as the client builds it. Its description never shows header values, so
/// the `Authorization` header cannot reach a log through it.
struct HTTPRequest: Sendable, CustomStringConvertible {
  /// `PROPFIND`, `REPORT`, `PUT`, `DELETE`, `GET`.
  var method: String
  /// Where it goes.
  var url: URL
  /// The headers, in order (names as sent).
  var headers: [(name: String, value: String)] = []
  /// The body, or nil.
  var body: [UInt8]?

  /// The value of the header `name` (case-insensitive), or nil.
  func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  var description: String {
    "\(method) \(url.absoluteString) [\(headers.map(\.name).joined(separator: ", "))]"
  }
}

/// An HTTP response: the status, the headers (names lowercased) and the whole body.
struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  var status: Int
  /// The headers, names lowercased.
  var headers: [String: String] = [:]
  /// The body.
  var body: [UInt8] = []

  /// The value of the header `name` (any case), or nil.
  func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why a request got no HTTP response at all.
enum TransportFailure: Error, Sendable, Equatable {
  /// No answer within the timeout.
  case timedOut
  /// No connection: refused, reset, host not found, network down. Worth retrying.
  case cannotConnect(String)
  /// The body exceeded the cap; the request was cancelled.
  case tooLarge(limit: Int)
  /// No secure connection: the server's certificate is not trusted, or the TLS handshake
  /// failed. Not worth retrying, and not "offline": the server answered, as someone untrusted.
  case untrusted(String)
  /// Anything else (a malformed answer): not worth retrying.
  case failed(String)

  /// Whether a retry may succeed: a timeout or a missing connection.
  var isTransient: Bool {
    switch self {
    case .timedOut, .cannotConnect: true
    case .tooLarge, .untrusted, .failed: false
    }
  }

  /// What to say of it.
  var reason: String {
    switch self {
    case .timedOut: "no answer in time"
    case .cannotConnect(let why): "cannot connect (\(why))"
    case .tooLarge(let limit): "the answer is larger than \(limit / 1_048_576) MB"
    case .untrusted(let why), .failed(let why): why
    }
  }
}

/// Sends one request and waits for its whole answer: `CurlTransport` over the network,
/// a scripted fake in the tests. It follows no redirect and retries nothing.
protocol HTTPTransport: Sendable {
  /// The response to `request`, or why there is none.
  func send(_ request: HTTPRequest) throws(TransportFailure) -> HTTPResponse
}
