import Testing
@testable import TerminalUI

@Test("the TerminalUI module links") func moduleLinks() { #expect(Bool(true)) }
