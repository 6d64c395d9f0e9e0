import Authorization
import ContactModel
import ContactStore
import TerminalUI

/// The prompt `ContactsSystem` installs: contacts-tui's terminal prompt on a terminal opened for
/// each request and restored as soon as it is answered, since the asking program owns the
/// terminal again afterwards.
@MainActor
final class SystemPrompt: AccessPrompt {
  private let sources: [any ContactSource]
  private let chrome: ScreenChrome
  private let plain: Bool

  /// A prompt that offers `sources` for a limited-access selection, framed by `chrome`. Not
  /// isolated, so `ContactsSystem.install` can make one from any thread.
  nonisolated init(sources: [any ContactSource], chrome: ScreenChrome, plain: Bool) {
    self.sources = sources
    self.chrome = chrome
    self.plain = plain
  }

  /// Opens the terminal, asks, and restores the terminal.
  func present(_ request: PromptRequest) async -> PromptAnswer {
    let session = TerminalSession(options: TerminalOptions(), plain: plain)
    defer { session.close() }
    let prompt = TerminalPrompt(session: session, timeout: nil, chrome: chrome) { [sources] in
      ContactDirectory.load(from: sources, sortOrder: .familyName, displayOrder: .givenFirst)
    }
    return await prompt.present(request)
  }
}
