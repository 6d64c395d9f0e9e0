import Foundation
import Testing

/// `@unchecked Sendable` turns the compiler's data-race check off for a type, so it stays rare
/// and explained: at most `limit` declarations in `Sources`, each with a `//` comment on the line
/// above it that says why the compiler cannot see it is safe. Any other type is made Sendable
/// the checked way (a `Mutex`, immutable `let`s of Sendable types, `ReadOnlyMemory`).
@Suite("@unchecked Sendable stays rare and explained")
struct UncheckedSendableTests {
  /// The most declarations `Sources` may hold.
  static let limit = 5

  /// One `@unchecked Sendable` in code (not in a comment).
  struct Declaration: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    /// Whether the line above is a `//` comment (doc comments included).
    var explained: Bool
    var description: String { "\(file):\(line)" }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The declarations of one file's `text`: lines where `@unchecked Sendable` comes before any
  /// `//`, so a comment that mentions it is not one.
  static func declarations(in text: String, file: String) -> [Declaration] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.compactMap { index in
      let line = lines[index]
      guard let found = line.range(of: "@unchecked Sendable") else { return nil }
      if let comment = line.range(of: "//"), comment.lowerBound < found.lowerBound { return nil }
      let above = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
      return Declaration(file: file, line: index + 1, explained: above.hasPrefix("//"))
    }
  }

  /// Every declaration in the Swift files under `Sources`.
  static func sourceDeclarations() throws -> [Declaration] {
    let sources = root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 100, "the sources were not found at \(sources.path)")
    return try files.flatMap { file in
      let name = String(file.path.dropFirst(root.path.count + 1))
      return declarations(in: try String(contentsOf: file, encoding: .utf8), file: name)
    }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  @Test("a declaration is found in code, not in a comment, and knows whether a comment explains it")
  func findsDeclarations() {
    let text = """
      // @unchecked Sendable: the handle is immutable.
      struct Handle: @unchecked Sendable {}
      /// A doc comment that mentions @unchecked Sendable is not one.
      let y = 2
      final class Bare: @unchecked Sendable {}
      let x = 1  // a trailing @unchecked Sendable is a comment too
      """
    #expect(
      Self.declarations(in: text, file: "F.swift") == [
        Declaration(file: "F.swift", line: 2, explained: true),
        Declaration(file: "F.swift", line: 5, explained: false),
      ])
  }

  @Test("Sources holds at most five, each with its reason on the line above")
  func rareAndExplained() throws {
    let found = try Self.sourceDeclarations()
    #expect(
      found.count <= Self.limit,
      "\(found.count) @unchecked Sendable in Sources, at most \(Self.limit): \(found.map(\.description))")
    let bare = found.filter { !$0.explained }
    #expect(bare.isEmpty, "@unchecked Sendable without a // comment on the line above: \(bare.map(\.description))")
  }
}
