import Authorization
import Foundation
import Testing

@testable import ContactsApp

/// `permissions explain` and `permissions log`: the paragraph for each case, and the log's table.
@Suite("permissions explain and log")
struct PermissionsExplanationTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let when = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

  static func record(
    _ value: AuthValue, _ reason: AuthReason = .userConsent, shared: Int = 0, plist: String? = "/apps/Mail/Info.plist",
    bound: Bool = true
  ) -> PermissionRecord {
    PermissionRecord(
      client: "com.example.Mail", value: value, reason: reason, lastModified: when, sharedCount: shared,
      app: AppIdentity(
        displayName: "Mail", plistPath: plist,
        fingerprint: bound ? AppFingerprint(plistSHA256: "00", executableSHA256: nil) : nil))
  }

  static let read = AccessLogEntry(
    id: 7, time: when.addingTimeInterval(60), client: "com.example.Mail", command: "query", count: 3)

  static func text(
    restriction: RestrictionsPolicy.Restriction? = nil, record: PermissionRecord? = nil,
    fingerprint: FingerprintStatus? = nil, lastRead: AccessLogEntry? = nil
  ) -> String {
    PermissionsExplanation(
      bundleID: "com.example.Mail", restriction: restriction, record: record, fingerprint: fingerprint,
      lastRead: lastRead, timeZone: utc
    ).text
  }

  @Test("restricted: by which policy file and line, and a stored decision does not apply")
  func restricted() {
    let text = Self.text(
      restriction: .init(path: "/etc/contacts-tui/restrictions", line: 4, everyApp: false),
      record: Self.record(.allowed), fingerprint: .matches)
    #expect(
      text
        == "com.example.Mail cannot read contacts: it is restricted by policy (/etc/contacts-tui/restrictions, "
        + "line 4: a rule naming it), which no decision can override. Its stored decision (allowed by the user at "
        + "the prompt on 2023-11-14 22:13:20) does not apply while the policy restricts it. No read by it is on record."
    )
    #expect(
      Self.text(restriction: .init(path: "/r", line: 1, everyApp: true)).contains("(/r, line 1: a rule for every app)"))
  }

  @Test("allowed at the prompt, app unchanged, with the last read")
  func allowed() {
    #expect(
      Self.text(record: Self.record(.allowed), fingerprint: .matches, lastRead: Self.read)
        == "com.example.Mail can read every contact: it was allowed by the user at the prompt on 2023-11-14 "
        + "22:13:20, and the app is unchanged since. It last read contacts on 2023-11-14 22:14:20 with query "
        + "(3 contacts).")
  }

  @Test("set on the command line: tied to no plist")
  func commandLine() {
    #expect(
      Self.text(record: Self.record(.denied, .userSet, plist: nil, bound: false), fingerprint: .unbound)
        == "com.example.Mail cannot read contacts: it was denied on the command line on 2023-11-14 22:13:20. "
        + "The decision is not tied to one Info.plist, so it applies to any app with this bundle id. "
        + "No read by it is on record.")
  }

  @Test("the app changed since: asked again")
  func changed() {
    #expect(
      Self.text(record: Self.record(.allowed), fingerprint: .changed)
        == "com.example.Mail will be asked again: it was allowed by the user at the prompt on 2023-11-14 22:13:20, "
        + "but its Info.plist (/apps/Mail/Info.plist) or its program has changed since, so that decision no longer "
        + "applies. No read by it is on record.")
  }

  @Test("limited to N contacts")
  func limited() {
    #expect(
      Self.text(record: Self.record(.limited, shared: 2), fingerprint: .matches).hasPrefix(
        "com.example.Mail can read only the 2 contacts shared with it: it was given limited access (2 contacts) "
          + "by the user at the prompt"))
  }

  @Test("the plist it was decided for is gone")
  func missing() {
    #expect(
      Self.text(record: Self.record(.allowed), fingerprint: .appMissing).contains(
        "The Info.plist /apps/Mail/Info.plist it was decided for cannot be read now"))
  }

  @Test("never asked")
  func neverAsked() {
    #expect(
      Self.text()
        == "com.example.Mail has never been asked: no decision is stored for it, so it will be asked the next time "
        + "it wants contacts. No read by it is on record.")
  }

  @Test("the log's table: newest last, local time, app, command, count; and its JSON")
  func logTable() {
    let entries = [
      AccessLogEntry(id: 1, time: Self.when, client: "com.a", command: "list", count: 250),
      AccessLogEntry(
        id: 2, time: Self.when.addingTimeInterval(5), client: "com.example.Mail", command: "query", count: 3),
    ]
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    #expect(
      AccessLogTable(entries: entries, timeZone: berlin).text
        == """
        TIME                 APP               COMMAND  ACCESS  CONTACTS
        2023-11-14 23:13:20  com.a             list     read    250
        2023-11-14 23:13:25  com.example.Mail  query    read    3
        """)
    #expect(
      AccessLogTable.json(entries[1])
        == #"{"id": 2, "time": "2023-11-14T22:13:25Z", "service": "kTCCServiceAddressBook", "#
        + #""client": "com.example.Mail", "command": "query", "count": 3, "kind": "read", "contacts": []}"#)
  }
}
