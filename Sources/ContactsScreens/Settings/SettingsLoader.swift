package import Authorization
package import ContactModel
import Foundation

/// Turns the permission database and the restrictions policy into the privacy screen's rows:
/// one per stored decision, sorted by the name shown.
///
/// This is the one place the screen reads the database: beside each decision, the app's display
/// name as stored at the prompt (`SettingsRow.displayName`), the access log's last read
/// (`lastRead`) and last write (`lastWrite`) and whether the app's Info.plist or executable changed since the decision
/// (`changed`; nil when the decision is tied to no file, or the app's plist is gone).
package struct SettingsLoader: Sendable {
  /// The permission database.
  let store: any PermissionStore
  /// The policy that can forbid an app whatever the user decided.
  let restrictions: RestrictionsPolicy

  /// A loader over `store`, under `restrictions`.
  package init(store: any PermissionStore, restrictions: RestrictionsPolicy) {
    self.store = store
    self.restrictions = restrictions
  }

  /// Every app with a stored decision; throws `.dataAccessError` when the store cannot be read.
  package func rows() throws(ContactsError) -> [SettingsRow] {
    var rows: [SettingsRow] = []
    for record in try store.allRecords() {
      var row = row(for: record)
      row.lastRead = try store.lastRead(for: record.client)?.time
      row.lastWrite = try store.lastWrite(for: record.client)
      rows.append(row)
    }
    return rows.sorted { left, right in
      let order = left.name.localizedStandardCompare(right.name)
      return order == .orderedSame ? left.bundleIdentifier < right.bundleIdentifier : order == .orderedAscending
    }
  }

  /// The row for one stored decision, without its last read (which the access log holds).
  func row(for record: PermissionRecord) -> SettingsRow {
    let changed: Bool? =
      switch record.currentFingerprintStatus() {
      case .changed: true
      case .matches: false
      case .unbound, .appMissing: nil
      }
    return SettingsRow(
      bundleIdentifier: record.client, displayName: record.displayName, decision: record.value,
      sharedCount: record.value == .limited ? record.sharedCount : 0,
      isRestricted: restrictions.restricts(record.client), decidedAt: record.lastModified,
      decidedBy: record.reason == .userConsent ? .prompt : .user, lastRead: nil, changed: changed)
  }
}
