import Foundation
import Testing

/// A paste in the browser, against the real binary in tmux: pasted text is never read as
/// commands (its `d` would ask to delete a card, its Enter open one), and it goes into the
/// search field or a form field as text.
@Suite("Pasted text in the browser is text, never commands, in a real terminal", .serialized)
struct BrowserPasteTests {
  /// Pastes `text` as tmux does for a terminal: between paste markers only if the app asked for them.
  static func paste(_ text: String, into tmux: TmuxSession) throws {
    try tmux.tmux(["set-buffer", "-b", "paste", text])
    try tmux.tmux(["paste-buffer", "-p", "-b", "paste"])
  }

  @Test("text pasted into the list, Enter and d included, opens nothing and deletes nothing; typed keys still do")
  func pasteIntoList() throws {
    let (_, tmux, book) = try BrowserEdgeTests.start()
    defer { try? FileManager.default.removeItem(at: book) }
    try Self.paste("d\r/x?", into: tmux)
    Thread.sleep(forTimeInterval: 0.7)
    let screen = try tmux.screen()
    #expect(!screen.contains("Delete Ann Aander?"), "a pasted d asked to delete:\n\(screen)")
    #expect(!screen.contains("Esc back"), "a pasted Enter opened the card:\n\(screen)")
    #expect(screen.contains("1 of 79 contacts"), "a pasted / or ? changed the screen:\n\(screen)")
    try tmux.send("d")
    try tmux.waitFor("Delete Ann Aander?")
    try tmux.send("Escape")
    try tmux.waitUntil("the delete dialog did not close") { !$0.contains("Delete Ann Aander?") }
    // The dialog switched bracketed paste off as it ended; the browser switches it on again.
    try Self.paste("d", into: tmux)
    Thread.sleep(forTimeInterval: 0.7)
    #expect(try !tmux.screen().contains("Delete Ann Aander?"), "a d pasted after the dialog asked to delete")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("text pasted into the search field is searched for, and its Enter is dropped")
  func pasteIntoSearch() throws {
    let (_, tmux, book) = try BrowserEdgeTests.start()
    defer { try? FileManager.default.removeItem(at: book) }
    try tmux.send("/")
    try Self.paste("lulu\r", into: tmux)
    let screen = try tmux.waitFor("1 match")
    #expect(screen.contains("/lulu"), "the pasted text is not in the search field:\n\(screen)")
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try !tmux.screen().contains("Esc back"), "the pasted Enter opened the card")
    try tmux.send("Enter")  // typed, it opens the match
    #expect(try tmux.waitFor("Esc back").contains("+1 212 555 9999"))
    try tmux.send("Escape")
    try tmux.waitFor("1 of 1 match")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }
}
