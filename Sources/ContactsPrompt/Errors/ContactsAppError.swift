/// A failure the app reports on stderr and turns into its exit code.
public struct ContactsAppError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The exit code it ends the run with.
  public var exitCode: ExitCode
  /// What happened and what to do, for the user.
  public var message: String

  /// Creates an error with its exit code and message.
  public init(_ exitCode: ExitCode, _ message: String) {
    self.exitCode = exitCode
    self.message = message
  }

  /// The message, for printing.
  public var description: String { message }
}
