import CCurl
import Foundation
import Synchronization

/// `HTTPTransport` over libcurl's easy interface, one request at a time on the caller's thread.
///
/// Every byte of the answer is counted on that thread as libcurl reads it, before it is kept:
/// the body stops at `maximumBodySize` and the headers at `maximumHeaderSize`, whatever the
/// server declares, chunked or endless, compressed or not (the count is of decoded bytes). The
/// whole request, connection and slow answers included, ends within `timeout` seconds.
/// Redirects are never followed here (`HTTPExchange` decides, by origin); only `http` and `https`
/// are spoken; TLS certificates are verified; nothing is kept between requests but the open
/// connection: no cookies, no credentials, no cache.
final class CurlTransport: HTTPTransport {
  /// 64 MB: ten thousand cards in one multiget stay far below it.
  static let defaultMaximumBodySize = 64 << 20
  /// 64 KB of status line and headers: a CardDAV answer needs a few hundred bytes.
  static let maximumHeaderSize = 64 << 10

  private let timeout: Double
  private let maximumBodySize: Int
  /// The easy handle, reset before each request; kept so that its connection is reused.
  private let handle: Mutex<CurlHandle>

  /// A transport whose every request ends within about `timeout` seconds.
  init(timeout: Double, maximumBodySize: Int = defaultMaximumBodySize) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    handle = Mutex(CurlHandle())
  }

  func send(_ request: HTTPRequest) throws(TransportFailure) -> HTTPResponse {
    for header in request.headers where !Self.isSafe(header.name) || !Self.isSafe(header.value) {
      throw .failed("the request's \(Self.isSafe(header.name) ? header.name : "header") holds a line break")
    }
    return try handle.withLock { (handle: inout CurlHandle) throws(TransportFailure) -> HTTPResponse in
      guard let easy = handle.easy else { throw .failed("libcurl could not start") }
      return try perform(request, on: easy)
    }
  }

  /// Whether `text` can go in a header line as it is: no CR, LF or NUL.
  static func isSafe(_ text: String) -> Bool {
    !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
  }

  private func perform(_ request: HTTPRequest, on easy: UnsafeMutableRawPointer) throws(TransportFailure)
    -> HTTPResponse
  {
    curl_easy_reset(easy)
    let answer = CurlAnswer(maximumBodySize: maximumBodySize, maximumHeaderSize: Self.maximumHeaderSize)
    var lines: [String] = request.headers.map { "\($0.name): \($0.value)" }
    // libcurl would wait a second for a `100 Continue` before a large body, and add a form
    // content type to a body that has none.
    lines.append("Expect:")
    if request.body != nil, request.header("Content-Type") == nil { lines.append("Content-Type:") }
    var list: UnsafeMutablePointer<curl_slist>?
    defer { curl_slist_free_all(list) }
    for line in lines { list = curl_slist_append(list, line) }

    let milliseconds = max(1, Int(timeout * 1000))
    try Self.check(cc_setopt_string(easy, CURLOPT_URL, request.url.absoluteString))
    for (option, value) in [
      (CURLOPT_NOSIGNAL, 1), (CURLOPT_FOLLOWLOCATION, 0), (CURLOPT_TIMEOUT_MS, milliseconds),
      (CURLOPT_CONNECTTIMEOUT_MS, milliseconds), (CURLOPT_SSL_VERIFYPEER, 1), (CURLOPT_SSL_VERIFYHOST, 2),
    ] {
      try Self.check(cc_setopt_long(easy, option, value))
    }
    try Self.check(cc_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
    // Every encoding libcurl can decode; the body's cap counts the decoded bytes.
    try Self.check(cc_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
    try Self.check(cc_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumBodySize)))
    try Self.check(cc_setopt_list(easy, CURLOPT_HTTPHEADER, list))
    try method(request, on: easy)
    let context = Unmanaged.passUnretained(answer).toOpaque()
    try Self.check(cc_setopt_callback(easy, CURLOPT_WRITEFUNCTION, curlReceiveBody))
    try Self.check(cc_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
    try Self.check(cc_setopt_callback(easy, CURLOPT_HEADERFUNCTION, curlReceiveHeader))
    try Self.check(cc_setopt_pointer(easy, CURLOPT_HEADERDATA, context))

    let outcome = withExtendedLifetime(answer) { curl_easy_perform(easy) }
    if answer.bodyTooLarge || outcome == CURLE_FILESIZE_EXCEEDED { throw .tooLarge(limit: maximumBodySize) }
    if answer.headersTooLarge {
      throw .failed("the answer's headers are larger than \(Self.maximumHeaderSize / 1024) KB")
    }
    guard outcome == CURLE_OK else { throw Self.failure(outcome) }
    var code = 0
    _ = cc_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &code)
    return HTTPResponse(status: code, headers: answer.headers, body: answer.body)
  }

  /// Sets the method and the body: GET and HEAD as themselves, any other by name.
  private func method(_ request: HTTPRequest, on easy: UnsafeMutableRawPointer) throws(TransportFailure) {
    switch (request.method, request.body) {
    case ("GET", nil): try Self.check(cc_setopt_long(easy, CURLOPT_HTTPGET, 1))
    case ("HEAD", nil): try Self.check(cc_setopt_long(easy, CURLOPT_NOBODY, 1))
    case (let method, nil): try Self.check(cc_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method))
    case (let method, let body?):
      try Self.check(cc_setopt_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
      // COPYPOSTFIELDS: libcurl keeps its own copy, so the body's lifetime is not ours to hold.
      try Self.check(
        body.withUnsafeBytes { bytes in
          cc_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        })
      try Self.check(cc_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method))
    }
  }

  /// Throws unless libcurl took the option.
  private static func check(_ code: CURLcode) throws(TransportFailure) {
    guard code == CURLE_OK else { throw .failed("libcurl refused an option (\(describe(code)))") }
  }

  /// What a libcurl error means for a retry.
  static func failure(_ code: CURLcode) -> TransportFailure {
    switch code {
    case CURLE_OPERATION_TIMEDOUT: .timedOut
    case CURLE_COULDNT_CONNECT: .cannotConnect("connection refused")
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotConnect("host not found")
    case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
      .cannotConnect("connection lost")
    case CURLE_PEER_FAILED_VERIFICATION: .untrusted("the server's TLS certificate is not trusted")
    case CURLE_SSL_CONNECT_ERROR: .untrusted("the TLS handshake failed")
    case CURLE_UNSUPPORTED_PROTOCOL: .failed("only http and https are spoken")
    case CURLE_OUT_OF_MEMORY, CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING:
      .failed("a malformed answer (\(describe(code)))")
    default: .failed("network error: \(describe(code))")
    }
  }

  /// libcurl's own words for `code`.
  static func describe(_ code: CURLcode) -> String { String(cString: curl_easy_strerror(code)) }
}

/// An easy handle, freed with its owner.
private final class CurlHandle {
  /// libcurl's global state, set up once before the first handle (it is not thread-safe).
  private static let ready = cc_global_init() == CURLE_OK

  let easy: UnsafeMutableRawPointer?

  init() { easy = Self.ready ? curl_easy_init() : nil }

  deinit { if let easy { curl_easy_cleanup(easy) } }
}

/// One answer as libcurl hands it over: the headers of the last response (a `100 Continue`
/// before it is dropped) and the body, each refused past its cap. Used only on the thread that
/// runs `curl_easy_perform`.
private final class CurlAnswer {
  let maximumBodySize: Int
  let maximumHeaderSize: Int
  var headers: [String: String] = [:]
  var body: [UInt8] = []
  var headerBytes = 0
  var bodyTooLarge = false
  var headersTooLarge = false

  init(maximumBodySize: Int, maximumHeaderSize: Int) {
    self.maximumBodySize = maximumBodySize
    self.maximumHeaderSize = maximumHeaderSize
  }

  /// Keeps a piece of the body; false (stop) once it would pass the cap.
  func receive(body piece: UnsafeRawBufferPointer) -> Bool {
    guard body.count + piece.count <= maximumBodySize else {
      bodyTooLarge = true
      body = []
      return false
    }
    body.append(contentsOf: piece)
    return true
  }

  /// Keeps one header line; false (stop) once all lines together pass the cap. Counted over
  /// every response of the exchange, so an endless run of `1xx` answers stops as well.
  func receive(headerLine line: UnsafeRawBufferPointer) -> Bool {
    headerBytes += line.count
    guard headerBytes <= maximumHeaderSize else {
      headersTooLarge = true
      return false
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("HTTP/") {
      headers = [:]
    } else if let colon = text.firstIndex(of: ":") {
      let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    return true
  }
}

/// libcurl's body callback: `context` is the request's `CurlAnswer`.
private func curlReceiveBody(
  _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
  hand(data, size * count, to: context) { $0.receive(body: $1) }
}

/// libcurl's header callback, one whole line at a time: `context` is the request's `CurlAnswer`.
private func curlReceiveHeader(
  _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
  hand(data, size * count, to: context) { $0.receive(headerLine: $1) }
}

/// Gives `length` bytes at `data` to the `CurlAnswer` at `context`: `length` when it kept them,
/// 0 (which stops the transfer) when it did not.
private func hand(
  _ data: UnsafeMutablePointer<CChar>?, _ length: Int, to context: UnsafeMutableRawPointer?,
  _ receive: (CurlAnswer, UnsafeRawBufferPointer) -> Bool
) -> Int {
  guard let context else { return 0 }
  let answer = Unmanaged<CurlAnswer>.fromOpaque(context).takeUnretainedValue()
  return receive(answer, UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}
