import Foundation
import Testing

@testable import Authorization

@Suite("RestrictionsPolicy")
struct RestrictionsPolicyTests {
  @Test(
    "parsing: one id per line, * for all, # comments, blanks and whitespace ignored",
    arguments: [
      ("", [], false),
      ("com.a\n", ["com.a"], false),
      ("com.a\ncom.b\r\n\n", ["com.a", "com.b"], false),
      ("  com.a  \n\tcom.b\t", ["com.a", "com.b"], false),
      ("# a comment\ncom.a # trailing comment\n   # indented comment", ["com.a"], false),
      ("com.a#no-space-comment", ["com.a"], false),
      ("*", [], true),
      ("com.a\n* # everyone\n", ["com.a"], true),
      ("#*\n# com.a", [], false),
      ("com.a com.b", ["com.a", "com.b"], false),
    ] as [(String, Set<String>, Bool)]
  )
  func parse(text: String, clients: Set<String>, all: Bool) {
    #expect(RestrictionsPolicy.parse(text) == RestrictionsPolicy(clients: clients, all: all))
  }

  @Test("restricts matches listed ids, case-insensitively, and everything under *")
  func restricts() {
    let policy = RestrictionsPolicy(clients: ["com.example.Blocked"])
    #expect(policy.restricts("com.example.Blocked"))
    #expect(policy.restricts("COM.EXAMPLE.BLOCKED"))
    #expect(!policy.restricts("com.example.Other"))
    #expect(!policy.restricts("com.example"))
    #expect(RestrictionsPolicy(clients: [], all: true).restricts("anything.at.all"))
    #expect(!RestrictionsPolicy.none.restricts("com.example.Blocked"))
  }

  @Test("a missing file means no restrictions")
  func missing() throws {
    let directory = TemporaryDirectory()
    let policy = try RestrictionsPolicy.load(contentsOf: directory.url.appendingPathComponent("restrictions"))
    #expect(policy == .none)
  }

  @Test("a file on disk is parsed")
  func loads() throws {
    let directory = TemporaryDirectory()
    let url = try directory.write(Data("# managed\ncom.example.ContactsDemo\n".utf8), to: "restrictions")
    #expect(try RestrictionsPolicy.load(contentsOf: url).restricts("com.example.ContactsDemo"))
  }

  @Test(
    "a policy that exists but cannot be read fails closed, naming the file",
    arguments: ["directory", "invalid UTF-8", "broken symlink"]
  )
  func unreadable(kind: String) throws {
    let directory = TemporaryDirectory()
    let url = directory.url.appendingPathComponent("restrictions")
    switch kind {
    case "directory":
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    case "invalid UTF-8":
      try Data([0x63, 0xFF, 0xFE, 0x0A]).write(to: url)
    default:
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/nonexistent/policy")
    }
    do {
      _ = try RestrictionsPolicy.load(contentsOf: url)
      Issue.record("an unreadable policy loaded")
    } catch {
      #expect(error.code == .dataAccessError)
      #expect(error.message.contains(url.path))
    }
  }

  @Test("the location comes from CONTACTS_TUI_RESTRICTIONS")
  func environment() throws {
    let directory = TemporaryDirectory()
    let url = try directory.write(Data("*\n".utf8), to: "policy")
    let policy = try RestrictionsPolicy.loadDefault(environment: ["CONTACTS_TUI_RESTRICTIONS": url.path])
    #expect(policy.all)
  }
}

@Suite("AuthorizationCenter")
struct AuthorizationCenterTests {
  let store = InMemoryPermissionStore(clock: { fixedDate })

  private func center(_ restrictions: RestrictionsPolicy = .none, store: (any PermissionStore)? = nil)
    -> AuthorizationCenter
  {
    AuthorizationCenter(manifest: .demo, store: store ?? self.store, restrictions: restrictions)
  }

  @Test(
    "status is the stored decision, or notDetermined",
    arguments: [
      (AuthValue?.none, AuthorizationStatus.notDetermined),
      (.denied, .denied),
      (.allowed, .authorized),
      (.limited, .limited),
    ]
  )
  func status(stored: AuthValue?, expected: AuthorizationStatus) throws {
    if let stored {
      try store.save(stored, reason: .userConsent, for: AppManifest.demo.bundleIdentifier, sharedIdentifiers: ["1"])
    }
    #expect(try center().status(for: .contacts) == expected)
  }

  @Test("restriction wins over every stored decision", arguments: [AuthValue?.none, .denied, .allowed, .limited])
  func restricted(stored: AuthValue?) throws {
    if let stored {
      try store.save(stored, reason: .userSet, for: AppManifest.demo.bundleIdentifier, sharedIdentifiers: [])
    }
    let policy = RestrictionsPolicy(clients: [AppManifest.demo.bundleIdentifier])
    #expect(try center(policy).status(for: .contacts) == .restricted)
    #expect(try center(policy).grant() == .none(.restricted))
  }

  @Test("an unreadable store is an error, never a status")
  func failClosed() {
    #expect(throws: ContactsError.self) {
      try center(store: InMemoryPermissionStore(failing: true)).status(for: .contacts)
    }
    #expect(throws: ContactsError.self) { try center(store: InMemoryPermissionStore(failing: true)).grant() }
  }

  @Test("grant: full, the shared identifiers, or nothing with the status")
  func grant() throws {
    #expect(try center().grant() == .none(.notDetermined))
    try center().record(.limited(["a", "b"]))
    #expect(try center().grant() == .limited(["a", "b"]))
    try center().record(.allow)
    #expect(try center().grant() == .full)
    try center().record(.deny)
    #expect(try center().grant() == .none(.denied))
  }

  @Test(
    "record stores prompt answers as user consent; a dismissal stores nothing",
    arguments: [
      (PromptAnswer.allow, AuthValue?.some(.allowed)),
      (.deny, .denied),
      (.limited(["x"]), .limited),
      (.dismissed(.cancelled), nil),
      (.dismissed(.timedOut), nil),
      (.dismissed(.interrupted(2)), nil),
    ]
  )
  func record(answer: PromptAnswer, stored: AuthValue?) throws {
    try center().record(answer)
    let record = try store.record(for: AppManifest.demo.bundleIdentifier)
    #expect(record?.value == stored)
    #expect(record.map { $0.reason == .userConsent } ?? true)
  }

  @Test("set stores a command-line decision for any client with reason userSet")
  func set() throws {
    try center().set(.allowed, for: "com.other.App")
    #expect(try store.record(for: "com.other.App")?.reason == .userSet)
    #expect(try store.record(for: AppManifest.demo.bundleIdentifier) == nil)
  }
}
