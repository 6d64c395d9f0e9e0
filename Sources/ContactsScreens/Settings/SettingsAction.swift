import Authorization

/// What the detail of one app offers: change its access, edit its limited selection, or forget
/// its decision. Each asks for a confirmation before anything is written.
enum SettingsAction: Equatable, Sendable, CaseIterable {
  /// Allow every contact.
  case fullAccess
  /// Allow chosen contacts only: the picker opens after the confirmation.
  case limitedAccess
  /// Allow nothing.
  case noAccess
  /// Choose again which contacts a limited app sees.
  case editSelection
  /// Forget the decision, so the app is asked again.
  case reset

  /// The action's line in the detail.
  var label: String {
    switch self {
    case .fullAccess: "Full Access"
    case .limitedAccess: "Limited Access…"
    case .noAccess: "None"
    case .editSelection: "Edit Selected Contacts…"
    case .reset: "Reset: Ask Next Time"
    }
  }

  /// The actions for `row`: none for a restricted app (the policy decides); Edit Selected
  /// Contacts only under limited access.
  static func actions(for row: SettingsRow) -> [SettingsAction] {
    if row.isRestricted { return [] }
    return [.fullAccess, .limitedAccess, .noAccess] + (row.decision == .limited ? [.editSelection] : []) + [.reset]
  }

  /// The access this action sets, for the three choices of access.
  var access: AuthValue? {
    switch self {
    case .fullAccess: .allowed
    case .limitedAccess: .limited
    case .noAccess: .denied
    case .editSelection, .reset: nil
    }
  }
}
