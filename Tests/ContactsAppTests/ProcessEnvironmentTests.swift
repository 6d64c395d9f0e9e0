import Foundation
import Testing

@testable import ContactsApp

@Suite("The process environment, read without ProcessInfo")
struct ProcessEnvironmentTests {
  @Test("it is the same dictionary ProcessInfo gives")
  func matchesProcessInfo() {
    #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
  }

  @Test("a value keeps every = after the first; the first of two entries with one name wins, as getenv finds it")
  func entries() {
    var variables: [String: String] = [:]
    for entry in ["A=b=c", "EMPTY=", "A=second", "=nameless", "no-equals", "Ü=ö"] {
      ProcessEnvironment.parse(entry, into: &variables)
    }
    #expect(variables == ["A": "b=c", "EMPTY": "", "Ü": "ö"])
  }
}
