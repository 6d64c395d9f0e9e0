import Foundation
import Testing

/// Search across scripts and the sections of other scripts, end to end, on a source of its own.
@Suite("Names in other scripts: Latin queries and section headers", .serialized)
struct CrossScriptTests {
  /// (given, family) of each card.
  static let people: [(String, String)] = [
    ("Анна", "Каренина"), ("Karen", "Smith"), ("伟", "王"), ("Σωκράτης", "Παππάς"), ("דוד", "כהן"),
    ("محمد", "منصور"), ("민준", "김"), ("Wendy", "Walker"), ("", "42 Club"),
  ]

  /// A granted home and the path of a source holding `people`, beside it.
  static func home() throws -> (TestHome, String) {
    let home = try TestHome()
    let granted = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
    guard granted.status == 0 else { throw E2EFailure("could not grant: \(granted.stderr)") }
    let source = home.url.path + "-scripts.vcf"
    var text = ""
    for (index, (given, family)) in people.enumerated() {
      let name = given.isEmpty ? "ORG:\(family)\r\nN:;;;;" : "N:\(family);\(given);;;"
      let formatted = given.isEmpty ? family : "\(given) \(family)"
      let email = index == 0 ? "EMAIL:anna@example.ru\r\n" : ""
      text +=
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:p\(index)\r\nFN:\(formatted)\r\n\(name)\r\n\(email)END:VCARD\r\n"
    }
    try text.write(toFile: source, atomically: false, encoding: .utf8)
    return (home, source)
  }

  @Test("list --match: karen finds Каренина and Karen, wang finds 王伟, sokrates Σωκράτης, a native query as before")
  func listMatch() throws {
    let (home, source) = try Self.home()
    defer { try? FileManager.default.removeItem(atPath: source) }
    func match(_ query: String) throws -> [String] {
      let output = try home.cli(["list", "--contacts", source, "--match", query])
      #expect(output.status == 0, "\(output.stderr)")
      return output.stdout.split(separator: "\n").map(String.init)
    }
    #expect(try match("karen").count == 2)
    #expect(try match("karenina") == ["Анна Каренина"])
    #expect(try match("wang").map { $0.contains("王") } == [true])
    #expect(try match("sokrates").map { $0.contains("Σωκράτης") } == [true])
    #expect(try match("gim").map { $0.contains("김") } == [true])
    #expect(try match("каренина") == ["Анна Каренина"])
  }

  @Test("query finds by the Latin spelling, parsing the source and then from its snapshot")
  func queryFromSnapshot() throws {
    let (home, source) = try Self.home()
    defer { try? FileManager.default.removeItem(atPath: source) }
    let first = try home.cli(["query", "karenina", "--contacts", source])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("anna@example.ru\tАнна Каренина"), "\(first.stdout)")
    let snapshots = FileManager.default.enumerator(atPath: home.cache.path)?.allObjects.count ?? 0
    #expect(snapshots > 0, "the first query wrote no snapshot")
    let second = try home.cli(["query", "karenina", "--contacts", source])
    #expect(second.stdout == first.stdout)
  }

  @Test("list's order is the browser's: A–Z with 王 under W, then Greek, Cyrillic, Hebrew, Arabic, Hangul, then #")
  func listOrder() throws {
    let (home, source) = try Self.home()
    defer { try? FileManager.default.removeItem(atPath: source) }
    let output = try home.cli(["list", "--contacts", source])
    let rows = output.stdout.split(separator: "\n").map(String.init)
    let firsts = ["Smith", "Walker", "王", "Παππάς", "Каренина", "כהן", "منصور", "김", "42 Club"]
    let positions = firsts.map { name in rows.firstIndex { $0.contains(name) } ?? -1 }
    #expect(positions == Array(0..<firsts.count), "\(rows)")
  }

  @Test("the browser: a header per script letter, and /karen reaches Каренина with the word underlined")
  func browser() throws {
    let (home, source) = try Self.home()
    defer { try? FileManager.default.removeItem(atPath: source) }
    let tmux = try TmuxSession(home.arguments + ["--contacts", source], cols: 80, rows: 24)
    let list = try tmux.waitFor("1 of \(Self.people.count) contacts")
    // A header is a line of its own; the top one (sticky) also names the right-hand column.
    let lines = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let headers = lines.map { line in line.hasSuffix("Company / Phone") ? String(line.prefix { $0 != " " }) : line }
    for header in ["S", "W", "Π", "К", "כ", "م", "ㄱ", "#"] {
      #expect(headers.contains(header), "no \(header) header in\n\(list)")
    }
    try tmux.send("/")
    try tmux.type("karen")
    let found = try tmux.waitFor("/karen")
    #expect(found.contains("Каренина") && found.contains("Karen Smith"))
    #expect(!found.contains("Walker"))
    try tmux.send("Escape", "q")
    #expect(try tmux.exitStatus() == 0)
  }
}
