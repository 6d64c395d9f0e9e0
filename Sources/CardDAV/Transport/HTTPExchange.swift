import CardDAVCache
import Foundation

/// Sends a request to the account's server the way every CardDAV call needs it: with the
/// password only to the account's own origin, retried when the failure may pass, and
/// following redirects only on that origin.
///
/// It returns any final answer, 4xx included: what a status means depends on the call.
struct HTTPExchange: Sendable {
  /// How many redirects one request may go through.
  static let maximumRedirects = 5

  /// The account's name, for errors.
  let account: String
  /// Where the password may go.
  let origin: Origin
  /// The `Authorization` header, or nil when the account has no user name.
  let authorization: BasicAuthorization?
  /// The network, or a fake.
  let transport: any HTTPTransport
  /// When and how long to wait before trying again.
  let policy: RetryPolicy
  /// Waits that many seconds (`Thread.sleep` outside the tests).
  let sleep: @Sendable (Double) -> Void

  /// The final answer to `method` on `url` and the URL that gave it (after same-origin
  /// redirects). Throws `.unreachable` when no answer came after the retries (or only 5xx and
  /// 429), `.untrustedServer` when no secure connection could be made (never retried), and
  /// `.badResponse` for a redirect elsewhere or an oversized answer.
  func send(
    _ method: String, _ url: URL, headers: [(name: String, value: String)] = [], body: [UInt8]? = nil
  ) throws(CardDAVError) -> (response: HTTPResponse, url: URL) {
    var current = url
    for _ in 0...Self.maximumRedirects {
      guard Origin(current) == origin else {
        throw .badResponse(
          account: account,
          reason: "redirected to another server (\(Origin(current)?.description ?? current.absoluteString)); "
            + "not followed, the password goes only to \(origin)")
      }
      var request = HTTPRequest(method: method, url: current, headers: headers, body: body)
      if let authorization { request.headers.append((name: "Authorization", value: authorization.headerValue)) }
      let response = try sendWithRetries(request)
      guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location") else {
        return (response, current)
      }
      guard let next = URL(string: location, relativeTo: current)?.absoluteURL else {
        throw .badResponse(account: account, reason: "HTTP \(response.status) to an unreadable location")
      }
      current = next
    }
    throw .badResponse(account: account, reason: "more than \(Self.maximumRedirects) redirects from \(url.path())")
  }

  /// `request` tried once, then again after each transient failure while retries remain.
  func sendWithRetries(_ request: HTTPRequest) throws(CardDAVError) -> HTTPResponse {
    var retry = 0
    while true {
      let outcome: Result<HTTPResponse, TransportFailure>
      do throws(TransportFailure) {
        outcome = .success(try transport.send(request))
      } catch {
        outcome = .failure(error)
      }
      switch outcome {
      case .success(let response) where RetryPolicy.isRetryable(status: response.status):
        guard retry < policy.retries else {
          throw .unreachable(
            account: account, reason: "HTTP \(response.status) from the server after \(retry + 1) attempts")
        }
        sleep(policy.delay(beforeRetry: retry, retryAfter: response.header("retry-after")))
      case .success(let response):
        return response
      case .failure(.untrusted(let why)):
        throw .untrustedServer(account: account, reason: why)
      case .failure(.tooLarge(let limit)):
        throw .badResponse(account: account, reason: TransportFailure.tooLarge(limit: limit).reason)
      case .failure(let failure) where failure.isTransient:
        guard retry < policy.retries else {
          throw .unreachable(account: account, reason: "\(failure.reason) after \(retry + 1) attempts")
        }
        sleep(policy.delay(beforeRetry: retry))
      case .failure(let failure):
        throw .unreachable(account: account, reason: failure.reason)
      }
      retry += 1
    }
  }
}
