import Foundation
import Testing

/// Untrusted text reaches the terminal only neutralised: Info.plist names, file names and card
/// values in every message on stderr and in the listings; raw in a vCard export to a pipe.
@Suite("Hostile text never sends a control sequence to the terminal", .serialized)
struct HostileTextTests {
  /// A title set, a clipboard write (OSC 52), a link (OSC 8), a clear screen, a C1 CSI, a NEL and
  /// a right-to-left override.
  static let hostile =
    "Eve\u{1B}]0;PWNED\u{7}\u{1B}]52;c;ZXZpbA==\u{1B}\\\u{1B}]8;;http://x\u{1B}\\\u{1B}[2J\u{9B}H\u{85}\u{202E}gpj"

  /// `hostile` as a file name (no slash).
  static let hostileName = hostile.replacingOccurrences(of: "/", with: "_")

  /// The first byte sequence in `text` that a terminal would act on: a C0 control but line feed
  /// and tab, DEL, a C1 control, or a bidi control. Written out here, not taken from the app.
  static func firstControl(in text: String) -> String? {
    let bidi: Set<UInt32> = [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    return text.unicodeScalars.first { scalar in
      (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        || bidi.contains(scalar.value)
    }.map { "U+" + String($0.value, radix: 16) }
  }

  /// A scratch folder with a hostile app (binary plists carry any character), cards and names.
  final class Fixture {
    let folder: URL
    let home: TestHome

    init() throws {
      home = try TestHome()
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-hostile-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try plist(["CFBundleIdentifier": "com.evil\(hostile)", "NSContactsUsageDescription": "x"], "badid.plist")
      try plist(
        ["CFBundleIdentifier": "com.evil.app", "CFBundleDisplayName": hostile, "NSContactsUsageDescription": hostile],
        "badname.plist")
      try plist(
        ["CFBundleIdentifier": "com.evil.nodesc", "CFBundleDisplayName": hostile], "nodesc\(hostileName).plist")
      let card = { (uid: String, name: String, extra: String) in
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\n\(extra)END:VCARD\r\n"
      }
      try Data(
        (card("h1", "Mal" + hostile, "BDAY:\(hostile)\r\nNOTE:note\(hostile)\r\n") + card("h2", "Plain", "TEL:555\r\n"))
          .utf8
      ).write(to: url("hostile.vcf"))
      let folderName = url("dir\(hostileName)")
      try FileManager.default.createDirectory(at: folderName, withIntermediateDirectories: true)
      try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:x\r\nBDAY:zzz\r\nEND:VCARD\r\n".utf8)
        .write(to: folderName.appendingPathComponent("c.vcf"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func path(_ name: String) -> String { url(name).path }

    private func plist(_ values: [String: String], _ name: String) throws {
      try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0).write(to: url(name))
    }

    /// Grants the hostile-named app full access.
    func grant() throws {
      #expect(try home.cli(["permissions", "set", "com.evil.app", "allow"]).status == 0)
    }
  }

  /// What the messages quote: each case names a command line whose stderr quotes it.
  static let messages = [
    "an invalid bundle id", "a display name in a refusal", "a file name in a missing usage description",
    "a card's bad value", "a folder name in a diagnostic", "a missing source's name", "a bundle id on the command line",
  ]

  /// The command line for one of `messages`.
  static func arguments(quoting message: String, _ fixture: Fixture) -> [String] {
    let app = ["--app", fixture.path("badname.plist")]
    let folder = "dir" + hostileName
    switch message {
    case "an invalid bundle id": return ["status", "--app", fixture.path("badid.plist")]
    case "a display name in a refusal": return ["list"] + app
    case "a file name in a missing usage description":
      return ["--plain", "--app", fixture.path("nodesc" + hostileName + ".plist")]
    case "a card's bad value": return ["list"] + app + ["--contacts", fixture.path("hostile.vcf")]
    case "a folder name in a diagnostic": return ["list"] + app + ["--contacts", fixture.path(folder)]
    case "a missing source's name": return ["list"] + app + ["--contacts", fixture.path("none" + hostileName)]
    default: return ["permissions", "reset", "com.x" + hostile]
    }
  }

  @Test("every message on stderr is neutralised", arguments: messages)
  func stderrIsNeutralised(name: String) throws {
    let fixture = try Fixture()
    if name != "a display name in a refusal" { try fixture.grant() }
    let output = try fixture.home.cli(Self.arguments(quoting: name, fixture))
    #expect(!output.stderr.isEmpty)
    #expect(Self.firstControl(in: output.stderr) == nil, "\(output.stderr.debugDescription)")
    #expect(
      output.stderr.contains("\u{FFFD}"), "the hostile text was quoted, neutralised: \(output.stderr.debugDescription)")
  }

  @Test(
    "text, TSV, CSV and JSON listings hold no control character; JSON escapes C0, C1 and bidi controls",
    arguments: ["text", "tsv", "csv", "json"])
  func listings(format: String) throws {
    let fixture = try Fixture()
    try fixture.grant()
    let output = try fixture.home.cli([
      "list", "--app", fixture.path("badname.plist"), "--contacts", fixture.path("hostile.vcf"), "--format", format,
    ])
    #expect(output.status == 0)
    // CSV's records end in CR LF (RFC 4180); no other carriage return is left.
    let stdout = format == "csv" ? output.stdout.replacingOccurrences(of: "\r\n", with: "\n") : output.stdout
    #expect(Self.firstControl(in: stdout) == nil, "\(output.stdout.debugDescription)")
    if format == "json" {
      for escape in ["\\u001b", "\\u0007", "\\u009b", "\\u0085", "\\u202e"] {
        #expect(output.stdout.contains(escape), "\(escape)")
      }
      #expect(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) is [Any])
    } else {
      #expect(output.stdout.contains("Eve\u{FFFD}]0"))
    }
  }

  @Test("a vCard export keeps the cards' bytes in a pipe, and neutralises them on a terminal")
  func vcard() throws {
    let fixture = try Fixture()
    try fixture.grant()
    let arguments = [
      "list", "--app", fixture.path("badname.plist"), "--contacts", fixture.path("hostile.vcf"), "--format", "vcard",
    ]
    let piped = try fixture.home.cli(arguments)
    #expect(piped.stdout.contains("\u{1B}]52;c;"), "the export is faithful")
    #expect(piped.stdout.contains("\u{202E}"))
    let words: [String] = [Binary.path] + arguments + fixture.home.arguments
    let quoted: [String] = words.map { word in "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let command = quoted.joined(separator: " ") + " 2>/dev/null"
    let terminal = try Shell.capture("/usr/bin/script", ["-qec", command, "/dev/null"])
    let shown = terminal.stdout.replacingOccurrences(of: "\r", with: "")
    #expect(shown.contains("BEGIN:VCARD"))
    #expect(Self.firstControl(in: shown) == nil, "\(shown.debugDescription)")
    #expect(shown.contains("\u{FFFD}]52;c;"))
  }

  @Test("the browser and the prompt show hostile text as text: the pane's title never changes")
  func screens() throws {
    let fixture = try Fixture()
    let prompt = try TmuxSession(fixture.home.arguments + ["--app", fixture.path("badname.plist")])
    let before = try prompt.paneTitle()
    var screen = try prompt.waitFor("Would Like to Access")
    #expect(screen.contains("\u{FFFD}]0;PWNED"))
    Pause.pastArmingDelay()
    try prompt.send("Escape")
    #expect(try prompt.exitStatus() == 4)
    #expect(try prompt.paneTitle() == before)

    let line = try TmuxSession(
      fixture.home.arguments + ["--plain", "--timeout", "5", "--app", fixture.path("badname.plist")])
    screen = try line.waitFor("Allow? [y/N]")
    #expect(screen.contains("\u{FFFD}]0;PWNED"), "the line prompt too: \(screen)")
    Pause.pastArmingDelay()
    try line.type("n")
    Pause.pastArmingDelay()
    try line.send("Enter")
    // Denied, or no decision if the prompt takes the keys as typing: the title is what matters.
    #expect([1, 4].contains(try line.exitStatus()))
    #expect(try line.paneTitle() == before)

    try fixture.grant()
    let browser = try TmuxSession(
      fixture.home.arguments + ["--app", fixture.path("badname.plist"), "--contacts", fixture.path("hostile.vcf")])
    screen = try browser.waitFor("of 2 contacts")
    #expect(screen.contains("\u{FFFD}]0;PWNED"))
    try browser.send("w")
    screen = try browser.waitFor("BDAY")
    #expect(screen.contains("\u{FFFD}]0;PWNED"))
    try browser.send("Escape")
    try browser.send("q")
    #expect(try browser.exitStatus() == 0)
    #expect(try browser.paneTitle() == before)
  }
}
