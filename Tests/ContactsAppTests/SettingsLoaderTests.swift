import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import Synchronization
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("The privacy screen's rows and writes")
struct SettingsLoaderTests {
  static let decided = Date(timeIntervalSince1970: 1_796_110_800)

  static func store() throws -> InMemoryPermissionStore {
    let store = InMemoryPermissionStore(clock: { decided })
    try store.save(.allowed, reason: .userConsent, for: "org.example.Zed", sharedIdentifiers: [])
    try store.save(.limited, reason: .userSet, for: "com.example.Mail", sharedIdentifiers: ["a", "b", "c"])
    try store.save(.denied, reason: .userConsent, for: "com.example.Blocked", sharedIdentifiers: [])
    return store
  }

  @Test("every stored decision is a row, by name, with its access, when and by whom it was decided")
  func loadsEveryRecord() throws {
    let loader = SettingsLoader(
      store: try Self.store(), restrictions: RestrictionsPolicy(clients: ["COM.example.blocked"]))
    let rows = try loader.rows()
    #expect(rows.map(\.bundleIdentifier) == ["com.example.Blocked", "com.example.Mail", "org.example.Zed"])
    #expect(rows.map(\.access) == [.restricted, .limited(3), .full])
    #expect(rows.map(\.decidedBy) == [.prompt, .user, .prompt])
    #expect(rows.allSatisfy { $0.decidedAt == Self.decided })
    #expect(rows[0].decision == .denied)
    // What the database does not record yet is left out, not made up.
    #expect(rows.allSatisfy { $0.displayName == nil && $0.lastRead == nil && $0.changed == nil })
    #expect(rows.map(\.name) == rows.map(\.bundleIdentifier))
  }

  @Test("a decision made at the prompt shows the app's name, its last read, and whether it changed since")
  func identityAndLastRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = folder.appendingPathComponent("Info.plist")
    func writePlist(usage: String) throws {
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>org.mutt</string>
        <key>CFBundleDisplayName</key><string>Mutt</string>
        <key>NSContactsUsageDescription</key><string>\(usage)</string>
        </dict></plist>
        """
      try Data(text.utf8).write(to: plist)
    }
    try writePlist(usage: "Completes addresses.")
    let fingerprint = try #require(AppFingerprint.current(ofPlistAt: plist))
    let store = InMemoryPermissionStore(clock: { Self.decided })
    let app = AppIdentity(displayName: "Mutt", plistPath: plist.path, fingerprint: fingerprint)
    try store.save(.allowed, reason: .userConsent, for: "org.mutt", sharedIdentifiers: [], app: app)
    try store.logAccess(client: "org.mutt", command: "query", count: 3)
    let loader = SettingsLoader(store: store, restrictions: .none)
    var row = try #require(try loader.rows().first)
    #expect(row.displayName == "Mutt" && row.name == "Mutt")
    #expect(row.lastRead == Self.decided)
    #expect(row.changed == false)

    // Settings changes what that app may read; the decision stays tied to the app.
    _ = try SettingsWriter(store: store, restrictions: .none).apply(.access(.denied, shared: []), to: row)
    #expect(try store.record(for: "org.mutt")?.app == app)

    try writePlist(usage: "Completes addresses, and more.")
    row = try #require(try loader.rows().first)
    #expect(row.changed == true)
  }

  @Test("no stored decision is no row; a store that cannot be read is an error, not an empty list")
  func emptyAndFailing() throws {
    #expect(try SettingsLoader(store: InMemoryPermissionStore(), restrictions: .none).rows().isEmpty)
    let failing = SettingsLoader(store: InMemoryPermissionStore(failing: true), restrictions: .none)
    #expect(throws: ContactsError.self) { try failing.rows() }
  }

  @Test("a change of access is stored as set by the user; a limited one keeps only the chosen contacts")
  func writesAccess() throws {
    let store = try Self.store()
    let writer = SettingsWriter(store: store, restrictions: .none)
    let zed = SettingsFixture.row("org.example.Zed")
    #expect(
      try writer.apply(.access(.denied, shared: ["x"]), to: zed) == .written("Changed “org.example.Zed” to None."))
    #expect(try store.record(for: "org.example.Zed")?.value == .denied)
    #expect(try store.record(for: "org.example.Zed")?.reason == .userSet)
    #expect(try store.sharedIdentifiers(for: "org.example.Zed").isEmpty)
    _ = try writer.apply(.access(.limited, shared: ["x", "y"]), to: zed)
    #expect(try store.sharedIdentifiers(for: "org.example.Zed") == ["x", "y"])
    #expect(try SettingsLoader(store: store, restrictions: .none).rows().last?.access == .limited(2))
  }

  @Test("a reset forgets the decision, so the app is asked again")
  func writesReset() throws {
    let store = try Self.store()
    let writer = SettingsWriter(store: store, restrictions: .none)
    let mail = SettingsFixture.row("com.example.Mail", .limited, shared: 3)
    #expect(try writer.apply(.reset, to: mail) == .written("Reset “com.example.Mail”: it will be asked again."))
    #expect(try store.record(for: "com.example.Mail") == nil)
    #expect(try store.sharedIdentifiers(for: "com.example.Mail").isEmpty)
  }

  @Test("each write announces ContactStoreDidChange for the app it changed, as permissions edit does")
  func writesAnnounce() throws {
    let store = try Self.store()
    let writer = SettingsWriter(store: store, restrictions: .none)
    let received = Mutex<[String]>([])
    let observer = NotificationCenter.default.addObserver(
      forName: ContactStore.didChangeNotification, object: nil, queue: nil
    ) { note in
      guard let client = note.userInfo?[ContactStore.bundleIdentifierKey] as? String, client == "org.example.Announced"
      else {
        return
      }
      received.withLock { $0.append(client) }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    // An id no other test uses: tests run in parallel, and the notification center is shared.
    let app = SettingsFixture.row("org.example.Announced")
    _ = try writer.apply(.access(.denied, shared: []), to: app)
    _ = try writer.apply(.reset, to: app)
    #expect(received.withLock { $0 } == ["org.example.Announced", "org.example.Announced"])
  }

  @Test("a restricted app is refused by the writer too, and nothing is stored")
  func restrictedRefused() throws {
    let store = try Self.store()
    let writer = SettingsWriter(store: store, restrictions: RestrictionsPolicy(clients: [], all: true))
    let zed = SettingsFixture.row("org.example.Zed")
    for change: SettingsWriter.Change in [.access(.denied, shared: []), .reset] {
      guard case .refused = try writer.apply(change, to: zed) else {
        Issue.record("\(change) was written for a restricted app")
        continue
      }
    }
    #expect(try store.record(for: "org.example.Zed")?.value == .allowed)
  }

  @Test("a write the database refuses is an error")
  func failingWrite() throws {
    let store = try Self.store()
    store.failingWrites = true
    let writer = SettingsWriter(store: store, restrictions: .none)
    #expect(throws: ContactsError.self) { try writer.apply(.reset, to: SettingsFixture.row("org.example.Zed")) }
  }

  @Test("every confirmation starts on Cancel, and y confirms")
  func confirmationsFocusCancel() {
    let row = SettingsFixture.row("com.example.Mail")
    for action in SettingsAction.allCases {
      let dialog = SettingsDialogs.confirmation(action, for: row)
      #expect(dialog.buttons[dialog.focus] == "Cancel")
      #expect(dialog.acceptButton == SettingsDialogs.confirmButton)
      #expect(dialog.title.contains("com.example.Mail"))
    }
    let directory = ContactDirectory(
      contacts: [], sortOrder: SortChoice.family.sortOrder, displayOrder: DisplayChoice.givenFirst.displayOrder)
    let summary = ShareSummary(directory: directory, chosen: ["a", "b"])
    let share = SettingsDialogs.shareConfirmation(appName: "Mail", summary: summary)
    #expect(share.buttons[share.focus] == "Back")
    #expect(share.buttons[PromptText.shareButton] == "Share 2 Contacts")
  }
}
