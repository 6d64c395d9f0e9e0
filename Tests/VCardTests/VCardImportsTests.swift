import Foundation
import Testing

/// The codec is handed bytes and gives back contacts: it opens no file and knows nothing of
/// authorization (docs/ARCHITECTURE.md). `Package.swift` keeps Authorization out; this keeps out
/// Foundation and the C library, through which a file could be opened.
@Suite("The vCard codec's imports")
struct VCardImportsTests {
  /// The modules the codec may import: the model it builds and the byte helpers it shares.
  static let allowed: Set<String> = ["ContactModel", "ContactsSupport"]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/VCard")

  /// Every module `text` imports, whatever the access level or attribute before `import`.
  static func imports(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      line.firstMatch(
        of:
          /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
      )
      .map { String($0.1) }
    }
  }

  @Test(
    "an import line names its module, whatever comes before import",
    arguments: [
      ("import ContactModel", ["ContactModel"]),
      ("public import Foundation", ["Foundation"]),
      ("  @preconcurrency package import Glibc", ["Glibc"]),
      ("import func Darwin.memchr", ["Darwin"]),
      ("// import Foundation is a comment", []),
    ])
  func parsesImports(line: String, modules: [String]) {
    #expect(Self.imports(in: line) == modules)
  }

  @Test("every file of the codec imports only the model and the byte helpers")
  func onlyModelAndSupport() throws {
    let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 10, "the codec's sources were not found at \(Self.sources.path)")
    for file in files {
      let foreign = Self.imports(in: try String(contentsOf: file, encoding: .utf8)).filter {
        !Self.allowed.contains($0)
      }
      #expect(foreign.isEmpty, "\(file.lastPathComponent) imports \(foreign)")
    }
  }
}
