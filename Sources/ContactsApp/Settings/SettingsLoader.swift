import Authorization
import Foundation

/// Turns the permission database and the restrictions policy into the privacy screen's rows:
/// one per stored decision, sorted by the name shown.
///
/// This is the one place the screen reads the database, so it is the seam for what the database
/// will keep beside each decision: the app's display name (`SettingsRow.displayName`), the access
/// log's last read (`lastRead`) and the fingerprint check (`changed`). Today `PermissionRecord`
/// has none of them, so they stay nil and the screen leaves them out; filling them is a change to
/// `row(for:)` only.
struct SettingsLoader: Sendable {
  /// The permission database.
  let store: any PermissionStore
  /// The policy that can forbid an app whatever the user decided.
  let restrictions: RestrictionsPolicy

  /// Every app with a stored decision; throws `.dataAccessError` when the store cannot be read.
  func rows() throws(ContactsError) -> [SettingsRow] {
    try store.allRecords().map(row(for:)).sorted { left, right in
      let order = left.name.localizedStandardCompare(right.name)
      return order == .orderedSame ? left.bundleIdentifier < right.bundleIdentifier : order == .orderedAscending
    }
  }

  /// The row for one stored decision.
  func row(for record: PermissionRecord) -> SettingsRow {
    SettingsRow(
      bundleIdentifier: record.client, displayName: nil, decision: record.value,
      sharedCount: record.value == .limited ? record.sharedCount : 0,
      isRestricted: restrictions.restricts(record.client), decidedAt: record.lastModified,
      decidedBy: record.reason == .userConsent ? .prompt : .user, lastRead: nil, changed: nil)
  }
}
