import CardDAVCache
import Foundation
import Testing

@testable import CardDAV

@Suite("Where a password may go: https anywhere, http only to this machine")
struct ServerURLRuleTests {
  @Test(
    "these URLs are allowed",
    arguments: [
      "https://dav.example.com/", "https://user@dav.example.com:8443/dav/", "http://127.0.0.1:5232/",
      "http://127.1.2.3/", "http://localhost/", "http://LOCALHOST:8080/x", "http://[::1]:5232/",
    ])
  func allowed(url: String) {
    #expect(ServerURLRule.allows(URL(string: url)!))
  }

  @Test(
    "these URLs are refused",
    arguments: [
      "http://dav.example.com/", "http://192.168.1.2/", "http://128.0.0.1/", "http://127.0.0.1.evil.example/",
      "http://localhost.evil.example/", "ftp://127.0.0.1/", "file:///tmp/contacts", "http://[::2]/",
    ])
  func refused(url: String) {
    #expect(!ServerURLRule.allows(URL(string: url)!))
  }

  @Test("the client refuses an insecure URL before any request, naming the account")
  func clientRefuses() {
    let account = CardDAVAccount(name: "home", url: URL(string: "http://dav.example.com/")!, username: "jane")
    #expect(throws: CardDAVError.insecureURL(account: "home", url: "http://dav.example.com/")) {
      try CardDAVClient(account: account, password: "secret")
    }
  }

  @Test("the Authorization header is Basic base64(user:password) and never printed")
  func basicHeader() {
    let authorization = BasicAuthorization(username: "jane", password: "pässword")
    #expect(authorization.headerValue == "Basic " + Data("jane:pässword".utf8).base64EncodedString())
    #expect(!"\(authorization)".contains("amFuZ"))
    let request = HTTPRequest(
      method: "GET", url: URL(string: "http://localhost/")!,
      headers: [(name: "Authorization", value: authorization.headerValue)])
    #expect(!request.description.contains(authorization.headerValue))
  }
}
