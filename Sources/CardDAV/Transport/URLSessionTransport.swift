import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPTransport` over FoundationNetworking's `URLSession`, one request at a time, waited for.
///
/// Every request is bounded: `timeoutIntervalForRequest` and `timeoutIntervalForResource` are
/// the client's timeout, and the wait itself gives up a little after it whatever the session
/// does. Redirects are never followed here (`HTTPExchange` decides, by origin). Nothing is
/// cached, stored or remembered between requests: no cookies, no credentials, no URL cache.
/// A body larger than `maximumBodySize` (declared or received) cancels the request.
final class URLSessionTransport: HTTPTransport {
  /// 64 MB: ten thousand cards in one multiget stay far below it.
  static let defaultMaximumBodySize = 64 << 20

  private let session: URLSession
  private let delegate: SessionDelegate
  private let timeout: Double

  /// A transport whose every request ends within about `timeout` seconds.
  init(timeout: Double, maximumBodySize: Int = defaultMaximumBodySize) {
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCredentialStorage = nil
    delegate = SessionDelegate(maximumBodySize: maximumBodySize)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

  func send(_ request: HTTPRequest) throws(TransportFailure) -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    urlRequest.httpMethod = request.method
    for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
    if let body = request.body { urlRequest.httpBody = Data(body) }
    let task = session.dataTask(with: urlRequest)
    let pending = delegate.begin(task)
    task.resume()
    // The session's own timeouts should end the task; this bound holds even if they do not.
    if pending.done.wait(timeout: .now() + timeout + 1) == .timedOut {
      task.cancel()
      delegate.end(task)
      throw .timedOut
    }
    delegate.end(task)
    return try pending.outcome.withLock { $0 }.get()
  }
}

/// One request in flight: its outcome, and the semaphore that says it is known.
private final class PendingExchange: Sendable {
  let done = DispatchSemaphore(value: 0)
  let outcome = Mutex<Result<HTTPResponse, TransportFailure>>(.failure(.failed("no answer")))
  let progress = Mutex<(response: HTTPResponse?, body: [UInt8], tooLarge: Bool, challenged: Bool)>(
    (nil, [], false, false))
}

/// The session's delegate: it gathers each task's answer, refuses redirects and oversized
/// bodies, and signals the waiting caller when a task completes.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: NSObject is not Sendable on Linux; the only state is behind a Mutex.
  private let maximumBodySize: Int
  private let pending = Mutex<[Int: PendingExchange]>([:])

  init(maximumBodySize: Int) { self.maximumBodySize = maximumBodySize }

  func begin(_ task: URLSessionTask) -> PendingExchange {
    let exchange = PendingExchange()
    pending.withLock { $0[task.taskIdentifier] = exchange }
    return exchange
  }

  func end(_ task: URLSessionTask) { _ = pending.withLock { $0.removeValue(forKey: task.taskIdentifier) } }

  private func exchange(_ task: URLSessionTask) -> PendingExchange? {
    pending.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    guard let exchange = exchange(dataTask), let http = response as? HTTPURLResponse else {
      completionHandler(.cancel)
      return
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
    }
    let tooLarge = http.expectedContentLength > Int64(maximumBodySize)
    exchange.progress.withLock {
      $0.response = HTTPResponse(status: http.statusCode, headers: headers)
      $0.tooLarge = tooLarge
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard let exchange = exchange(dataTask) else { return }
    let tooLarge = exchange.progress.withLock { progress in
      if progress.body.count + data.count > maximumBodySize {
        progress.tooLarge = true
        progress.body = []
      } else if !progress.tooLarge {
        progress.body.append(contentsOf: data)
      }
      return progress.tooLarge
    }
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    // Never followed here: the 3xx goes back to HTTPExchange, which checks the origin.
    completionHandler(nil)
  }

  /// A 401 with `WWW-Authenticate`: FoundationNetworking asks for a credential, and without
  /// one it would leave the task hanging. The header was already sent by hand, so the answer
  /// is the 401 itself: the challenge is cancelled and the response kept.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    if let exchange = exchange(task) {
      let failure = challenge.failureResponse as? HTTPURLResponse
      exchange.progress.withLock { progress in
        progress.challenged = true
        if progress.response == nil { progress.response = HTTPResponse(status: failure?.statusCode ?? 401) }
      }
    }
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let exchange = exchange(task) else { return }
    let progress = exchange.progress.withLock { $0 }
    let outcome: Result<HTTPResponse, TransportFailure>
    if progress.tooLarge {
      outcome = .failure(.tooLarge(limit: maximumBodySize))
    } else if progress.challenged, var response = progress.response {
      response.body = progress.body
      outcome = .success(response)
    } else if let error {
      outcome = .failure(Self.failure(error))
    } else if var response = progress.response {
      response.body = progress.body
      outcome = .success(response)
    } else {
      outcome = .failure(.failed("no HTTP response"))
    }
    exchange.outcome.withLock { $0 = outcome }
    exchange.done.signal()
  }

  /// What a URLSession error means for a retry.
  static func failure(_ error: any Error) -> TransportFailure {
    guard let error = error as? URLError else { return .failed(String(describing: type(of: error))) }
    switch error.code {
    case .timedOut: return .timedOut
    case .cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .resourceUnavailable:
      return .cannotConnect(Self.describe(error.code))
    default: return .failed("network error \(error.code.rawValue)")
    }
  }

  private static func describe(_ code: URLError.Code) -> String {
    switch code {
    case .cannotConnectToHost: "connection refused"
    case .networkConnectionLost: "connection lost"
    case .cannotFindHost, .dnsLookupFailed: "host not found"
    case .notConnectedToInternet: "no network"
    default: "error \(code.rawValue)"
    }
  }
}
