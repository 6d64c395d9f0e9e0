import Foundation
import Testing

@testable import Authorization

@Suite("PlistReader")
struct PlistReaderTests {
  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What Foundation's decoder reads from the same bytes, or nil when it refuses them.
  private func foundation(_ bytes: [UInt8]) -> [String: PlistValue]? {
    try? PropertyListDecoder().decode([String: PlistValue].self, from: Data(bytes))
  }

  private func xml(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """.utf8)
  }

  @Test("reads the demo app's Info.plist itself, as Foundation does")
  func demoManifest() throws {
    let bytes = try Array(Data(contentsOf: Self.repository.appendingPathComponent("Resources/ContactsDemo/Info.plist")))
    let direct = try #require(PlistReader.topLevel(bytes))
    #expect(direct["CFBundleIdentifier"] == .string("com.example.ContactsDemo"))
    #expect(direct == foundation(bytes))
  }

  @Test("reads every plist of the manifest fuzz corpus it reads at all as Foundation does, and most of them")
  func corpus() throws {
    let folder = Self.repository.appendingPathComponent("Fuzz/Corpus/manifest")
    var read: Set<String> = []
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    for name in names {
      let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
      guard let direct = PlistReader.topLevel(bytes) else { continue }
      read.insert(name)
      #expect(direct == foundation(bytes), "\(name)")
    }
    #expect(read.count >= names.count / 2, "read \(read.sorted()) of \(names)")
    #expect(read.isSuperset(of: ["demo.xml.plist", "entities.xml.plist", "nested.binary.plist", "full.binary.plist"]))
  }

  @Test("reads binary plists written by Foundation, with nested containers, numbers and UTF-16 text")
  func binary() throws {
    let values: [String: Any] = [
      "CFBundleIdentifier": "com.example.Binary", "CFBundleName": "Čtečka ✓", "ContactsTUILimitedAccess": true,
      "Other": false, "Count": 3, "Ratio": 1.5, "List": ["a", ["b": true]], "Empty": "",
    ]
    let bytes = try Array(PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0))
    let direct = try #require(PlistReader.topLevel(bytes))
    #expect(direct == foundation(bytes))
    #expect(direct["CFBundleName"] == .string("Čtečka ✓"))
    #expect(direct["List"] == .other)
    #expect(direct["ContactsTUILimitedAccess"] == .bool(true))
  }

  @Test("decodes the five predefined entities and keeps whitespace inside strings")
  func entities() throws {
    let bytes = xml("<key>A&amp;B</key><string> &lt;x&gt; &quot;q&quot; &apos;s&apos;\n\ttabbed </string>")
    let direct = try #require(PlistReader.topLevel(bytes))
    #expect(direct == ["A&B": .string(" <x> \"q\" 's'\n\ttabbed ")])
    #expect(direct == foundation(bytes))
  }

  @Test(
    "leaves to Foundation what it is not sure of",
    arguments: [
      "<key>A</key><string>&#65;</string>",
      "<key>A</key><string><![CDATA[x]]></string>",
      "<key>A</key><string>&ext;</string>",
      "<key>A</key><integer>1</integer>",
      "<key>A</key><date>2020-01-01T00:00:00Z</date>",
      "<key>A</key><data>AA==</data>",
      "<key>A</key><string>x</string><key>A</key><string>y</string>",
      "<key>A</key><string a=\"1\">x</string>",
      "<key>A</key><!-- c --><string>x</string>",
      "<key>A</key><string>a\r\nb</string>",
      "<key>A</key><string/>",
    ])
  func undecided(body: String) {
    #expect(PlistReader.topLevel(xml(body)) == nil)
  }

  @Test("leaves a DOCTYPE with an internal subset, and anything after the plist, to Foundation")
  func doctypeAndTrailer() {
    let entity = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [<!ENTITY e "x">]>
      <plist><dict><key>A</key><string>&e;</string></dict></plist>
      """
    #expect(PlistReader.topLevel(Array(entity.utf8)) == nil)
    #expect(PlistReader.topLevel(xml("") + Array("<plist/>".utf8)) == nil)
    #expect(PlistReader.topLevel(Array("<plist><array/></plist>".utf8)) == nil)
  }

  @Test("a manifest reads the same through either reader")
  func sameManifest() throws {
    let source = URL(fileURLWithPath: "/test/Info.plist")
    let bytes = Data(
      xml("<key>CFBundleIdentifier</key><string>com.example.Same</string><key>ContactsTUILimitedAccess</key><true/>"))
    let direct = try AppManifest.parse(bytes, source: source, reader: .direct)
    #expect(direct == (try AppManifest.parse(bytes, source: source, reader: .foundation)))
    #expect(direct.prefersLimitedAccess)
  }

  @Test("trims the white space Foundation's whitespacesAndNewlines names, and only that")
  func trimming() {
    for value in Array(0...0x3100) + [0xFEFF, 0x205F, 0x1680, 0x180E, 0xE000] {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let foundation = CharacterSet.whitespacesAndNewlines.contains(scalar)
      #expect(AppManifest.isWhitespaceOrNewline(scalar) == foundation, "U+\(String(value, radix: 16))")
    }
    let padded = " \t\u{3000}com.example.X\u{2028}\r\n\u{85}"
    #expect(AppManifest.trimmingWhitespace(padded) == padded.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(AppManifest.trimmingWhitespace(" \n\t") == "")
    #expect(AppManifest.trimmingWhitespace("a b") == "a b")
  }
}
