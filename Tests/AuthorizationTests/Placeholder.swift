import Testing
@testable import Authorization

@Test("the Authorization module links") func moduleLinks() { #expect(Bool(true)) }
