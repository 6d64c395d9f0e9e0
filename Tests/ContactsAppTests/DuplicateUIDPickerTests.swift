import ContactModel
import ContactSearch
import ContactStore
import ContactsScreens
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// The picker over two cards with one UID: they are two rows, ticked one at a time, and the
/// confirmation counts what was ticked.
@Suite("The picker treats two cards with one UID as two contacts")
struct DuplicateUIDPickerTests {
  static func directory() throws -> (ContactDirectory, cleanup: () -> Void) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let card = { (given: String) in
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:same\r\nFN:\(given) Dup\r\nN:Dup;\(given);;;\r\nEND:VCARD\r\n"
    }
    let path = folder.appendingPathComponent("dup.vcf").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data((card("Alice") + card("Bob")).utf8)))
    let loaded = try ContactDirectory.load(
      from: [ContactSources.at(path: path)], sort: .family, display: .givenFirst
    ).get()
    return (loaded, { try? FileManager.default.removeItem(at: folder) })
  }

  @Test("ticking one ticks one, and the confirmation says Share 1 Contact naming it")
  func tickOne() throws {
    let (directory, cleanup) = try Self.directory()
    defer { cleanup() }
    #expect(directory.count == 2)
    var state = PickerState(identifiers: directory.contacts.map(\.sharingKey), chosen: [], pageHeight: 10)
    let index = SearchIndex(directory.contacts)
    _ = state.apply(.toggle, index: index)
    #expect(state.chosen.count == 1)
    let summary = ShareSummary(directory: directory, chosen: state.chosen)
    #expect(summary.count == 1)
    #expect(summary.names == ["Alice Dup"])
    #expect(PromptText.shareConfirmation(appName: "Demo", summary: summary).title == "Share 1 Contact?")
    _ = state.apply(.widget(.moveDown), index: index)
    _ = state.apply(.toggle, index: index)
    #expect(state.chosen.count == 2)
    #expect(
      PromptText.shareConfirmation(appName: "Demo", summary: ShareSummary(directory: directory, chosen: state.chosen))
        .title == "Share 2 Contacts?")
  }
}
