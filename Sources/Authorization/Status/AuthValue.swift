/// A stored decision, with TCC's numbers: 0 denied, 2 allowed, 3 limited.
public enum AuthValue: Int, Sendable, CaseIterable {
  /// The user refused access.
  case denied = 0
  /// The user allowed access to every contact.
  case allowed = 2
  /// The user allowed access to chosen contacts only.
  case limited = 3

  /// The authorization status this decision gives an unrestricted app.
  public var status: AuthorizationStatus {
    switch self {
    case .denied: .denied
    case .allowed: .authorized
    case .limited: .limited
    }
  }
}
