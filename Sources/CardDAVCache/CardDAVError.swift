/// Why a sync or a request to a CardDAV server failed. Every case names the account, so a
/// message can say which one.
public enum CardDAVError: Error, Sendable, Equatable, Codable {
  /// The server refused the credentials (HTTP 401 or 403).
  case unauthorized(account: String, status: Int)
  /// The server could not be reached, or did not answer in time, after the retries.
  case unreachable(account: String, reason: String)
  /// No secure connection could be made: the server's TLS certificate is not trusted, or the
  /// handshake failed. Nothing was sent, the password included; it is not retried.
  case untrustedServer(account: String, reason: String)
  /// The URL is not `https`, nor `http` to a loopback address: a password would cross the
  /// network in the clear.
  case insecureURL(account: String, url: String)
  /// The server answered in a way the protocol does not allow (not a multistatus, no address
  /// book found, an unexpected status).
  case badResponse(account: String, reason: String)
  /// A change was refused because the card changed on the server since it was read (HTTP 412).
  case conflict(account: String, href: String)
  /// No password could be had: the command failed, or there is no terminal to ask on.
  case noPassword(account: String, reason: String)
  /// The local cache could not be read or written.
  case cache(account: String, reason: String)

  /// The account the failure concerns.
  public var account: String {
    switch self {
    case .unauthorized(let account, _), .unreachable(let account, _), .untrustedServer(let account, _),
      .insecureURL(let account, _),
      .badResponse(let account, _), .conflict(let account, _), .noPassword(let account, _), .cache(let account, _):
      account
    }
  }
}
