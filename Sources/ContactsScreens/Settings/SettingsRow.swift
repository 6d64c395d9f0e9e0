import Authorization
import Foundation

/// One app that asked for the contacts, as the privacy screen shows it: plain data, filled by
/// `SettingsLoader`. The fields the permission database does not keep yet (the app's display
/// name, when it last read, whether it changed since it was allowed) are optional, and the
/// screen shows them only when they are known.
package struct SettingsRow: Equatable, Sendable {
  /// Who decided, and how.
  enum Decider: Equatable, Sendable {
    /// The user answered the app's prompt.
    case prompt
    /// The user set it: `permissions set` or `edit` on the command line, or this screen.
    case user
  }

  /// The app's bundle identifier: the key its decision is stored under.
  var bundleIdentifier: String
  /// The app's display name, when the database knows it (nil: the bundle id is shown).
  var displayName: String?
  /// The stored decision.
  var decision: AuthValue
  /// How many contacts are shared under limited access (0 otherwise).
  var sharedCount: Int
  /// Whether the restrictions policy names the app: the decision then does not apply and
  /// cannot be changed here.
  var isRestricted: Bool
  /// When the decision was stored.
  var decidedAt: Date
  /// Who stored it.
  var decidedBy: Decider
  /// When the app last read contacts, if that is recorded.
  var lastRead: Date?
  /// The app's last write (when, what kind, how many contacts), if that is recorded.
  var lastWrite: AccessLogEntry? = nil
  /// Whether the app changed since it was allowed (nil: not known).
  var changed: Bool?

  /// The name shown: the display name, else the bundle id.
  var name: String { displayName ?? bundleIdentifier }

  /// What the app may read now.
  var access: SettingsAccess { isRestricted ? .restricted : SettingsAccess(decision, sharedCount: sharedCount) }
}

/// What an app may read, as the privacy screen words it.
enum SettingsAccess: Equatable, Sendable {
  /// Every contact.
  case full
  /// Only this many chosen contacts.
  case limited(Int)
  /// Nothing: the user said no.
  case none
  /// Nothing: the restrictions policy forbids it, whatever the user decided.
  case restricted

  /// What `decision` lets an app the policy does not name read.
  init(_ decision: AuthValue, sharedCount: Int) {
    switch decision {
    case .allowed: self = .full
    case .limited: self = .limited(sharedCount)
    case .denied: self = .none
    }
  }

  /// The words in the list and the detail.
  var label: String {
    switch self {
    case .full: "Full Access"
    case .limited(let count): "Limited (\(count) \(count == 1 ? "contact" : "contacts"))"
    case .none: "None"
    case .restricted: "Restricted by policy"
    }
  }
}
