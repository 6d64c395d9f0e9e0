import CardDAV
import CardDAVCache

/// The one place the agent makes its server from a request.
enum AgentServer {
  /// The server of `request`'s account: the HTTP client, each request bounded by the request's
  /// timeout (docs/CARDDAV.md, "Time, retries and size").
  static func make(for request: SyncRequest) throws(CardDAVError) -> any AddressBookServer {
    try CardDAVClient(account: request.account, password: request.password, timeout: request.timeout)
  }
}
