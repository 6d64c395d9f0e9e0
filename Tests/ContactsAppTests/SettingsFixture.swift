import Authorization
import Foundation

@testable import ContactsApp
@testable import ContactsScreens

/// Rows for the privacy screen's tests.
enum SettingsFixture {
  /// 2026-12-01 07:40 UTC.
  static let decided = Date(timeIntervalSince1970: 1_796_110_800)

  static func row(
    _ client: String, _ decision: AuthValue = .allowed, shared: Int = 0, restricted: Bool = false,
    by decider: SettingsRow.Decider = .prompt
  ) -> SettingsRow {
    SettingsRow(
      bundleIdentifier: client, decision: decision, sharedCount: shared, isRestricted: restricted,
      decidedAt: decided, decidedBy: decider)
  }

  /// Three apps: full, limited to 3, denied.
  static let three = [
    row("com.example.Mail"), row("com.example.Notes", .limited, shared: 3), row("org.example.Script", .denied),
  ]

  /// `count` apps, all allowed.
  static func many(_ count: Int) -> [SettingsRow] {
    (0..<count).map { row("com.example.App\(1000 + $0)") }
  }
}
