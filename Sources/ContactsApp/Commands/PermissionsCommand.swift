import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import Foundation

/// `contacts-tui permissions`: shows, sets and resets stored decisions, as iOS Settings does.
struct PermissionsCommand {
  /// The parsed options.
  let options: PermissionsOptions
  /// The process environment.
  let environment: [String: String]

  private var setup: AppSetup { AppSetup(common: options.common, environment: environment) }

  /// Runs the action.
  @MainActor
  func run() async throws(ContactsAppError) -> ExitCode {
    switch options.action {
    case .show: try show()
    case .set(let bundleID, let decision): try set(bundleID, decision)
    case .reset(let bundleID, let all): try reset(bundleID, all: all)
    case .edit(let bundleID): return try await SelectionEditor(setup: setup).edit(bundleID)
    case .log(let bundleID, let limit): try log(bundleID, limit: limit)
    case .explain(let bundleID): try explain(bundleID)
    }
    return .success
  }

  private func show() throws(ContactsAppError) {
    let store = try setup.permissionStore()
    let records = try setup.storeCall { () throws(ContactsError) in try store.allRecords() }
    // Each app's plist is read again, so that a changed app shows as such.
    let fingerprints = records.map { $0.currentFingerprintStatus() }
    if options.json {
      Console.output(JSONText.array(zip(records, fingerprints).map(Self.json)))
    } else if records.isEmpty {
      Console.output("No decisions stored in \(store.fileURL.path).")
    } else {
      Console.output(PermissionsTable(records: records, fingerprints: fingerprints).text)
    }
  }

  private func log(_ bundleID: String?, limit: Int?) throws(ContactsAppError) {
    let store = try setup.permissionStore()
    let entries = try setup.storeCall { () throws(ContactsError) in
      try store.accessLog(client: bundleID, limit: limit)
    }
    if options.json {
      Console.output(JSONText.array(entries.map(AccessLogTable.json)))
    } else if entries.isEmpty {
      Console.output(bundleID.map { "No reads or writes by \($0) on record." } ?? "No reads or writes on record.")
    } else {
      Console.output(AccessLogTable(entries: entries, timeZone: .current).text)
    }
  }

  private func explain(_ bundleID: String) throws(ContactsAppError) {
    let restrictions = try setup.restrictions()
    let store = try setup.permissionStore()
    let (record, lastRead) = try setup.storeCall { () throws(ContactsError) in
      (try store.record(for: bundleID), try store.lastRead(for: bundleID))
    }
    let explanation = PermissionsExplanation(
      bundleID: bundleID, restriction: restrictions.restriction(of: bundleID), record: record,
      fingerprint: record?.currentFingerprintStatus(), lastRead: lastRead, timeZone: .current)
    Console.output(explanation.text)
  }

  private func set(_ bundleID: String, _ decision: String) throws(ContactsAppError) {
    let store = try setup.permissionStore()
    let value: AuthValue =
      switch decision {
      case "allow": .allowed
      case "deny": .denied
      default: .limited
      }
    try setup.storeCall { () throws(ContactsError) in
      let shared = value == .limited ? try store.sharedIdentifiers(for: bundleID) : []
      try store.save(value, reason: .userSet, for: bundleID, sharedIdentifiers: shared)
    }
    if value == .limited {
      let shared = (try? store.sharedIdentifiers(for: bundleID).count) ?? 0
      let edit = CommandHint(common: options.common).command("permissions edit \(bundleID)")
      Console.output("\(bundleID): limited (\(shared) contacts shared; choose them with '\(edit)')")
    } else {
      Console.output("\(bundleID): \(PermissionsTable.statusName(value))")
    }
  }

  private func reset(_ bundleID: String?, all: Bool) throws(ContactsAppError) {
    if all {
      // A corrupt database cannot be opened to be emptied, so reset --all removes the file.
      try setup.storeCall { () throws(ContactsError) in
        try SQLitePermissionStore.destroy(directory: setup.dataDirectory)
      }
      Console.output("Reset every decision in \(setup.dataDirectory.path).")
      // The snapshots are contact data kept for apps that were allowed; with every decision
      // gone, none of them is anyone's to read (docs/SNAPSHOTS.md).
      if let cache = setup.snapshotCache, cache.clear() > 0 {
        Console.output("Removed the snapshots in \(cache.directory).")
      }
      return
    }
    var client: String
    if let bundleID {
      client = bundleID
    } else {
      client = try setup.manifest().bundleIdentifier
    }
    let store = try setup.permissionStore()
    let removed = try setup.storeCall { () throws(ContactsError) in try store.reset(client: client) }
    Console.output(removed ? "Reset \(client): it will be asked again." : "\(client) had no stored decision.")
  }

  private static func json(_ record: PermissionRecord, _ fingerprint: FingerprintStatus) -> String {
    JSONText.object([
      ("service", JSONText.string(record.service)),
      ("client", JSONText.string(record.client)),
      ("status", JSONText.string(PermissionsTable.statusName(record.value))),
      ("authValue", String(record.value.rawValue)),
      ("authReason", String(record.reason.rawValue)),
      ("lastModified", JSONText.string(PermissionsTable.timestamp(record.lastModified))),
      ("sharedContacts", String(record.sharedCount)),
      ("name", record.displayName.map(JSONText.string) ?? "null"),
      ("plist", record.plistPath.map(JSONText.string) ?? "null"),
      ("fingerprint", JSONText.string(PermissionsTable.fingerprintName(fingerprint))),
    ])
  }
}
