import CardDAVCache
import Foundation
import Testing

@testable import CardDAV

@Suite("Retries: which failures are tried again, and how long the client waits")
struct RetryPolicyTests {
  let account = CardDAVAccount(name: "home", url: URL(string: "https://dav.example.com/dav/")!, username: "jane")

  func client(_ transport: ScriptedTransport, _ sleeps: RecordedSleeps, retries: Int = 3) throws -> CardDAVClient {
    try CardDAVClient(
      account: account, password: "secret", transport: transport,
      policy: RetryPolicy(retries: retries, random: { 0 }), sleep: sleeps.sleep)
  }

  @Test(
    "5xx and 429 are retried; 4xx, 2xx and 3xx are answers",
    arguments: [200, 207, 301, 400, 401, 403, 404, 409, 412, 429, 500, 502, 503, 504])
  func retryableStatuses(status: Int) {
    #expect(RetryPolicy.isRetryable(status: status) == (status == 429 || status >= 500))
  }

  @Test("the waits double from half a second, stretched by at most a quarter, and stop at the cap")
  func backoff() {
    let fixed = RetryPolicy(retries: 5, random: { 0 })
    #expect((0..<4).map { fixed.delay(beforeRetry: $0) } == [0.5, 1, 2, 4])
    let stretched = RetryPolicy(retries: 5, random: { 0.999 })
    #expect(stretched.delay(beforeRetry: 0) < 0.5 * 1.25 && stretched.delay(beforeRetry: 0) > 0.62)
    #expect(fixed.delay(beforeRetry: 20) == fixed.maximumDelay)
  }

  @Test("Retry-After is honoured in seconds or as a date, up to the cap")
  func retryAfter() {
    let policy = RetryPolicy(retries: 3, random: { 0 })
    #expect(policy.delay(beforeRetry: 0, retryAfter: "7") == 7)
    #expect(policy.delay(beforeRetry: 0, retryAfter: "86400") == policy.maximumDelay)
    let now = Date(timeIntervalSince1970: 1_000_000_000)  // Sun, 09 Sep 2001 01:46:40 GMT
    #expect(policy.delay(beforeRetry: 0, retryAfter: "Sun, 09 Sep 2001 01:46:52 GMT", now: now) == 12)
    #expect(policy.delay(beforeRetry: 1, retryAfter: "soon") == 1)
  }

  @Test("a 503 then a timeout then an answer: two waits, 0.5 s and 1 s, and the answer")
  func retriesThenSucceeds() throws {
    let transport = ScriptedTransport([
      .success(.status(503)), .failure(.timedOut), .success(.status(204)),
    ])
    let sleeps = RecordedSleeps()
    try client(transport, sleeps).delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    #expect(sleeps.all == [0.5, 1])
    #expect(transport.sent.count == 3)
  }

  @Test("a 429's Retry-After sets the wait")
  func tooManyRequests() throws {
    let transport = ScriptedTransport([.success(.status(429, headers: ["retry-after": "3"])), .success(.status(204))])
    let sleeps = RecordedSleeps()
    try client(transport, sleeps).delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    #expect(sleeps.all == [3])
  }

  @Test("no connection after every retry is .unreachable, after 1 + retries attempts")
  func unreachable() throws {
    let transport = ScriptedTransport(Array(repeating: .failure(.cannotConnect("connection refused")), count: 4))
    let sleeps = RecordedSleeps()
    #expect {
      try client(transport, sleeps).delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    } throws: { error in
      guard case .unreachable(let account, let reason) = error as? CardDAVError else { return false }
      return account == "home" && reason.contains("connection refused")
    }
    #expect(sleeps.all == [0.5, 1, 2])
    #expect(transport.sent.count == 4)
  }

  @Test("a server that keeps answering 500 is .unreachable once the retries are spent")
  func persistent500() throws {
    let transport = ScriptedTransport(Array(repeating: .success(.status(500)), count: 2))
    #expect {
      try client(transport, RecordedSleeps(), retries: 1).delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    } throws: { error in
      if case .unreachable = error as? CardDAVError { return true }
      return false
    }
  }

  @Test("401 and 403 are .unauthorized at once, never retried", arguments: [401, 403])
  func unauthorized(status: Int) throws {
    let transport = ScriptedTransport([.success(.status(status))])
    let sleeps = RecordedSleeps()
    #expect(throws: CardDAVError.unauthorized(account: "home", status: status)) {
      try client(transport, sleeps).delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    }
    #expect(sleeps.all.isEmpty && transport.sent.count == 1)
  }

  @Test("other 4xx are not retried either", arguments: [400, 405, 409, 415])
  func otherClientErrors(status: Int) throws {
    let transport = ScriptedTransport([.success(.status(status))])
    #expect(throws: CardDAVError.self) {
      _ = try client(transport, RecordedSleeps()).put(Array("BEGIN:VCARD".utf8), at: "/dav/book/a.vcf", ifMatch: nil)
    }
    #expect(transport.sent.count == 1)
  }

  @Test("an oversized answer or a TLS failure is not retried")
  func notTransient() throws {
    let transport = ScriptedTransport([.failure(.tooLarge(limit: 64 << 20)), .failure(.failed("TLS refused"))])
    let sleeps = RecordedSleeps()
    let client = try client(transport, sleeps)
    #expect(throws: CardDAVError.self) { try client.delete("/dav/book/a.vcf", ifMatch: "\"1\"") }
    #expect(throws: CardDAVError.self) { try client.delete("/dav/book/a.vcf", ifMatch: "\"1\"") }
    #expect(sleeps.all.isEmpty && transport.sent.count == 2)
  }
}

@Suite("The password goes only to the account's own origin")
struct OriginTests {
  let account = CardDAVAccount(name: "home", url: URL(string: "https://dav.example.com/dav/")!, username: "jane")

  @Test("a same-origin redirect is followed with the password")
  func sameOrigin() throws {
    let transport = ScriptedTransport([
      .success(.status(301, headers: ["location": "/dav/moved/a.vcf"])), .success(.status(204)),
    ])
    let client = try CardDAVClient(
      account: account, password: "secret", transport: transport, policy: RetryPolicy(retries: 0), sleep: { _ in })
    try client.delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    #expect(
      transport.sent.map(\.url.absoluteString) == [
        "https://dav.example.com/dav/book/a.vcf", "https://dav.example.com/dav/moved/a.vcf",
      ])
    #expect(transport.sent.allSatisfy { $0.header("Authorization")?.hasPrefix("Basic ") == true })
  }

  @Test(
    "a redirect to another scheme, host or port is not followed",
    arguments: ["https://evil.example/dav/", "http://dav.example.com/dav/", "https://dav.example.com:8443/dav/"])
  func otherOrigin(location: String) throws {
    let transport = ScriptedTransport([.success(.status(302, headers: ["location": location]))])
    let client = try CardDAVClient(
      account: account, password: "secret", transport: transport, policy: RetryPolicy(retries: 0), sleep: { _ in })
    #expect {
      try client.delete("/dav/book/a.vcf", ifMatch: "\"1\"")
    } throws: { error in
      guard case .badResponse(_, let reason) = error as? CardDAVError else { return false }
      return reason.contains("another server")
    }
    #expect(transport.sent.count == 1)
  }

  @Test("without a user name no Authorization header is sent")
  func noUser() throws {
    let anonymous = CardDAVAccount(name: "open", url: URL(string: "http://127.0.0.1:5232/")!)
    let transport = ScriptedTransport([.success(.status(204))])
    let client = try CardDAVClient(
      account: anonymous, password: nil, transport: transport, policy: RetryPolicy(retries: 0), sleep: { _ in })
    try client.delete("/a.vcf", ifMatch: "\"1\"")
    #expect(transport.sent.first?.header("Authorization") == nil)
  }
}
