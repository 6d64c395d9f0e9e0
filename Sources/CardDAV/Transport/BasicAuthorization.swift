import Foundation

/// The `Authorization: Basic …` header value (RFC 7617), built by hand from the user name and
/// password as UTF-8. It is only ever attached to requests to the account's own origin.
struct BasicAuthorization: Sendable {
  /// The header's value. Never printed.
  let headerValue: String

  /// The header for `username` and `password`.
  init(username: String, password: String) {
    headerValue = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
  }
}

extension BasicAuthorization: CustomStringConvertible {
  var description: String { "Basic <redacted>" }
}
