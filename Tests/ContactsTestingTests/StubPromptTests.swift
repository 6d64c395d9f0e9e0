import ContactsTesting
import Testing

@testable import Authorization

@Suite("StubPrompt")
@MainActor
struct StubPromptTests {
  let request = PromptRequest(
    manifest: AppManifest(
      bundleIdentifier: "com.example.ContactsDemo", displayName: "Contacts Demo",
      contactsUsageDescription: "Shows your contacts in the terminal."),
    limitedAccess: true)

  @Test("answers with its preset answer, counting presentations and keeping requests")
  func preset() async {
    let prompt = StubPrompt(answer: .deny)
    #expect(await prompt.present(request) == .deny)
    prompt.answer = .allow
    #expect(await prompt.present(request) == .allow)
    #expect(prompt.presentCount == 2)
    #expect(prompt.requests == [request, request])
  }

  @Test("a held prompt stays pending until answered")
  func held() async {
    let prompt = StubPrompt(answer: .allow, holdsUntilAnswered: true)
    let presentation = Task { await prompt.present(request) }
    await prompt.waitUntilPresented()
    #expect(prompt.isPending)
    prompt.respond(with: .dismissed(.interrupted(2)))
    #expect(await presentation.value == .dismissed(.interrupted(2)))
    #expect(!prompt.isPending)
  }

  @Test("a delayed prompt answers after its delay")
  func delayed() async {
    let prompt = StubPrompt(answer: .allow, delay: .milliseconds(30))
    let clock = ContinuousClock()
    let start = clock.now
    #expect(await prompt.present(request) == .allow)
    #expect(clock.now - start >= .milliseconds(30))
  }
}
