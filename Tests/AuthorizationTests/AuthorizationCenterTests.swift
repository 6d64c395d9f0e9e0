import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import Authorization

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

  @Test("a grant allows the identifiers it covers and nothing else")
  func grantAllows() {
    #expect(AccessGrant.full.allows(identifier: "any"))
    #expect(AccessGrant.limited(["a"]).allows(identifier: "a"))
    #expect(!AccessGrant.limited(["a"]).allows(identifier: "b"))
    #expect(!AccessGrant.none(.denied).allows(identifier: "a"))
    #expect(AccessGrant.limited([]).allowsAccess)
    #expect(!AccessGrant.none(.notDetermined).allowsAccess)
  }
}
