import Authorization
import Foundation
import SafeText

/// The text table `contacts-tui permissions` prints: one row per app, like iOS Settings.
struct PermissionsTable {
  /// The stored decisions.
  let records: [PermissionRecord]
  /// How each decision's fingerprint compares with its app now, in the order of `records`.
  var fingerprints: [FingerprintStatus] = []

  /// The table, with aligned columns. A decision for an app that changed since says it no
  /// longer applies.
  var text: String {
    let rows = records.enumerated().map { index, record in
      let changed = index < fingerprints.count && fingerprints[index] == .changed
      return [
        SafeText.neutralised(record.client),
        Self.statusName(record.value) + (record.value == .limited ? " (\(record.sharedCount) contacts)" : "")
          + (changed ? ", app changed: asks again" : ""),
        record.reason == .userSet ? "command line" : "prompt",
        Self.timestamp(record.lastModified),
      ]
    }
    return TextTable.aligned(["APP", "ACCESS", "SET BY", "CHANGED"], rows)
  }

  /// The status a stored value gives, by its Swift case name.
  static func statusName(_ value: AuthValue) -> String {
    switch value {
    case .allowed: AuthorizationStatus.authorized.name
    case .denied: AuthorizationStatus.denied.name
    case .limited: AuthorizationStatus.limited.name
    }
  }

  /// The name `--json` gives a fingerprint status.
  static func fingerprintName(_ status: FingerprintStatus) -> String {
    switch status {
    case .unbound: "none"
    case .matches: "matches"
    case .changed: "changed"
    case .appMissing: "appMissing"
    }
  }

  /// An ISO 8601 timestamp in UTC.
  static func timestamp(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }
}
