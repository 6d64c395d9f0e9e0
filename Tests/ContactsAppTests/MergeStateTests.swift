import ContactModel
import ContactsTesting
import TerminalUI
import Testing
import VCard

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("merge view: state and drawing")
struct MergeStateTests {
  static func contacts() -> [Contact] {
    var first = makeContact("anna-1", given: "Anna", family: "Schmidt", emails: ["anna@example.com"])
    first.note = "from the phone"
    var second = makeContact(
      "anna-2", given: "Anna", family: "Schmidt-Weber", org: "Acme", emails: ["anna@example.com"],
      phones: ["+49 176 1234567"])
    second.note = "from the laptop"
    second.jobTitle = "Chemist"
    let third = makeContact("anna-3", given: "Anna", family: "Weber", phones: ["0176 1234567"])
    return [first, second, third]
  }

  static func state() throws -> MergeState {
    MergeState(merge: try #require(ContactMerge(contacts(), region: PhoneRegion(code: "DE"))))
  }

  @Test("one row per field on which the cards differ, the cursor on the first")
  func rows() throws {
    let state = try Self.state()
    #expect(state.rows == [.name, .organization, .jobTitle, .note])
    #expect(state.selectedRow == 0)
    #expect(state.keyContext == .choices)
    #expect(state.choice(forRow: 0) == 0)
    #expect(state.choice(forRow: 1) == 1, "the survivor has no company: the first card that has one")
  }

  @Test("keys go through the app's key table: ↓ picks a row, → and digits pick the card, clamped")
  func choosing() throws {
    var state = try Self.state()
    let keys: [KeyPress] = [.special(.right), .special(.right), .special(.right)]
    for key in keys { #expect(state.handle(try #require(AppKeyTable.command(for: key, in: state.keyContext))) == nil) }
    #expect(state.choice(forRow: 0) == 2, "→ stops at the last card")
    _ = state.handle(try #require(AppKeyTable.command(for: .char("j"), in: .choices)))
    _ = state.handle(try #require(AppKeyTable.command(for: .special(.down), in: .choices)))
    _ = state.handle(try #require(AppKeyTable.command(for: .special(.down), in: .choices)))
    _ = state.handle(try #require(AppKeyTable.command(for: .special(.down), in: .choices)))
    #expect(state.selectedRow == 3)
    _ = state.handle(try #require(AppKeyTable.command(for: .char("2"), in: .choices)))
    #expect(state.choice(forRow: 3) == 1)
    _ = state.handle(try #require(AppKeyTable.command(for: .char("9"), in: .choices)))
    #expect(state.choice(forRow: 3) == 1, "no ninth card: nothing changes")
    _ = state.handle(try #require(AppKeyTable.command(for: .special(.left), in: .choices)))
    _ = state.handle(try #require(AppKeyTable.command(for: .char("h"), in: .choices)))
    #expect(state.choice(forRow: 3) == 0, "← stops at the first card")
    _ = state.handle(try #require(AppKeyTable.command(for: .char("g"), in: .choices)))
    #expect(state.selectedRow == 0)
  }

  @Test("Enter confirms with the choices made, Esc and q cancel")
  func ending() throws {
    var state = try Self.state()
    _ = state.handle(.chooseColumn(3))
    #expect(state.handle(try #require(AppKeyTable.command(for: .special(.enter), in: .choices))) == .confirmed)
    let result = state.merge.merged()
    #expect(result.survivor.identifier == "anna-1" && result.survivor.familyName == "Weber")
    #expect(result.deleted == ["anna-2", "anna-3"])
    #expect(result.survivor.phoneNumbers.count == 1 && result.survivor.emailAddresses.count == 1)
    #expect(state.handle(try #require(AppKeyTable.command(for: .special(.escape), in: .choices))) == .cancelled)
    #expect(state.handle(try #require(AppKeyTable.command(for: .char("q"), in: .choices))) == .cancelled)
  }

  @Test("the view shows each card's value in its column, the chosen one highlighted")
  func drawing() throws {
    var state = try Self.state()
    _ = state.handle(.chooseColumn(2))
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    MergeView.draw(state, on: surface)
    #expect(surface.row(0).contains("Merge 3 contacts"))
    #expect(surface.row(2).contains("1 Anna Schmidt") && surface.row(2).contains("3 Anna Weber"))
    let nameRow = surface.row(4)
    #expect(nameRow.hasPrefix("›Name"))
    #expect(nameRow.contains("Anna Schmidt") && nameRow.contains("Anna Weber"))
    let columns = MergeView.columnRects(cards: 3, width: 80)
    #expect(surface.role(atRow: 4, col: columns[1].col) == .selection)
    #expect(surface.role(atRow: 4, col: columns[0].col) == .normal)
    #expect(surface.row(5).contains("Company") && surface.row(5).contains("—"))
    #expect(surface.row(23).contains("Enter merge"))
  }

  @Test("control characters from a card never reach the surface")
  func hostileText() throws {
    var first = makeContact("a", given: "Anna\u{1B}[2J", family: "X")
    first.note = "evil\u{202E}text"
    let second = makeContact("b", given: "Anna", family: "X")
    let state = MergeState(merge: try #require(ContactMerge([first, second], region: nil)))
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    MergeView.draw(state, on: surface)
    #expect(!surface.text().contains("\u{1B}") && !surface.text().contains("\u{202E}"))
  }
}
