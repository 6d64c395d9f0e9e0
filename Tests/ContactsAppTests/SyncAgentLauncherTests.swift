import CardDAVCache
import Foundation
import Testing

@testable import ContactsApp
@testable import TerminalUI

/// The password of an account from its `password_command`.
@Suite("The password command")
struct PasswordCommandTests {
  @Test("the first line it prints, its newline cut")
  func success() {
    #expect(AccountPassword.run("printf 's3cret\\nsecond line\\n'", account: "home", timeout: 5) == .password("s3cret"))
    #expect(AccountPassword.run("printf 'p w d'", account: "home", timeout: 5) == .password("p w d"))
    #expect(AccountPassword.run("printf 'crlf\\r\\n'", account: "home", timeout: 5) == .password("crlf"))
  }

  @Test("a command that fails is no password, naming the account and how it ended")
  func failure() {
    #expect(
      AccountPassword.run("echo nope; exit 3", account: "home", timeout: 5)
        == .failed(.noPassword(account: "home", reason: "the password_command exited with status 3")))
  }

  @Test("a command that prints nothing, or an empty first line, is no password")
  func empty() {
    for command in ["true", "printf '\\nlater\\n'"] {
      #expect(
        AccountPassword.run(command, account: "home", timeout: 5)
          == .failed(.noPassword(account: "home", reason: "the password_command printed no password")))
    }
  }

  @Test("a command that takes too long is killed, and is no password")
  func slow() {
    let start = MonotonicClock.now()
    let outcome = AccountPassword.run("sleep 30; echo late", account: "home", timeout: 0.5)
    #expect(
      outcome
        == .failed(.noPassword(account: "home", reason: "the password_command gave no password within 0.5 seconds")))
    #expect(MonotonicClock.now() - start < 5)
  }

  @Test("the password is asked once per process, and only for an account with a user name")
  @MainActor
  func askedOnce() {
    var asked = 0
    let keeper = PasswordKeeper { _ in
      asked += 1
      return .password("pw")
    }
    let home = CardDAVAccount(name: "home", url: URL(string: "https://a.example/")!, username: "jane")
    #expect(keeper.password(for: home) == .password("pw"))
    #expect(keeper.password(for: home) == .password("pw"))
    #expect(asked == 1)
    let open = CardDAVAccount(name: "open", url: URL(string: "https://b.example/")!)
    #expect(keeper.password(for: open) == nil)
    #expect(asked == 1)
  }

  @Test("the question names the user, the host and the account")
  func question() {
    let account = CardDAVAccount(name: "home", url: URL(string: "https://dav.example.com/x/")!, username: "jane")
    #expect(AccountPassword.question(for: account) == "Password for jane at dav.example.com (account “home”): ")
  }
}

/// The app's side of the sync agent, against fake agents (shell scripts writing JSON lines).
@Suite("The sync agent launcher")
struct SyncAgentLauncherTests {
  let request = SyncRequest(
    account: CardDAVAccount(name: "home", url: URL(string: "https://a.example/")!, username: "jane"),
    password: "pw-\(UUID().uuidString)", cacheFolder: "/nowhere")

  static let finished =
    #"{"finished":{"_0":{"addressBooks":1,"cards":3,"added":2,"changed":1,"deleted":0,"uploaded":0,"conflicts":[],"skipped":[]}}}"#

  @Test("it sends the request on stdin, reports progress, and returns the report")
  func finished() throws {
    let folder = try ScriptFolder()
    let seen = folder.url.appendingPathComponent("request.json").path
    let agent = try folder.script(
      "agent",
      """
      cat > '\(seen)'
      echo '{"progress":{"_0":{"phase":"listing","done":0,"total":0}}}'
      echo '{"progress":{"_0":{"phase":"downloading","done":2,"total":3}}}'
      echo '\(Self.finished)'
      """)
    var steps: [SyncProgress] = []
    let result = SyncAgentLauncher(agentPath: agent).sync(request) { steps.append($0) }
    var expected = SyncReport()
    (expected.addressBooks, expected.cards, expected.added, expected.changed) = (1, 3, 2, 1)
    #expect(try result.get() == expected)
    #expect(steps == [SyncProgress(phase: .listing), SyncProgress(phase: .downloading, done: 2, total: 3)])
    let sent = try JSONDecoder().decode(SyncRequest.self, from: Data(contentsOf: URL(fileURLWithPath: seen)))
    #expect(sent == request)
  }

  @Test("a failed sync returns the agent's error")
  func failed() throws {
    let folder = try ScriptFolder()
    let agent = try folder.script(
      "agent",
      """
      cat > /dev/null
      echo '{"failed":{"_0":{"unauthorized":{"account":"home","status":401}}}}'
      exit 7
      """)
    let result = SyncAgentLauncher(agentPath: agent).sync(request)
    #expect(throws: CardDAVError.unauthorized(account: "home", status: 401)) { try result.get() }
  }

  @Test("a line that is not a sync message stops the agent, and is a failure naming the account")
  func garbage() throws {
    let folder = try ScriptFolder()
    let agent = try folder.script("agent", "cat > /dev/null\necho 'Hello, I am not JSON'\nsleep 30\n")
    let start = MonotonicClock.now()
    let result = SyncAgentLauncher(agentPath: agent).sync(request)
    #expect(MonotonicClock.now() - start < 10)
    guard case .failure(.cache(let account, let reason)) = result else {
      Issue.record("not a cache failure: \(result)")
      return
    }
    #expect(account == "home")
    #expect(reason.contains("not a sync message"))
  }

  @Test("a line longer than the bound stops the agent")
  func longLine() throws {
    let folder = try ScriptFolder()
    let agent = try folder.script("agent", "cat > /dev/null\nhead -c 3000000 /dev/zero | tr '\\\\0' x\nsleep 30\n")
    let result = SyncAgentLauncher(agentPath: agent).sync(request)
    guard case .failure(.cache(_, let reason)) = result else {
      Issue.record("not a cache failure: \(result)")
      return
    }
    #expect(reason.contains("longer than"))
  }

  @Test("an agent that dies without a last message is a failure saying how it ended")
  func killed() throws {
    let folder = try ScriptFolder()
    let agent = try folder.script(
      "agent",
      "cat > /dev/null\necho '{\"progress\":{\"_0\":{\"phase\":\"listing\",\"done\":0,\"total\":0}}}'\nkill -9 $$\n")
    let result = SyncAgentLauncher(agentPath: agent).sync(request)
    guard case .failure(.cache(_, let reason)) = result else {
      Issue.record("not a cache failure: \(result)")
      return
    }
    #expect(reason.contains("killed by signal 9"))
  }

  @Test("a missing agent is a failure naming its path")
  func missing() throws {
    let result = SyncAgentLauncher(agentPath: "/nonexistent/contacts-tui-sync").sync(request)
    guard case .failure(.cache("home", let reason)) = result else {
      Issue.record("not a cache failure: \(result)")
      return
    }
    #expect(reason.contains("/nonexistent/contacts-tui-sync cannot be started"))
  }

  @Test("cancelling kills the agent at once")
  func cancel() throws {
    let folder = try ScriptFolder()
    let agent = try folder.script("agent", "cat > /dev/null\nexec sleep 30\n")
    let run = SyncAgentLauncher.Run()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { run.cancel() }
    let start = MonotonicClock.now()
    let result = SyncAgentLauncher(agentPath: agent).sync(request, run: run)
    #expect(MonotonicClock.now() - start < 5)
    guard case .failure(.cache(_, let reason)) = result else {
      Issue.record("not a failure: \(result)")
      return
    }
    #expect(reason.contains("cancelled"))
  }

  @Test("CONTACTS_TUI_SYNC_AGENT names the agent; else contacts-tui-sync beside the executable")
  func locate() {
    #expect(SyncAgentLauncher.locate(environment: ["CONTACTS_TUI_SYNC_AGENT": "/x/agent"]).agentPath == "/x/agent")
    let beside = SyncAgentLauncher.locate(environment: [:]).agentPath
    #expect(beside.hasSuffix("/contacts-tui-sync"))
    #expect(beside.hasPrefix("/"))
  }
}
