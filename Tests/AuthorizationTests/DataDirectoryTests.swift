import Foundation
import Testing

@testable import Authorization

@Suite("DataDirectory")
struct DataDirectoryTests {
  @Test(
    "--home, then CONTACTS_TUI_HOME, then XDG_DATA_HOME, then ~/.local/share",
    arguments: [
      ("/opt/h", ["CONTACTS_TUI_HOME": "/e", "XDG_DATA_HOME": "/x", "HOME": "/u"], "/opt/h"),
      (nil, ["CONTACTS_TUI_HOME": "/e", "XDG_DATA_HOME": "/x", "HOME": "/u"], "/e"),
      ("", ["CONTACTS_TUI_HOME": "/e"], "/e"),
      (nil, ["CONTACTS_TUI_HOME": "", "XDG_DATA_HOME": "/x", "HOME": "/u"], "/x/contacts-tui"),
      (nil, ["XDG_DATA_HOME": "relative/ignored", "HOME": "/u"], "/u/.local/share/contacts-tui"),
      (nil, ["HOME": "/u"], "/u/.local/share/contacts-tui"),
    ] as [(String?, [String: String], String)]
  )
  func resolution(home: String?, environment: [String: String], expected: String) {
    #expect(DataDirectory.resolve(home: home, environment: environment).path == expected)
  }
}
