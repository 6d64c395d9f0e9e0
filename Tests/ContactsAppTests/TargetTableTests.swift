import Foundation
import Testing

/// One table of targets: docs/ARCHITECTURE.md, "What each target owns", names exactly the
/// targets `Package.swift` declares (test targets and the generated fuzz executables aside), so
/// a target added, renamed or removed without its line there fails here.
@Suite("The target table in docs/ARCHITECTURE.md matches Package.swift")
struct TargetTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The names of the `.target`, `.executableTarget` and `.systemLibrary` declarations in
  /// `manifest` whose name is a literal and whose path, when given, is not under `Tests/`.
  static func declaredTargets(in manifest: String) -> Set<String> {
    let pattern = /\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"\\]+)"([^)]*)/
    var names = Set<String>()
    for match in manifest.matches(of: pattern) where !match.output.2.contains("path: \"Tests/") {
      names.insert(String(match.output.1))
    }
    return names
  }

  /// The first column of the table under the heading `## What each target owns` in `document`.
  static func tabledTargets(in document: String) -> [String] {
    guard let start = document.range(of: "## What each target owns") else { return [] }
    var names: [String] = []
    let lines = document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines.drop(while: { !$0.hasPrefix("|") }) {
      guard line.hasPrefix("|") else { break }
      let cell = line.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
      guard cell.hasPrefix("`"), cell.hasSuffix("`") else { continue }
      names.append(String(cell.dropFirst().dropLast()))
    }
    return names
  }

  @Test("every target in Package.swift has one line in the table, and the table names no other")
  func tableMatchesManifest() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let document = try String(
      contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let declared = Self.declaredTargets(in: manifest)
    let tabled = Self.tabledTargets(in: document)
    #expect(declared.count > 15, "Package.swift read as declaring only \(declared.sorted())")
    #expect(tabled.count == Set(tabled).count, "a target has more than one line: \(tabled)")
    #expect(declared.subtracting(tabled).sorted() == [], "targets without a line in docs/ARCHITECTURE.md")
    #expect(Set(tabled).subtracting(declared).sorted() == [], "lines for targets Package.swift does not declare")
  }

  @Test("the readers see what they should: a test target and a generated name are left out")
  func readers() {
    let manifest = """
      .systemLibrary(name: "CLib", providers: []),
      .target(name: "Core", dependencies: ["CLib"]),
      .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
      .executableTarget(name: "fuzz-\\(name)", dependencies: ["FuzzChecks"]),
      .executableTarget(
        name: "tool", dependencies: ["Core"]),
      """
    #expect(Self.declaredTargets(in: manifest) == ["CLib", "Core", "tool"])
    let document = """
      ## What each target owns

      | target | owns |
      | --- | --- |
      | `Core` | the core |
      | `tool` | the tool |

      | `Other` | a later table |
      """
    #expect(Self.tabledTargets(in: document) == ["Core", "tool"])
  }
}
