import Testing
@testable import ContactStore

@Test("the ContactStore module links") func moduleLinks() { #expect(Bool(true)) }
