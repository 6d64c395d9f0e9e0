import Testing

@testable import ContactsPrompt

/// What `ContactsSystem.install` reads (docs/PUBLIC-API.md): files and vdir folders, never a
/// CardDAV account, whose offline copy and sync agent are the program's.
@Suite("The installed app's sources")
struct SystemSetupTests {
  static func setup(_ contacts: [String]) -> SystemSetup {
    SystemSetup(app: nil, home: "/nonexistent", contacts: contacts, environment: ["CONTACTS_TUI_NO_CACHE": "1"])
  }

  @Test("a CardDAV URL is a usage error that names the URL without its password")
  func refusesAccounts() {
    for url in ["https://ann:secret@dav.example.com/ann/", "HTTP://127.0.0.1:5232/ann/"] {
      #expect(throws: ContactsAppError.self) { try Self.setup(["people.vcf", url]).installedSources() }
      do {
        _ = try Self.setup(["people.vcf", url]).installedSources()
      } catch {
        #expect(error.exitCode == .usage)
        #expect(error.message.contains("vdir folders only"))
        #expect(!error.message.contains("secret"))
      }
    }
  }

  @Test("files and folders are sources, one each, and none is opened")
  func acceptsFiles() throws {
    let sources = try Self.setup(["/nonexistent/people.vcf", "/nonexistent/vdir"]).installedSources()
    #expect(sources.count == 2)
  }
}
