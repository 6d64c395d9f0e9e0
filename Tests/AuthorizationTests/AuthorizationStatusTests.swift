import Testing

@testable import Authorization

@Suite("AuthorizationStatus")
struct AuthorizationStatusTests {
  @Test(
    "raw values and names match Apple's",
    arguments: [
      (AuthorizationStatus.notDetermined, 0, "notDetermined"),
      (.restricted, 1, "restricted"),
      (.denied, 2, "denied"),
      (.authorized, 3, "authorized"),
      (.limited, 4, "limited"),
    ]
  )
  func table(status: AuthorizationStatus, rawValue: Int, name: String) {
    #expect(status.rawValue == rawValue)
    #expect(AuthorizationStatus(rawValue: rawValue) == status)
    #expect(status.name == name)
    #expect(status.description == name)
    #expect(AuthorizationStatus(name: name) == status)
  }

  @Test("there are exactly five statuses and no others")
  func fiveStatuses() {
    #expect(AuthorizationStatus.allCases.count == 5)
    #expect(AuthorizationStatus(rawValue: 5) == nil)
    #expect(AuthorizationStatus(name: "Authorized") == nil)
  }

  @Test("only authorized and limited allow access")
  func allowsAccess() {
    #expect(AuthorizationStatus.allCases.filter(\.allowsAccess) == [.authorized, .limited])
  }
}
