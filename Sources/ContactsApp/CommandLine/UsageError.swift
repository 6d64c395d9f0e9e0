/// A command line that cannot be run as written; the message says what to change.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, in words a user can act on.
  package var message: String

  /// Creates a usage error with its message.
  package init(_ message: String) { self.message = message }

  /// The message, for printing.
  package var description: String { message }
}
