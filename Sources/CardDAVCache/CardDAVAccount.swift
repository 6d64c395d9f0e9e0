public import Foundation

/// A CardDAV account: where its address books are and who signs in (docs/CARDDAV.md).
///
/// It holds no password: the password comes from `passwordCommand` or a prompt on the
/// terminal each time a sync needs it, and is never written anywhere.
public struct CardDAVAccount: Sendable, Equatable, Codable {
  /// The name of the account: a config file's `[account NAME]`, or one made from a
  /// `--contacts URL` (`user@host`). It names the account's cache folder and every message.
  public var name: String
  /// The server's URL as given (a base URL, a principal, or an address book).
  public var url: URL
  /// The user name for Basic authentication, or nil when the server asks for none.
  public var username: String?
  /// A shell command whose first line of output is the password (`pass show dav/home`).
  public var passwordCommand: String?

  /// An account.
  public init(name: String, url: URL, username: String? = nil, passwordCommand: String? = nil) {
    self.name = name
    self.url = url
    self.username = username
    self.passwordCommand = passwordCommand
  }
}
