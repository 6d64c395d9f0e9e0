/// How a run of contacts-tui ended, as the shell sees it. The same table for every command.
public enum ExitCode: Equatable, Sendable {
  /// Access granted, or the command succeeded.
  case success
  /// Access denied.
  case denied
  /// The command line was not understood.
  case usage
  /// Restricted by policy.
  case restricted
  /// No decision: dismissed, timed out, or not determined for `list`.
  case noDecision
  /// The Info.plist is missing or invalid, or has no usage description.
  case configuration
  /// There is no usable terminal.
  case noTerminal
  /// The permission database or a contact source could not be read.
  case dataError
  /// Ended by signal N; the terminal was restored and nothing stored.
  case signal(Int32)

  /// The process exit status.
  public var rawValue: Int32 {
    switch self {
    case .success: 0
    case .denied: 1
    case .usage: 2
    case .restricted: 3
    case .noDecision: 4
    case .configuration: 5
    case .noTerminal: 6
    case .dataError: 7
    case .signal(let number): 128 + number
    }
  }

  /// The case for a process exit status; statuses outside the table are data errors.
  public init(status: Int32) {
    switch status {
    case 0: self = .success
    case 1: self = .denied
    case 2: self = .usage
    case 3: self = .restricted
    case 4: self = .noDecision
    case 5: self = .configuration
    case 6: self = .noTerminal
    case 129...192: self = .signal(status - 128)
    default: self = .dataError
    }
  }
}
