import Authorization
import ContactModel
import ContactSearch
import ContactsSupport
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

/// Limited access is by card, not by UID: identifiers are unique per card, and a pick remembers
/// the card it was made on (docs/DECISIONS.md, "Limited access is by card").
@Suite("Each card is its own contact, and a pick follows the card")
struct ContactIdentityTests {
  static let alice = card("UID:same", "FN:Alice Dup", "N:Dup;Alice;;;", "TEL:111")
  static let bob = card("UID:same", "FN:Bob Dup", "N:Dup;Bob;;;", "TEL:222")
  static let carol = card("UID:solo", "FN:Carol Solo", "N:Solo;Carol;;;")
  static let mallory = card("UID:same", "FN:Mallory Late", "N:Late;Mallory;;;", "NOTE:secret")

  /// A folder of `.vcf` files with the given contents; the store reads them in name order.
  struct Files {
    let folder: URL
    init(_ files: [String: String]) throws {
      folder = try temporaryDirectory()
      for (name, text) in files {
        #expect(
          FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(text.utf8)))
      }
    }
    var sources: [any ContactSource] { [ContactSources.at(path: folder.path)] }
    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static func store(_ files: Files, _ value: AuthValue, shared: Set<String> = []) throws -> ContactStore {
    ContactStore(center: try ContactStoreTests.center(value, shared: shared), sources: files.sources)
  }

  /// Every read path's given names, under the store's access.
  static func everyPath(_ store: ContactStore) throws -> [String: [String]] {
    let givenNames = ContactStream<[String]>(makeBatch: { _ in [] }, consume: { $0.append($1.givenName) })
    var enumerated: [String] = []
    try store.enumerateContacts(with: ContactFetchRequest(keysToFetch: [.givenName])) { contact, _ in
      enumerated.append(contact.givenName)
    }
    let fresh = ContactStore(center: store.center, sources: store.sources)
    return [
      "allContacts": try store.allContacts().map(\.givenName).sorted(),
      "unifiedContacts": try store.unifiedContacts(matching: nil, keysToFetch: [.givenName]).map(\.givenName).sorted(),
      "matchingName": try store.unifiedContacts(matching: .matchingName("Dup"), keysToFetch: [.givenName])
        .map(\.givenName).sorted(),
      "withIdentifiers(same)": try store.unifiedContacts(
        matching: .withIdentifiers(["same"]), keysToFetch: [.givenName]
      )
      .map(\.givenName).sorted(),
      "enumerate": enumerated.sorted(),
      "streamed": try fresh.streamContacts(into: givenNames).flatMap { $0 }.sorted(),
      "search": try SearchIndex(store.allContacts()).search("dup").map { try store.allContacts()[$0].givenName }
        .sorted(),
    ]
  }

  @Test("two cards with one UID are two contacts with distinct identifiers; a unique UID stays as it is")
  func repeatedUIDsBecomeDistinct() throws {
    let files = try Files(["a.vcf": Self.alice + Self.bob + Self.carol])
    defer { files.remove() }
    let contacts = try Self.store(files, .allowed).allContacts()
    #expect(contacts.count == 3)
    #expect(Set(contacts.map(\.identifier)).count == 3)
    #expect(contacts[2].identifier == "solo")
    #expect(contacts[0].identifier.hasPrefix("same#") && contacts[1].identifier.hasPrefix("same#"))
    #expect(Set(contacts.map(\.sharingKey)).count == 3)
  }

  @Test("identifiers are the same on every load, on the streamed path, and for the picker's load")
  func deterministic() throws {
    let files = try Files(["a.vcf": Self.alice + Self.bob + Self.carol])
    defer { files.remove() }
    let first = try Self.store(files, .allowed).allContacts().map(\.identifier)
    let again = try Self.store(files, .allowed).allContacts().map(\.identifier)
    let picker = try ContactSources.load(files.sources).contacts.map(\.identifier)
    let ids = ContactStream<[String]>(makeBatch: { _ in [] }, consume: { $0.append($1.identifier) })
    let streamed = try Self.store(files, .allowed).streamContacts(into: ids).flatMap { $0 }
    #expect(first == again)
    #expect(first == picker)
    #expect(first == streamed)
  }

  @Test("sharing one of two cards with one UID shows that card alone, on every read path")
  func pickOneOfTwo() throws {
    let files = try Files(["a.vcf": Self.alice + Self.bob + Self.carol])
    defer { files.remove() }
    let all = try Self.store(files, .allowed).allContacts()
    let aliceKey = try #require(all.first { $0.givenName == "Alice" }?.sharingKey)
    let store = try Self.store(files, .limited, shared: [aliceKey])
    for (path, names) in try Self.everyPath(store) {
      #expect(names == (path == "withIdentifiers(same)" ? [] : ["Alice"]), "\(path)")
    }
    #expect(store.diagnostics.isEmpty)
  }

  @Test(
    "a card added later with a picked card's UID is not shared, before or after it, and the pick stays",
    arguments: ["0-first.vcf", "z-last.vcf"])
  func laterCardDoesNotInherit(newFile: String) throws {
    let files = try Files(["m-alice.vcf": Self.alice, "n-carol.vcf": Self.carol])
    defer { files.remove() }
    let picked = try #require(try Self.store(files, .allowed).allContacts().first { $0.givenName == "Alice" })
    #expect(picked.identifier == "same", "a UID that occurs once is the identifier")
    #expect(
      FileManager.default.createFile(
        atPath: files.folder.appendingPathComponent(newFile).path, contents: Data(Self.mallory.utf8)))
    let store = try Self.store(files, .limited, shared: [picked.sharingKey])
    for (path, names) in try Self.everyPath(store) where path != "withIdentifiers(same)" {
      #expect(names == ["Alice"], "\(path)")
    }
  }

  @Test("a picked card replaced by another with its UID shares nothing; a bare UID shares nothing")
  func replacedCardSharesNothing() throws {
    let files = try Files(["m-alice.vcf": Self.alice])
    defer { files.remove() }
    let picked = try #require(try Self.store(files, .allowed).allContacts().first)
    try Data(Self.mallory.utf8).write(to: files.folder.appendingPathComponent("m-alice.vcf"))
    for shared in [[picked.sharingKey], ["same"]] {
      let store = try Self.store(files, .limited, shared: Set(shared))
      for (path, names) in try Self.everyPath(store) { #expect(names.isEmpty, "\(path)") }
    }
  }

  @Test("byte-identical cards are still two contacts, shared one at a time")
  func identicalCards() throws {
    let files = try Files([
      "a.vcf": Self.alice + Self.alice, "b.vcf": card("FN:No Uid", "N:;No Uid;;;") + card("FN:No Uid", "N:;No Uid;;;"),
    ])
    defer { files.remove() }
    let all = try Self.store(files, .allowed).allContacts()
    #expect(all.count == 4)
    #expect(Set(all.map(\.identifier)).count == 4)
    #expect(Set(all.map(\.sharingKey)).count == 4)
    #expect(all[1].identifier == all[0].identifier + "-2")
    let store = try Self.store(files, .limited, shared: [all[1].sharingKey, all[2].sharingKey])
    #expect(try store.allContacts().map(\.identifier) == [all[1].identifier, all[2].identifier])
    let ids = ContactStream<[String]>(makeBatch: { _ in [] }, consume: { $0.append($1.identifier) })
    #expect(try store.streamContacts(into: ids).flatMap { $0 } == [all[1].identifier, all[2].identifier])
  }

  @Test("a UID written to equal another card's disambiguated identifier is made unique too")
  func craftedCollision() throws {
    let files = try Files(["a.vcf": Self.alice + Self.bob])
    defer { files.remove() }
    let first = try Self.store(files, .allowed).allContacts()
    let crafted = card("UID:\(first[0].identifier)", "FN:Crafted", "N:;Crafted;;;")
    try Data((Self.alice + Self.bob + crafted).utf8).write(to: files.folder.appendingPathComponent("a.vcf"))
    let all = try Self.store(files, .allowed).allContacts()
    #expect(all.count == 3)
    #expect(Set(all.map(\.identifier)).count == 3)
    #expect(Set(all.map(\.sharingKey)).count == 3)
    #expect(all[0].identifier == first[0].identifier, "the earlier card keeps its identifier and its pick")
    let store = try Self.store(files, .limited, shared: [first[0].sharingKey])
    #expect(try store.allContacts().map(\.givenName) == ["Alice"])
  }

  @Test("the fingerprint is stable: the same bytes always hash alike, any change differs")
  func fingerprintStable() {
    let bytes = Array(Self.alice.utf8)
    let hash = bytes.withUnsafeBufferPointer { StableHash.fingerprint($0) }
    #expect(hash == bytes.withUnsafeBufferPointer { StableHash.fingerprint($0) })
    var seen: Set<UInt64> = [hash]
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 1
      seen.insert(changed.withUnsafeBufferPointer { StableHash.fingerprint($0) })
    }
    for length in 0..<bytes.count {
      seen.insert(Array(bytes[..<length]).withUnsafeBufferPointer { StableHash.fingerprint($0) })
    }
    #expect(seen.count == 2 * bytes.count + 1)
  }
}
