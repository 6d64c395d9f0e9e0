/// A command line that cannot be run as written; the message says what to change.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, in words a user can act on.
  public var message: String

  /// Creates a usage error with its message.
  public init(_ message: String) { self.message = message }

  /// The message, for printing.
  public var description: String { message }
}
