import Foundation
import Synchronization
import Testing

@testable import CardDAV

/// The recorded and hand-made answers in Fixtures/.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The bytes of `Fixtures/<name>.xml`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name + ".xml")))
  }

  /// A 207 answer with the fixture `name` as its body.
  static func multistatus(_ name: String) throws -> HTTPResponse {
    HTTPResponse(status: 207, headers: ["content-type": "text/xml"], body: try bytes(name))
  }
}

/// A transport that answers from a script and remembers what it was sent.
final class ScriptedTransport: HTTPTransport {
  typealias Answer = Result<HTTPResponse, TransportFailure>
  private let state: Mutex<(answers: [Answer], sent: [HTTPRequest])>
  private let route: (@Sendable (HTTPRequest) -> Answer?)?

  /// Answers in order, one per request; a request past the end fails the test.
  init(_ answers: [Answer]) {
    state = Mutex((answers, []))
    route = nil
  }

  /// Answers by request (method, path, Depth), for conversations such as discovery.
  init(route: @escaping @Sendable (HTTPRequest) -> Answer?) {
    state = Mutex(([], []))
    self.route = route
  }

  var sent: [HTTPRequest] { state.withLock { $0.sent } }

  func send(_ request: HTTPRequest) throws(TransportFailure) -> HTTPResponse {
    let answer: Answer? = state.withLock { state in
      state.sent.append(request)
      if let route { return route(request) }
      return state.answers.isEmpty ? nil : state.answers.removeFirst()
    }
    guard let answer else {
      Issue.record("unexpected request \(request)")
      throw .failed("no scripted answer")
    }
    return try answer.get()
  }
}

/// The waits a client asked for, instead of waiting.
final class RecordedSleeps: Sendable {
  private let waits = Mutex<[Double]>([])
  var all: [Double] { waits.withLock { $0 } }
  var sleep: @Sendable (Double) -> Void { { seconds in self.waits.withLock { $0.append(seconds) } } }
}

extension HTTPResponse {
  /// A response with only a status (and optional headers or text body).
  static func status(_ status: Int, headers: [String: String] = [:], body: String = "") -> HTTPResponse {
    HTTPResponse(status: status, headers: headers, body: Array(body.utf8))
  }
}
