import Authorization
import ContactModel
import ContactsScreens
import Foundation
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// The seam the lead wires to the store's save request: `edit` and `add-email` hand their one
/// change to the `ContactSaver` they are given, only after a grant, and report what the store
/// says.
@Suite("What edit and add-email hand to the store's save", .serialized)
@MainActor
struct SaveSeamTests {
  /// A granted home with one card file, and the environment that finds the bundled resources.
  final class Fixture {
    let folder: URL
    let cards: String
    let environment: [String: String]
    var common: CommonOptions { CommonOptions(home: folder.path, contacts: [cards]) }

    init(decision: String? = "allow") async throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      cards = folder.appendingPathComponent("cards.vcf").path
      let card =
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:seam-1\r\nFN:Jane Doe\r\nN:Doe;Jane;;;\r\nTEL:+1 555 1111\r\nEND:VCARD\r\n"
      try Data(card.utf8).write(to: URL(fileURLWithPath: cards))
      let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path
      environment = [
        "CONTACTS_TUI_RESOURCES": resources, "CONTACTS_TUI_RESTRICTIONS": folder.appendingPathComponent("none").path,
      ]
      if let decision {
        var options = PermissionsOptions(common: CommonOptions(home: folder.path))
        options.action = .set(bundleID: "com.example.ContactsDemo", decision: decision)
        #expect(await ContactsApp.run(.permissions(options), environment: environment) == .success)
      }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  final class Recorder {
    var changes: [SaveChange] = []
    var failure: ContactsError?
    var saver: ContactSaver {
      ContactSaver { change throws(ContactsError) in
        self.changes.append(change)
        if let failure = self.failure { throw failure }
      }
    }
  }

  @Test("add-email --yes hands a new contact with the sender's name and address to the saver")
  func addEmail() async throws {
    let fixture = try await Fixture()
    let recorder = Recorder()
    var command = AddEmailCommand(
      options: AddEmailOptions(common: fixture.common, yes: true), environment: fixture.environment,
      saver: { _ in recorder.saver })
    command.message = { Array("From: =?UTF-8?Q?J=C3=B6rg_M=C3=BCller?= <joerg@example.de>\n\nhi\n".utf8) }
    #expect(try await command.run() == .success)
    guard case .add(let contact)? = recorder.changes.first, recorder.changes.count == 1 else {
      Issue.record("expected one add, got \(recorder.changes)")
      return
    }
    #expect(contact.givenName == "Jörg" && contact.familyName == "Müller")
    #expect(contact.emailAddresses.map(\.value) == ["joerg@example.de"])
  }

  @Test("denied, nothing is read and nothing reaches the saver")
  func refused() async throws {
    let fixture = try await Fixture(decision: "deny")
    let recorder = Recorder()
    var command = AddEmailCommand(
      options: AddEmailOptions(common: fixture.common, yes: true), environment: fixture.environment,
      saver: { _ in recorder.saver })
    command.message = { Array("From: a@example.com\n\n".utf8) }
    #expect(try await command.run() == .denied)
    #expect(recorder.changes.isEmpty)
  }

  @Test("edit hands the update (the card as read, the card as saved) to the saver; its error is the command's")
  func edit() async throws {
    let fixture = try await Fixture()
    let script = fixture.folder.appendingPathComponent("editor.sh").path
    try Data("for f in \"$@\"; do :; done\nsed 's/1111/2222/' \"$f\" > \"$f.n\" && mv \"$f.n\" \"$f\"\n".utf8).write(
      to: URL(fileURLWithPath: script))
    var environment = fixture.environment
    environment["EDITOR"] = "/bin/sh \(script)"
    environment["VISUAL"] = ""
    environment["TMPDIR"] = fixture.folder.path
    let recorder = Recorder()
    let options = EditOptions(common: fixture.common, selector: .identifier("seam-1"))
    #expect(
      try await EditCommand(options: options, environment: environment, saver: { _ in recorder.saver }).run()
        == .success)
    guard case .update(let original, let updated)? = recorder.changes.first else {
      Issue.record("expected an update, got \(recorder.changes)")
      return
    }
    #expect(original.identifier == "seam-1" && updated.identifier == "seam-1")
    #expect(original.phoneNumbers.map(\.value) == ["+1 555 1111"])
    #expect(updated.phoneNumbers.map(\.value) == ["+1 555 2222"])
    #expect(!original.originalCard.isEmpty)

    recorder.failure = ContactsError(.dataAccessError)
    await #expect(throws: ContactsAppError.self) {
      try await EditCommand(options: options, environment: environment, saver: { _ in recorder.saver }).run()
    }
  }
}
