public import Authorization
public import ContactModel

/// How a run of contacts-tui ended, as the shell sees it. The same table for every command, and
/// the only place where statuses, errors and signals become exit statuses.
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

  /// The exit code of `contacts-tui status` and `list` for a stored status: 0 authorized or
  /// limited, 1 denied, 3 restricted, 4 not determined.
  public init(_ status: AuthorizationStatus) {
    switch status {
    case .authorized, .limited: self = .success
    case .denied: self = .denied
    case .restricted: self = .restricted
    case .notDetermined: self = .noDecision
    }
  }

  /// The exit code for an error of the lower layers.
  public init(_ code: ContactsError.Code) {
    switch code {
    case .authorizationDenied: self = .denied
    case .promptDismissed: self = .noDecision
    case .invalidManifest, .usageDescriptionMissing: self = .configuration
    case .noTerminal: self = .noTerminal
    case .dataAccessError, .saveConflict: self = .dataError
    }
  }
}
