import CardDAV
import CardDAVCache

/// The one place the agent makes its server from a request.
enum AgentServer {
  /// The server of `request`'s account. The HTTP client (`CardDAVClient`) lands with the
  /// protocol work; until it is wired here, the agent refuses cleanly rather than pretend.
  static func make(for request: SyncRequest) throws(CardDAVError) -> any AddressBookServer {
    // Wired at the merge: `try CardDAVClient(account: request.account, password: request.password, timeout: request.timeout)`.
    throw .badResponse(account: request.account.name, reason: "this build has no CardDAV client")
  }
}
