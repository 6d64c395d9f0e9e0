import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import Authorization

@Suite("InMemoryPermissionStore")
struct InMemoryPermissionStoreTests {
  @Test("a failing store throws dataAccessError from every call")
  func failing() {
    let store = InMemoryPermissionStore(failing: true)
    #expect(throws: ContactsError.self) { try store.record(for: "a") }
    #expect(throws: ContactsError.self) {
      try store.save(.allowed, reason: .userConsent, for: "a", sharedIdentifiers: [])
    }
    #expect(throws: ContactsError.self) { try store.sharedIdentifiers(for: "a") }
    #expect(throws: ContactsError.self) { try store.allRecords() }
    #expect(throws: ContactsError.self) { try store.reset(client: "a") }
    #expect(throws: ContactsError.self) { try store.resetAll() }
    do {
      _ = try store.record(for: "a")
    } catch {
      #expect(error.code == .dataAccessError)
    }
  }

  @Test("a store failing writes still reads")
  func failingWrites() throws {
    let store = InMemoryPermissionStore(failingWrites: true)
    #expect(try store.record(for: "a") == nil)
    #expect(throws: ContactsError.self) {
      try store.save(.allowed, reason: .userConsent, for: "a", sharedIdentifiers: [])
    }
    #expect(try store.allRecords().isEmpty)
  }

  @Test("failing can be switched on after decisions are stored")
  func toggled() throws {
    let store = InMemoryPermissionStore()
    try store.save(.allowed, reason: .userConsent, for: "a", sharedIdentifiers: [])
    store.failing = true
    #expect(throws: ContactsError.self) { try store.record(for: "a") }
    store.failing = false
    #expect(try store.record(for: "a")?.value == .allowed)
  }
}
