import Testing

@testable import Authorization

@Suite("AuthorizationStatus")
struct AuthorizationStatusTests {
  @Test(
    "raw values, names and status exit codes match Apple and DESIGN.md",
    arguments: [
      (AuthorizationStatus.notDetermined, 0, "notDetermined", Int32(4)),
      (.restricted, 1, "restricted", 3),
      (.denied, 2, "denied", 1),
      (.authorized, 3, "authorized", 0),
      (.limited, 4, "limited", 0),
    ]
  )
  func table(status: AuthorizationStatus, rawValue: Int, name: String, exitCode: Int32) {
    #expect(status.rawValue == rawValue)
    #expect(AuthorizationStatus(rawValue: rawValue) == status)
    #expect(status.name == name)
    #expect(status.description == name)
    #expect(AuthorizationStatus(name: name) == status)
    #expect(status.statusExitCode == exitCode)
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
