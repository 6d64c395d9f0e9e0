import ContactsTesting
import Foundation
import Testing

@testable import Authorization

/// A grant belongs to the app that got it: the fingerprint of its Info.plist and executable
/// (docs/SECURITY.md, "A grant belongs to the app that got it").
@Suite("App fingerprints")
struct AppFingerprintTests {
  let directory = TemporaryDirectory()

  /// An Info.plist for com.example.Mail, naming `executable` when given, in `folder`.
  private func writePlist(
    in folder: String = "Mail", usage: String = "Completes addresses.", executable: String? = nil
  ) throws -> URL {
    let url = directory.url.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let executableKey = executable.map { "<key>CFBundleExecutable</key><string>\($0)</string>" } ?? ""
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.Mail</string>
      <key>CFBundleDisplayName</key><string>Mail</string>
      <key>NSContactsUsageDescription</key><string>\(usage)</string>\(executableKey)
      </dict></plist>
      """
    let file = url.appendingPathComponent("Info.plist")
    try Data(plist.utf8).write(to: file)
    return file
  }

  private func center(_ manifest: AppManifest, _ store: InMemoryPermissionStore, restricted: Bool = false)
    -> AuthorizationCenter
  {
    AuthorizationCenter(
      manifest: manifest, store: store,
      restrictions: restricted ? RestrictionsPolicy(clients: [manifest.bundleIdentifier]) : .none)
  }

  @Test("a loaded manifest carries its plist's path and the SHA-256 of its bytes; one built in code has none")
  func plistDigest() throws {
    let url = try writePlist()
    let manifest = try AppManifest.load(contentsOf: url)
    #expect(manifest.plistPath == url.path)
    #expect(manifest.fingerprint?.plistSHA256 == SHA256Check.hex(try Data(contentsOf: url)))
    #expect(manifest.fingerprint?.executableSHA256 == nil)
    #expect(AppManifest.demo.fingerprint == nil)
  }

  @Test("CFBundleExecutable beside the plist, or in Contents/MacOS for a macOS bundle, is hashed too")
  func executableDigest() throws {
    let flat = try writePlist(executable: "mail")
    try Data("#!/bin/sh\n".utf8).write(to: flat.deletingLastPathComponent().appendingPathComponent("mail"))
    #expect(
      try AppManifest.load(contentsOf: flat).fingerprint?.executableSHA256 == SHA256Check.hex(Data("#!/bin/sh\n".utf8)))

    let mac = try writePlist(in: "Mail.app/Contents", executable: "Mail")
    let macOS = mac.deletingLastPathComponent().appendingPathComponent("MacOS")
    try FileManager.default.createDirectory(at: macOS, withIntermediateDirectories: true)
    try Data("binary".utf8).write(to: macOS.appendingPathComponent("Mail"))
    #expect(try AppManifest.load(contentsOf: mac).fingerprint?.executableSHA256 == SHA256Check.hex(Data("binary".utf8)))
  }

  @Test("an executable name that leaves the bundle folder, or a missing executable, is not hashed")
  func executableOutsideBundle() throws {
    try Data("elsewhere".utf8).write(to: directory.url.appendingPathComponent("outside"))
    let escaping = try writePlist(executable: "../outside")
    #expect(try AppManifest.load(contentsOf: escaping).fingerprint?.executableSHA256 == nil)
    let missing = try writePlist(in: "Other", executable: "gone")
    #expect(try AppManifest.load(contentsOf: missing).fingerprint?.executableSHA256 == nil)
  }

  @Test("a decision made at the prompt applies while the app is unchanged, and not after its plist changes")
  func changedPlist() throws {
    let url = try writePlist()
    let store = InMemoryPermissionStore()
    try center(try AppManifest.load(contentsOf: url), store).record(.allow)
    #expect(try center(try AppManifest.load(contentsOf: url), store).status(for: .contacts) == .authorized)
    #expect(try store.record(for: "com.example.Mail")?.currentFingerprintStatus() == .matches)
    #expect(try store.record(for: "com.example.Mail")?.displayName == "Mail")

    _ = try writePlist(usage: "Completes addresses, and now uploads them.")
    let changed = center(try AppManifest.load(contentsOf: url), store)
    #expect(try changed.status(for: .contacts) == .notDetermined)
    #expect(try changed.appChangedSinceDecision())
    #expect(try changed.grant() == .none(.notDetermined))
    #expect(try store.record(for: "com.example.Mail")?.currentFingerprintStatus() == .changed)
  }

  @Test("a changed executable makes a denial, too, no longer apply: the app is asked again")
  func changedExecutable() throws {
    let url = try writePlist(executable: "mail")
    let program = url.deletingLastPathComponent().appendingPathComponent("mail")
    try Data("version 1".utf8).write(to: program)
    let store = InMemoryPermissionStore()
    try center(try AppManifest.load(contentsOf: url), store).record(.deny)
    #expect(try center(try AppManifest.load(contentsOf: url), store).status(for: .contacts) == .denied)
    try Data("version 2".utf8).write(to: program)
    #expect(try center(try AppManifest.load(contentsOf: url), store).status(for: .contacts) == .notDetermined)
  }

  @Test("an executable whose device, inode, size and times are the stored ones is not hashed again; a touched one is")
  func identityShortcut() throws {
    let url = try writePlist(executable: "mail")
    let program = url.deletingLastPathComponent().appendingPathComponent("mail")
    try Data("version 1".utf8).write(to: program)
    // Just written, it has no identity yet: a write in the same clock tick would keep it.
    #expect(try AppManifest.load(contentsOf: url).fingerprint?.executableIdentity == nil)
    Thread.sleep(forTimeInterval: AppFingerprint.settleTime + 0.1)
    let current = try #require(try AppManifest.load(contentsOf: url).fingerprint)
    let identity = try #require(current.executableIdentity)
    // A stored digest that is not the file's: only a fingerprint that skips the hash can match it.
    let stored = AppFingerprint(
      plistSHA256: current.plistSHA256, executableSHA256: "stale", executableIdentity: identity)
    #expect(current.matches(stored))
    try Data("version 1".utf8).write(to: program)  // same bytes, new times: hashed, and the digest differs
    let touched = try #require(try AppManifest.load(contentsOf: url).fingerprint)
    #expect(touched.executableIdentity == nil)
    #expect(!touched.matches(stored))
    #expect(
      touched.matches(AppFingerprint(plistSHA256: current.plistSHA256, executableSHA256: current.executableSHA256)))
  }

  @Test("the executable's identity is stored with the decision in the database")
  func identityStored() throws {
    let url = try writePlist(executable: "mail")
    try Data("v".utf8).write(to: url.deletingLastPathComponent().appendingPathComponent("mail"))
    Thread.sleep(forTimeInterval: AppFingerprint.settleTime + 0.1)
    let home = directory.url.appendingPathComponent("home")
    let store = try SQLitePermissionStore(directory: home)
    let manifest = try AppManifest.load(contentsOf: url)
    try AuthorizationCenter(manifest: manifest, store: store, restrictions: .none).record(.allow)
    let stored = try #require(try store.record(for: "com.example.Mail")?.fingerprint)
    #expect(stored.executableIdentity == manifest.fingerprint?.executableIdentity && stored.executableIdentity != nil)
    #expect(stored.executableSHA256 == manifest.fingerprint?.executableSHA256)
    let again = try AppManifest.load(contentsOf: url)
    #expect(
      try AuthorizationCenter(manifest: again, store: store, restrictions: .none).status(for: .contacts) == .authorized)
  }

  @Test("a decision set for the bundle id alone applies to any plist with that id")
  func unbound() throws {
    let store = InMemoryPermissionStore()
    try center(AppManifest.demo, store).set(.allowed, for: "com.example.Mail")
    let url = try writePlist()
    #expect(try center(try AppManifest.load(contentsOf: url), store).status(for: .contacts) == .authorized)
    #expect(try store.record(for: "com.example.Mail")?.currentFingerprintStatus() == .unbound)
  }

  @Test("a manifest without a fingerprint cannot use a decision tied to one")
  func codeBuiltManifest() throws {
    let url = try writePlist()
    let store = InMemoryPermissionStore()
    try center(try AppManifest.load(contentsOf: url), store).record(.allow)
    let built = AppManifest(bundleIdentifier: "com.example.Mail", contactsUsageDescription: "x")
    #expect(try center(built, store).status(for: .contacts) == .notDetermined)
  }

  @Test("restricted still wins over a matching decision and over a changed app")
  func restrictedWins() throws {
    let url = try writePlist()
    let store = InMemoryPermissionStore()
    try center(try AppManifest.load(contentsOf: url), store).record(.allow)
    #expect(
      try center(try AppManifest.load(contentsOf: url), store, restricted: true).status(for: .contacts) == .restricted)
    _ = try writePlist(usage: "Changed.")
    let changed = center(try AppManifest.load(contentsOf: url), store, restricted: true)
    #expect(try changed.status(for: .contacts) == .restricted)
    #expect(try !changed.appChangedSinceDecision())
  }

  @Test("a plist that is gone shows as missing, not as matching")
  func missingPlist() throws {
    let url = try writePlist()
    let store = InMemoryPermissionStore()
    try center(try AppManifest.load(contentsOf: url), store).record(.allow)
    try FileManager.default.removeItem(at: url)
    #expect(try store.record(for: "com.example.Mail")?.currentFingerprintStatus() == .appMissing)
  }

  @Test("limited access keeps the app's identity when an app's own additions change the shared contacts")
  func replaceKeepsIdentity() throws {
    let url = try writePlist()
    let store = InMemoryPermissionStore()
    let mail = center(try AppManifest.load(contentsOf: url), store)
    try mail.record(.limited(["a"]))
    try mail.replaceSharedIdentifiers(["a", "b"], for: "com.example.Mail")
    #expect(try mail.status(for: .contacts) == .limited)
    #expect(try store.record(for: "com.example.Mail")?.fingerprint == mail.manifest.fingerprint)
  }
}

/// The digest the tests expect, through the same SHA-256 the module uses (its vectors are checked
/// in ContactsSupportTests).
enum SHA256Check {
  static func hex(_ data: Data) -> String {
    AppFingerprint.compute(plist: data, at: URL(fileURLWithPath: "/nonexistent/Info.plist"), executableName: nil)
      .plistSHA256
  }
}
