import ContactModel
import ContactsTesting
import Dispatch
import Foundation
import Testing

@testable import Authorization

@Suite("AccessBroker")
@MainActor
struct AccessBrokerTests {
  @Test(
    "every status × every answer follows AccessBroker's table", arguments: AuthorizationStatus.allCases, everyAnswer)
  func contract(status: AuthorizationStatus, answer: PromptAnswer) async throws {
    let fixture = try BrokerFixture(status: status, answer: answer)
    let before = try fixture.stored
    let result = await fixture.request()
    switch status {
    case .notDetermined:
      #expect(fixture.prompt.presentCount == 1)
      #expect(fixture.broker.lastAnswer == answer)
      switch answer {
      case .allow:
        #expect(result.granted && result.code == nil)
        #expect(try fixture.stored == .allowed)
      case .limited(let identifiers):
        #expect(result.granted && result.code == nil)
        #expect(try fixture.stored == .limited)
        #expect(try fixture.store.sharedIdentifiers(for: AppManifest.demo.bundleIdentifier) == identifiers)
      case .deny:
        #expect(!result.granted && result.code == .authorizationDenied)
        #expect(try fixture.stored == .denied)
      case .dismissed:
        #expect(!result.granted && result.code == .promptDismissed)
        #expect(try fixture.stored == nil)
      }
      #expect(
        try fixture.store.record(for: AppManifest.demo.bundleIdentifier).map { $0.reason == .userConsent } ?? true)
    case .denied, .restricted:
      #expect(fixture.prompt.presentCount == 0)
      #expect(!result.granted && result.code == .authorizationDenied)
      #expect(try fixture.stored == before)
      #expect(fixture.broker.lastAnswer == nil)
    case .authorized, .limited:
      #expect(fixture.prompt.presentCount == 0)
      #expect(result.granted && result.code == nil)
      #expect(try fixture.stored == before)
    }
  }

  @Test(
    "the completion runs exactly once, on the main actor, after requestAccess returns",
    arguments: [
      (AuthorizationStatus.notDetermined, PromptAnswer.allow), (.notDetermined, .deny),
      (.notDetermined, .dismissed(.cancelled)), (.authorized, .allow), (.denied, .allow), (.restricted, .allow),
    ]
  )
  func completionDiscipline(status: AuthorizationStatus, answer: PromptAnswer) async throws {
    let fixture = try BrokerFixture(status: status, answer: answer)
    let probe = Probe()
    let sawReturn: Bool = await withCheckedContinuation { continuation in
      fixture.broker.requestAccess(for: .contacts) { granted, error in
        MainActor.assertIsolated()
        dispatchPrecondition(condition: .onQueue(.main))
        probe.calls += 1
        continuation.resume(returning: probe.returned)
      }
      probe.returned = true
    }
    #expect(sawReturn, "the completion ran before requestAccess returned")
    try await Task.sleep(for: .milliseconds(50))
    #expect(probe.calls == 1)
  }

  @Test("errors complete asynchronously too: a failing store and a missing usage description")
  func errorsAreAsynchronous() async throws {
    let manifests = [AppManifest.demo, AppManifest(bundleIdentifier: "com.example.NoReason")]
    let stores = [InMemoryPermissionStore(failing: true), InMemoryPermissionStore()]
    for (manifest, store) in zip(manifests, stores) {
      let fixture = try BrokerFixture(manifest: manifest, store: store)
      let probe = Probe()
      let result: (Bool, Bool) = await withCheckedContinuation { continuation in
        fixture.broker.requestAccess(for: .contacts) { granted, _ in
          MainActor.assertIsolated()
          continuation.resume(returning: (granted, probe.returned))
        }
        probe.returned = true
      }
      #expect(result == (false, true))
    }
  }

  @Test("concurrent requests share one prompt and all get the same result", arguments: everyAnswer)
  func sharedPrompt(answer: PromptAnswer) async throws {
    let fixture = try BrokerFixture(holds: true)
    let broker = fixture.broker
    let first = Task { await fixture.request() }
    let second = Task { await fixture.request() }
    let third = Task { () -> ContactsError.Code? in
      do {
        _ = try await broker.requestAccess(for: .contacts)
        return nil
      } catch {
        return (error as? ContactsError)?.code
      }
    }
    await fixture.prompt.waitUntilPresented()
    for _ in 0..<20 { await Task.yield() }
    #expect(fixture.prompt.presentCount == 1)
    #expect(fixture.prompt.isPending)
    fixture.prompt.respond(with: answer)
    let results = [await first.value, await second.value]
    let thirdCode = await third.value
    #expect(fixture.prompt.presentCount == 1)
    #expect(results[0] == results[1])
    #expect(thirdCode == results[0].code)
  }

  @Test("a dismissed prompt stores nothing, so the next request asks again")
  func dismissedAsksAgain() async throws {
    let fixture = try BrokerFixture(answer: .dismissed(.timedOut))
    #expect(await fixture.request() == (false, .promptDismissed))
    #expect(try fixture.stored == nil)
    #expect(fixture.broker.lastAnswer == .dismissed(.timedOut))
    fixture.prompt.answer = .allow
    #expect(await fixture.request() == (true, nil))
    #expect(fixture.prompt.presentCount == 2)
    #expect(await fixture.request() == (true, nil))
    #expect(fixture.prompt.presentCount == 2)
  }

  @Test("a pending request keeps the broker alive after the caller drops it")
  func retainedWhilePending() async throws {
    let store = InMemoryPermissionStore()
    let prompt = StubPrompt(answer: .allow, holdsUntilAnswered: true)
    let box = WeakBox()
    let answering = Task { @MainActor in
      await prompt.waitUntilPresented()
      let alive = box.broker != nil
      prompt.respond()
      return alive
    }
    let granted: Bool = await withCheckedContinuation { continuation in
      let broker = AccessBroker(
        center: AuthorizationCenter(manifest: .demo, store: store, restrictions: .none),
        prompt: prompt
      )
      box.broker = broker
      broker.requestAccess(for: .contacts) { granted, _ in continuation.resume(returning: granted) }
    }
    #expect(await answering.value, "the broker was freed while its prompt was pending")
    #expect(granted)
    #expect(try store.record(for: AppManifest.demo.bundleIdentifier)?.value == .allowed)
  }

  @Test("a store that cannot be read fails closed without prompting", arguments: [true, false])
  func failingRead(limited: Bool) async throws {
    let fixture = try BrokerFixture(store: InMemoryPermissionStore(failing: true), limitedAccess: limited)
    #expect(await fixture.request() == (false, .dataAccessError))
    #expect(fixture.prompt.presentCount == 0)
    await #expect(throws: ContactsError.self) { try await fixture.broker.requestAccess(for: .contacts) }
    #expect(throws: ContactsError.self) { try fixture.broker.authorizationStatus(for: .contacts) }
  }

  @Test(
    "an answer that cannot be stored fails closed",
    arguments: [
      (PromptAnswer.allow, ContactsError.Code.dataAccessError), (.limited(["a"]), .dataAccessError),
      (.deny, .dataAccessError), (.dismissed(.cancelled), .promptDismissed),
    ]
  )
  func failingWrite(answer: PromptAnswer, code: ContactsError.Code) async throws {
    let fixture = try BrokerFixture(answer: answer, store: InMemoryPermissionStore(failingWrites: true))
    #expect(await fixture.request() == (false, code))
    #expect(fixture.prompt.presentCount == 1)
    #expect(fixture.broker.lastAnswer == answer)
    #expect(try fixture.broker.authorizationStatus(for: .contacts) == .notDetermined)
  }

  @Test(
    "without a usage description the app never prompts, whatever its status", arguments: AuthorizationStatus.allCases)
  func usageDescriptionMissing(status: AuthorizationStatus) async throws {
    let manifest = AppManifest(bundleIdentifier: AppManifest.demo.bundleIdentifier, displayName: "No Reason")
    let fixture = try BrokerFixture(status: status, manifest: manifest)
    #expect(await fixture.request() == (false, .usageDescriptionMissing))
    #expect(fixture.prompt.presentCount == 0)
    do {
      _ = try await fixture.broker.requestAccess(for: .contacts)
      Issue.record("requestAccess succeeded without a usage description")
    } catch let error as ContactsError {
      #expect(error.code == .usageDescriptionMissing)
      #expect(error.message == AppManifest.usageDescriptionMissingMessage)
    } catch {
      Issue.record("not a ContactsError: \(error)")
    }
  }

  @Test(
    "the async form returns true or throws what the handler would get",
    arguments: AuthorizationStatus.allCases, [PromptAnswer.allow, .deny, .dismissed(.cancelled)]
  )
  func asyncForm(status: AuthorizationStatus, answer: PromptAnswer) async throws {
    let expected = try await BrokerFixture(status: status, answer: answer).request()
    let fixture = try BrokerFixture(status: status, answer: answer)
    do {
      let granted = try await fixture.broker.requestAccess(for: .contacts)
      #expect(granted == expected.granted && expected.code == nil)
    } catch let error as ContactsError {
      #expect(expected == (false, error.code))
    } catch {
      Issue.record("not a ContactsError: \(error)")
    }
  }

  @Test(
    "limited access is offered when the flag or the manifest asks for it",
    arguments: [(false, false, false), (true, false, true), (false, true, true), (true, true, true)]
  )
  func limitedAccessRequest(flag: Bool, manifestPrefers: Bool, offered: Bool) async throws {
    var manifest = AppManifest.demo
    manifest.prefersLimitedAccess = manifestPrefers
    let fixture = try BrokerFixture(manifest: manifest, limitedAccess: flag)
    _ = await fixture.request()
    #expect(fixture.prompt.requests == [PromptRequest(manifest: manifest, limitedAccess: offered)])
  }

  @Test("a limited answer stores auth_value 3 with the chosen contacts and grants them")
  func limitedAnswer() async throws {
    let fixture = try BrokerFixture(answer: .limited(["a", "b"]), limitedAccess: true)
    #expect(await fixture.request() == (true, nil))
    #expect(try fixture.stored == .limited)
    #expect(try fixture.broker.center.grant() == .limited(["a", "b"]))
    #expect(try fixture.broker.authorizationStatus(for: .contacts) == .limited)
  }
}
