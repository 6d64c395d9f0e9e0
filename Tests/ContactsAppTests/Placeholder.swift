import Testing
@testable import ContactsApp

@Test("the ContactsApp module links") func moduleLinks() { #expect(Bool(true)) }
