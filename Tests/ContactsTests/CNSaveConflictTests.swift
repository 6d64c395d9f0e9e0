import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import Testing

@testable import Contacts

/// `CNContactStore.execute` against a card another program changed after the app fetched it.
@Suite("CNSaveRequest against a concurrent writer")
@MainActor
struct CNSaveConflictTests {
  static let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n"

  @Test("an update of a contact whose card changed on disk since the fetch throws CNError.saveConflict")
  func updateConflict() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cn-conflict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("book.vcf").path
    try Data(Self.card.utf8).write(to: URL(fileURLWithPath: path))
    let fixture = try ContactsFixture(.allowed)
    let context = AppContext(
      center: fixture.context.center, sources: [VCardFileSource(path: path)], broker: fixture.context.broker)
    let store = CNContactStore(context: context)
    let keys: [any CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]
    let ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: keys).mutableCopy()
    let theirs = Self.card.replacingOccurrences(of: "FN:Ada Lovelace", with: "FN:Ada King")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))
    ada.note = "mine"
    let request = CNSaveRequest()
    request.update(ada)
    let error = #expect(throws: CNError.self) { try store.execute(request) }
    #expect(error?.code == .saveConflict)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
  }
}
