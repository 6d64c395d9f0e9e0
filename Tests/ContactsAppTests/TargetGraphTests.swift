import Foundation
import Testing

/// The target graph in docs/ARCHITECTURE.md is `Package.swift`'s, edge for edge: each line of
/// its block names a target and, after `──▶`, every target it depends on, and a target depends
/// only on targets listed below it, so the block reads as the layers from the top down.
@Suite("The target graph in docs/ARCHITECTURE.md is Package.swift's, drawn top down")
struct TargetGraphTests {
  static let arrow = "──▶"

  /// Each non-test target declared in `manifest` with its dependencies (names of other targets,
  /// in the order written); a target with no `dependencies:` depends on nothing.
  static func declaredGraph(in manifest: String) -> [String: [String]] {
    let pattern =
      /\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"\\]+)"(?:\s*,\s*dependencies:\s*\[([^\]]*)\])?([^)]*)/
    var graph: [String: [String]] = [:]
    for match in manifest.matches(of: pattern) where !match.output.3.contains("path: \"Tests/") {
      let list = match.output.2.map(String.init) ?? ""
      graph[String(match.output.1)] = list.matches(of: /"([^"]+)"/).map { String($0.output.1) }
    }
    return graph
  }

  /// The targets of the first fenced block under `## The target graph`, in order, each with the
  /// names after its arrow. A line that starts with a space goes on with the line above it.
  static func drawnGraph(in document: String) -> [(target: String, imports: [String])] {
    guard let heading = document.range(of: "## The target graph"),
      let open = document.range(of: "```\n", range: heading.upperBound..<document.endIndex),
      let close = document.range(of: "\n```", range: open.upperBound..<document.endIndex)
    else { return [] }
    var lines: [(target: String, imports: [String])] = []
    for line in document[open.upperBound..<close.lowerBound].split(separator: "\n") {
      let names = { (text: Substring) in
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
      if line.first == " ", !lines.isEmpty {
        lines[lines.count - 1].imports += names(line)
        continue
      }
      let parts = line.components(separatedBy: " \(arrow) ")
      lines.append((parts[0].trimmingCharacters(in: .whitespaces), parts.count > 1 ? names(Substring(parts[1])) : []))
    }
    return lines
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: TargetTableTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("each target has one line, with exactly the dependencies Package.swift gives it")
  func edgesMatch() throws {
    let declared = Self.declaredGraph(in: try Self.read("Package.swift"))
    let drawn = Self.drawnGraph(in: try Self.read("docs/ARCHITECTURE.md"))
    #expect(declared.count > 15, "Package.swift read as declaring only \(declared.keys.sorted())")
    let names = drawn.map(\.target)
    #expect(names.count == Set(names).count, "a target has more than one line: \(names)")
    #expect(Set(declared.keys).subtracting(names).sorted() == [], "targets the graph does not draw")
    #expect(Set(names).subtracting(declared.keys).sorted() == [], "lines for targets Package.swift does not declare")
    for line in drawn {
      guard let dependencies = declared[line.target] else { continue }
      #expect(
        Set(line.imports).subtracting(dependencies).sorted() == [], "\(line.target): drawn, not in Package.swift")
      #expect(
        Set(dependencies).subtracting(line.imports).sorted() == [], "\(line.target): in Package.swift, not drawn")
    }
  }

  @Test("every arrow points down: a target imports only targets on lines below its own")
  func arrowsPointDown() throws {
    let drawn = Self.drawnGraph(in: try Self.read("docs/ARCHITECTURE.md"))
    let position = Dictionary(uniqueKeysWithValues: drawn.enumerated().map { ($0.element.target, $0.offset) })
    for (index, line) in drawn.enumerated() {
      let above = line.imports.filter { (position[$0] ?? Int.max) <= index }
      #expect(above == [], "\(line.target) imports targets drawn above it or on its own line")
    }
  }

  @Test("the readers see what they should: lists, continuations, leaves and test targets")
  func readers() {
    let manifest = """
      .systemLibrary(name: "CLib", providers: []),
      .target(name: "Core", dependencies: ["CLib"], swiftSettings: strict),
      .target(
        name: "App",
        dependencies: [
          "Core", "CLib",
        ],
        swiftSettings: strict),
      .target(name: "TestSupport", dependencies: ["Core"], path: "Tests/TestSupport"),
      .executableTarget(name: "fuzz-\\(name)", dependencies: ["FuzzChecks"]),
      """
    #expect(Self.declaredGraph(in: manifest) == ["CLib": [], "Core": ["CLib"], "App": ["Core", "CLib"]])
    let document = """
      ## The target graph

      ```
      App ──▶ Core,
              CLib
      Core ──▶ CLib
      CLib
      ```
      """
    let drawn = Self.drawnGraph(in: document)
    #expect(drawn.map(\.target) == ["App", "Core", "CLib"])
    #expect(drawn.map(\.imports) == [["Core", "CLib"], ["CLib"], []])
  }
}
