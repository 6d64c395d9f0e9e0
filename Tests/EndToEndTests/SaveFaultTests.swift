import Foundation
import Testing

/// Saves killed with SIGKILL at random points: every file is always readable, with either the old
/// or the new card, never a mix or a torn file.
@Suite("Saves killed midway", .serialized)
struct SaveFaultTests {
  static func card(_ number: Int) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u\(number)\r\nN:Person;Number \(number);;;\r\nFN:Number \(number) Person\r\n"
      + "NOTE:padding so the file takes a moment to write \(String(repeating: "x", count: 40))\r\nEND:VCARD\r\n"
  }

  static func granted() throws -> TestHome {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    return home
  }

  /// Runs `arguments` and kills it after a random delay up to `limit` seconds.
  static func killedRun(_ arguments: [String], within limit: Double) throws {
    let pid = try Shell.spawn([Binary.path] + arguments)
    usleep(UInt32(Double.random(in: 0...limit) * 1_000_000))
    kill(pid, SIGKILL)
    Shell.wait(for: pid)
  }

  /// How long one run takes, to spread the kills over it.
  static func duration(_ arguments: [String]) throws -> Double {
    let start = Date()
    Shell.wait(for: try Shell.spawn([Binary.path] + arguments))
    return Date().timeIntervalSince(start)
  }

  @Test("a .vcf file of 3,000 cards: 120 adds and deletes killed at random leave it old or new")
  func singleFile() throws {
    let home = try Self.granted()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    let path = home.url.appendingPathComponent("book.vcf").path
    var cards = (0..<3000).map(Self.card)
    try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: path))
    let common = ["--contacts", path] + home.arguments
    let limit = try Self.duration(["add", "--name", "Timing Run"] + common) * 1.2
    cards.append(
      try #require(
        String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "END:VCARD\r\n").dropLast().last
      ).appending("END:VCARD\r\n"))
    var next = 10_000
    var committed = 0
    for round in 0..<120 {
      let before = try String(contentsOfFile: path, encoding: .utf8)
      #expect(before == cards.joined(), "round \(round): the file is not what the last save left")
      if round % 2 == 0 {
        next += 1
        try Self.killedRun(["add", "--name", "Added \(next)"] + common, within: limit)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        if after != before {
          #expect(after.hasPrefix(before), "round \(round): old cards changed")
          let added = String(after.dropFirst(before.count))
          #expect(added.hasPrefix("BEGIN:VCARD\r\n") && added.hasSuffix("END:VCARD\r\n"), "round \(round): torn card")
          #expect(added.components(separatedBy: "BEGIN:VCARD").count == 2)
          cards.append(added)
          committed += 1
        }
      } else {
        let victim = Int.random(in: 0..<cards.count)
        let uid = try #require(
          cards[victim].components(separatedBy: "UID:").last?.components(separatedBy: "\r\n").first)
        try Self.killedRun(["delete", "--id", uid, "--yes"] + common, within: limit)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        if after != before {
          var rest = cards
          rest.remove(at: victim)
          #expect(after == rest.joined(), "round \(round): not the old file and not the new one")
          cards = rest
          committed += 1
        }
      }
    }
    print("single file: \(committed) of 120 killed saves had committed, the rest left the file old")
    let listed = try home.cli(["list", "--format", "tsv"] + ["--contacts", path])
    #expect(listed.status == 0 && listed.stderr.isEmpty)
  }

  @Test("a vdir: 100 adds and deletes killed at random leave every card file whole")
  func vdir() throws {
    let home = try Self.granted()
    let folder = home.url.appendingPathComponent("cards").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for number in 0..<300 {
      try Data(Self.card(number).utf8).write(to: URL(fileURLWithPath: folder + "/u\(number).vcf"))
    }
    let common = ["--contacts", folder] + home.arguments
    let limit = try Self.duration(["add", "--name", "Timing Run"] + common) * 1.2
    var committed = 0
    for round in 0..<100 {
      let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") })
      if round % 2 == 0 {
        try Self.killedRun(["add", "--name", "Added \(round)"] + common, within: limit)
      } else {
        let victim = try #require(names.filter { $0.hasPrefix("u") }.randomElement())
        try Self.killedRun(["delete", "--id", String(victim.dropLast(4)), "--yes"] + common, within: limit)
      }
      let after = Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") })
      #expect(abs(after.count - names.count) <= 1, "round \(round)")
      if after != names { committed += 1 }
      for name in after.subtracting(names) {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCARD\r\n") && text.hasSuffix("END:VCARD\r\n"), "round \(round): torn \(name)")
      }
    }
    print("vdir: \(committed) of 100 killed saves had committed, the rest left the folder old")
    let listed = try home.cli(["list", "--format", "tsv"] + ["--contacts", folder])
    #expect(listed.status == 0 && listed.stderr.isEmpty)
  }
  @Test("saves killed at random leave temporaries that the next save of the file removes, and no card is lost")
  func staleTemporariesCleaned() throws {
    let home = try Self.granted()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    let path = home.url.appendingPathComponent("book.vcf").path
    try Data((0..<3000).map(Self.card).joined().utf8).write(to: URL(fileURLWithPath: path))
    let common = ["--contacts", path] + home.arguments
    let limit = try Self.duration(["add", "--name", "Timing Run"] + common) * 1.2
    func temporaries() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: home.url.path).filter {
        $0.hasPrefix(".book.vcf.") && $0.hasSuffix(".tmp")
      }
    }
    var left = 0
    for round in 0..<40 {
      try Self.killedRun(["add", "--name", "Killed \(round)"] + common, within: limit)
      left = max(left, try temporaries().count)
    }
    // One more left by a save whose process is surely gone, so the check never depends on luck.
    let process = try Shell.spawn(["/bin/true"])
    Shell.wait(for: process)
    try Data("partial card".utf8).write(to: URL(fileURLWithPath: home.url.path + "/.book.vcf.\(process).1.tmp"))
    #expect(try temporaries().count >= 1)
    print("stale temporaries: at most \(left) after 40 killed saves (\(try temporaries().count) with the planted one)")
    #expect(try home.cli(["add", "--name", "After The Kills"] + common).status == 0)
    #expect(try temporaries().isEmpty, "the save removed every stale temporary")
    let listed = try home.cli(["list", "--format", "tsv"] + ["--contacts", path])
    #expect(listed.status == 0 && listed.stderr.isEmpty)
    #expect(listed.stdout.contains("After The Kills"))
    #expect(listed.stdout.contains("Number 2999 Person"))
  }
}
