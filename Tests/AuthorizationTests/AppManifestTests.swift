import ContactModel
import Foundation
import Testing

@testable import Authorization

@Suite("AppManifest")
struct AppManifestTests {
  let directory = TemporaryDirectory()

  private func plist(_ dictionary: [String: Any], format: PropertyListSerialization.PropertyListFormat) throws -> URL {
    let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: format, options: 0)
    return try directory.write(data, to: "Info-\(UUID().uuidString).plist")
  }

  private func loadError(_ url: URL) -> ContactsError? {
    do {
      _ = try AppManifest.load(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  @Test("reads every key from an XML Info.plist")
  func xml() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>CFBundleIdentifier</key><string>com.example.ContactsDemo</string>
        <key>CFBundleDisplayName</key><string>Contacts Demo</string>
        <key>CFBundleName</key><string>ContactsDemo</string>
        <key>NSContactsUsageDescription</key><string>Shows your contacts.</string>
        <key>ContactsTUILimitedAccess</key><true/>
      </dict>
      </plist>
      """
    var manifest = try AppManifest.load(contentsOf: directory.write(Data(xml.utf8), to: "Info.plist"))
    // Where it was read from and its fingerprint are checked in AppFingerprintTests.
    #expect(manifest.plistPath != nil && manifest.fingerprint != nil)
    manifest.plistPath = nil
    manifest.fingerprint = nil
    #expect(
      manifest
        == AppManifest(
          bundleIdentifier: "com.example.ContactsDemo", displayName: "Contacts Demo", bundleName: "ContactsDemo",
          contactsUsageDescription: "Shows your contacts.", prefersLimitedAccess: true
        )
    )
    #expect(manifest.promptName == "Contacts Demo")
    #expect(manifest.hasUsageDescription)
  }

  @Test("reads a binary Info.plist")
  func binary() throws {
    let url = try plist(
      ["CFBundleIdentifier": "org.example.Binary", "NSContactsUsageDescription": "Because."],
      format: .binary
    )
    #expect(try Data(contentsOf: url).starts(with: Data("bplist".utf8)))
    let manifest = try AppManifest.load(contentsOf: url)
    #expect(manifest.bundleIdentifier == "org.example.Binary")
    #expect(manifest.contactsUsageDescription == "Because.")
    #expect(manifest.prefersLimitedAccess == false)
  }

  @Test(
    "the prompt name falls back from display name to bundle name to bundle id",
    arguments: [
      (["CFBundleDisplayName": "Display", "CFBundleName": "Name"], "Display"),
      (["CFBundleName": "Name"], "Name"),
      (["CFBundleDisplayName": "", "CFBundleName": "Name"], "Name"),
      (["CFBundleDisplayName": "  ", "CFBundleName": ""], "com.example.Fallback"),
      ([:], "com.example.Fallback"),
    ]
  )
  func promptName(names: [String: String], expected: String) throws {
    var dictionary: [String: Any] = names
    dictionary["CFBundleIdentifier"] = "com.example.Fallback"
    #expect(try AppManifest.load(contentsOf: plist(dictionary, format: .xml)).promptName == expected)
  }

  @Test(
    "a usage description counts only when it is a non-empty string",
    arguments: [
      ("Shows your contacts.", true),
      ("", false),
      ("   \n", false),
      (42, false),
      (true, false),
    ] as [(any Sendable, Bool)]
  )
  func usageDescription(value: any Sendable, counts: Bool) throws {
    let url = try plist(["CFBundleIdentifier": "com.example.App", "NSContactsUsageDescription": value], format: .xml)
    let manifest = try AppManifest.load(contentsOf: url)
    #expect(manifest.hasUsageDescription == counts)
    #expect((manifest.contactsUsageDescription != nil) == counts)
  }

  @Test("a missing usage description loads, and the iOS message is verbatim")
  func missingUsageDescription() throws {
    let manifest = try AppManifest.load(contentsOf: plist(["CFBundleIdentifier": "com.example.App"], format: .xml))
    #expect(manifest.contactsUsageDescription == nil)
    #expect(
      AppManifest.usageDescriptionMissingMessage
        == "This app has crashed because it attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an NSContactsUsageDescription key with a string value explaining to the user how the app uses this data."
    )
  }

  @Test("ContactsError's usageDescriptionMissing default message is iOS's crash text")
  func usageMessage() {
    #expect(ContactsError(.usageDescriptionMissing).message == AppManifest.usageDescriptionMissingMessage)
  }

  @Test("a missing file is an invalid manifest that names the file")
  func missingFile() {
    let url = directory.url.appendingPathComponent("Nope.plist")
    let error = loadError(url)
    #expect(error?.code == .invalidManifest)
    #expect(error?.message.contains(url.path) == true)
    #expect(error?.message.contains("does not exist") == true)
  }

  @Test("a directory is an invalid manifest")
  func directoryInstead() {
    let error = loadError(directory.url)
    #expect(error?.code == .invalidManifest)
    #expect(error?.message.contains("is a directory") == true)
  }

  @Test(
    "files that are not usable Info.plists are refused with the reason",
    arguments: [
      ("not a plist at all {", "is not a property list"),
      ("", "is not a property list"),
      ("<plist version=\"1.0\"><array><string>x</string></array></plist>", "does not hold a dictionary"),
      (
        "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>X</string></dict></plist>", "no CFBundleIdentifier"
      ),
      (
        "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><integer>7</integer></dict></plist>",
        "no CFBundleIdentifier"
      ),
      (
        "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>   </string></dict></plist>",
        "invalid CFBundleIdentifier"
      ),
      (
        "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>com.example.a b#c</string></dict></plist>",
        "invalid CFBundleIdentifier"
      ),
      (
        "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>com.x</string>"
          + "<key>ContactsTUILimitedAccess</key><string>YES</string></dict></plist>",
        "not a Boolean"
      ),
    ]
  )
  func invalidFiles(contents: String, reason: String) throws {
    let url = try directory.write(Data(contents.utf8), to: "Bad-\(UUID().uuidString).plist")
    let error = loadError(url)
    #expect(error?.code == .invalidManifest)
    #expect(error?.message.contains(url.path) == true)
    #expect(error?.message.contains(reason) == true, "\(error?.message ?? "no error")")
  }

  @Test("surrounding whitespace around the bundle id is ignored")
  func trimmedIdentifier() throws {
    let url = try plist(["CFBundleIdentifier": "  com.example.Spaced\n"], format: .xml)
    #expect(try AppManifest.load(contentsOf: url).bundleIdentifier == "com.example.Spaced")
  }

  /// Found by the manifest fuzzer (Fuzz/Regressions/manifest/binary-set-crash.plist): a binary
  /// plist whose top object is a set made Foundation's PropertyListSerialization crash.
  @Test("a binary plist whose top object is a set is refused instead of crashing the reader")
  func binarySet() throws {
    let header = Array("bplist00".utf8)
    // Objects: 0 a set of {1}, 1 the string "CFBundleIdentifier"; then the offset table and trailer.
    let setAtTop = header + [0xC1, 0x01] + [0x5F, 0x10, 0x12] + Array("CFBundleIdentifier".utf8)
    let offsets: [UInt8] = [0x08, 0x0A]
    let trailer: [UInt8] =
      [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0]
      + [0, 0, 0, 0, 0, 0, 0, UInt8(setAtTop.count)]
    let url = try directory.write(Data(setAtTop + offsets + trailer), to: "Set.plist")
    let error = loadError(url)
    #expect(error?.code == .invalidManifest)
    #expect(error?.message.contains("malformed binary property list") == true, "\(error?.message ?? "no error")")

    let saved = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/manifest/binary-set-crash.plist")
    #expect(loadError(saved)?.code == .invalidManifest)
  }

  /// A binary plist of `objects` (their encoded bytes, references one byte each), `top` first read.
  private func binaryPlist(_ objects: [[UInt8]], top: UInt8 = 0) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets += [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
      bytes += object
    }
    let table = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 2, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, top] + [0, 0, 0, 0, 0, 0, UInt8(table >> 8), UInt8(table & 0xFF)]
    return Data(bytes)
  }

  @Test(
    "malformed binary plists are refused before Foundation reads them",
    arguments: [
      ("a string running past the object table", [[0x5F, 0x10, 0xF0] + Array("CFBundleIdentifier".utf8)]),
      ("an array that contains itself", [[0xA1, 0x00]]),
      ("a reference to an object that does not exist", [[0xD1, 0x01, 0x05], [0x51, 0x41]]),
      ("an unknown marker", [[0x70]]),
      // Thirty arrays each referring twice to the next: 2^30 objects once spelled out.
      ("a small file that spells out a billion objects", (1...30).map { [0xA2, UInt8($0), UInt8($0)] } + [[0x09]]),
    ] as [(String, [[UInt8]])]
  )
  func malformedBinary(problem: String, objects: [[UInt8]]) throws {
    let url = try directory.write(binaryPlist(objects), to: "Bad-\(UUID().uuidString).plist")
    let error = loadError(url)
    #expect(error?.code == .invalidManifest, "\(problem)")
    #expect(error?.message.contains("malformed binary property list") == true, "\(problem): \(error?.message ?? "")")
    let saved = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/manifest/binary-string-past-table.plist")
    #expect(loadError(saved)?.code == .invalidManifest)
  }

  @Test("a well-formed binary plist with shared values still loads")
  func sharedBinaryValues() throws {
    // A dictionary whose two keys share one string object as their value.
    let identifier = [0x5F, 0x10, 0x12] + Array("CFBundleIdentifier".utf8)
    let name = [0x5C] + Array("CFBundleName".utf8)
    let value = [0x59] + Array("com.x.App".utf8)
    let url = try directory.write(
      binaryPlist([[0xD2, 0x01, 0x02, 0x03, 0x03], identifier, name, value]), to: "Shared.plist")
    let manifest = try AppManifest.load(contentsOf: url)
    #expect(manifest.bundleIdentifier == "com.x.App")
    #expect(manifest.bundleName == "com.x.App")
  }

  /// Found in review: Foundation's XML reader recursed once per level and overflowed its stack.
  @Test("an XML plist nested ten thousand deep is refused with a message, not a crash")
  func deeplyNestedXML() throws {
    for container in ["array", "dict"] {
      let inner = container == "array" ? "<string>x</string>" : "<key>k</key><string>x</string>"
      let open = container == "array" ? "<array>" : "<dict><key>k</key><dict>"
      let close = container == "array" ? "</array>" : "</dict></dict>"
      let nested = String(repeating: open, count: 10_000) + inner + String(repeating: close, count: 10_000)
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.example.Deep</string>
        <key>Deep</key>\(nested)</dict></plist>
        """
      let url = try directory.write(Data(xml.utf8), to: "Deep-\(container).plist")
      let error = try #require(loadError(url))
      #expect(error.code == .invalidManifest)
      #expect(error.message.contains("deep"))
    }
  }

  @Test("an XML plist nested a few levels, with empty containers, still loads")
  func shallowNestingLoads() throws {
    let nested = String(repeating: "<array>", count: 20) + "<array/><dict/>" + String(repeating: "</array>", count: 20)
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.Shallow</string>
      <key>NSContactsUsageDescription</key><string>Reads contacts.</string>
      <key>Nested</key>\(nested)</dict></plist>
      """
    let url = try directory.write(Data(xml.utf8), to: "Shallow.plist")
    #expect(try AppManifest.load(contentsOf: url).bundleIdentifier == "com.example.Shallow")
  }
}
