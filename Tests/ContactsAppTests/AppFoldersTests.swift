import Foundation
import Testing

/// The rule of docs/DECISIONS.md, "Folders of the app", "Folders of the screens" and "Folders of
/// the prompt": a folder of `Sources/ContactsApp`, `Sources/ContactsScreens` or
/// `Sources/ContactsPrompt` uses only folders listed below it in its target's section. The check reads the order from that section and the types from the sources,
/// so neither can drift from the other.
@Suite("The app's folders depend one way")
struct AppFoldersTests {
  /// One source file: its folder and its text.
  struct SourceFile {
    var folder: String
    var name: String
    var text: String
  }

  /// A file that names a type declared in a folder above its own.
  struct Violation: Equatable, CustomStringConvertible {
    var file: String
    var type: String
    var declaredIn: String
    var description: String { "\(file) names \(type), which \(declaredIn)/ declares" }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each target whose folders keep the rule, and the heading of its section.
  static let targets = [
    ("ContactsApp", "## Folders of the app"), ("ContactsScreens", "## Folders of the screens"),
    ("ContactsPrompt", "## Folders of the prompt"),
  ]

  /// The folders, top to bottom, as the numbered list of the decision under `heading` gives them.
  static func documentedOrder(_ decisions: String, heading: String = "## Folders of the app") -> [String] {
    guard let start = decisions.range(of: heading) else { return [] }
    let section = decisions[start.upperBound...].split(separator: "\n## ", maxSplits: 1).first ?? ""
    return section.split(separator: "\n").compactMap { line in
      guard let match = line.firstMatch(of: /^\d+\. `([A-Za-z]+)\/`/) else { return nil }
      return String(match.1)
    }
  }

  /// The top-level types a file declares (nested ones such as `Result` are its own business).
  static func declaredTypes(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let pattern =
        /^(?:(?:public|package|internal|fileprivate|private|final|indirect|@MainActor) )*(?:struct|enum|class|protocol|actor|typealias) ([A-Z][A-Za-z0-9_]*)/
      return line.firstMatch(of: pattern).map { String($0.1) }
    }
  }

  /// The file's code with `//` comments removed: a comment may say who uses a type.
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let comment = line.firstMatch(of: /(?:^|\s)\/\//) else { return String(line) }
      return String(line[..<comment.range.lowerBound])
    }.joined(separator: "\n")
  }

  /// Every reference from a file to a type of a folder above its own, given `order` top to bottom.
  static func violations(in files: [SourceFile], order: [String]) -> [Violation] {
    var owner: [String: Int] = [:]
    for file in files {
      guard let level = order.firstIndex(of: file.folder) else { continue }
      for type in declaredTypes(file.text) { owner[type] = level }
    }
    var found: [Violation] = []
    for file in files {
      guard let level = order.firstIndex(of: file.folder) else { continue }
      // Whole identifiers, so `BrowserView.self` is one name and `XBrowserView` is not it.
      let identifiers = code(file.text).matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) }
      let names = Set(identifiers.filter { $0.first?.isUppercase == true })
      for name in names.sorted() {
        if let declared = owner[name], declared < level {
          found.append(Violation(file: "\(file.folder)/\(file.name)", type: name, declaredIn: order[declared]))
        }
      }
    }
    return found
  }

  static func appFiles(of target: String = "ContactsApp") throws -> [SourceFile] {
    let app = root.appendingPathComponent("Sources/\(target)")
    var files: [SourceFile] = []
    for folder in try FileManager.default.contentsOfDirectory(atPath: app.path).sorted() {
      let directory = app.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      where name.hasSuffix(".swift") {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        files.append(SourceFile(folder: folder, name: name, text: text))
      }
    }
    return files
  }

  @Test("every file of the app uses only folders listed below its own")
  func oneWay() throws {
    let decisions = try String(contentsOf: Self.root.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
    let order = Self.documentedOrder(decisions)
    let files = try Self.appFiles()
    #expect(order.count >= 6)
    #expect(files.count > 50)
    #expect(Self.violations(in: files, order: order) == [])
  }

  @Test("every file of the screens uses only folders listed below its own")
  func screensOneWay() throws {
    let decisions = try String(contentsOf: Self.root.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
    let order = Self.documentedOrder(decisions, heading: "## Folders of the screens")
    let files = try Self.appFiles(of: "ContactsScreens")
    #expect(order.count >= 5)
    #expect(files.count > 50)
    #expect(Self.violations(in: files, order: order) == [])
  }

  @Test("every file of the prompt uses only folders listed below its own")
  func promptOneWay() throws {
    let decisions = try String(contentsOf: Self.root.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
    let order = Self.documentedOrder(decisions, heading: "## Folders of the prompt")
    let files = try Self.appFiles(of: "ContactsPrompt")
    #expect(order.count >= 5)
    #expect(files.count > 20)
    #expect(Self.violations(in: files, order: order) == [])
  }

  @Test(
    "every folder of the app, the screens and the prompt is in its documented order, and nothing sits outside a folder",
    arguments: targets)
  func everyFolderIsPlaced(target: String, heading: String) throws {
    let decisions = try String(contentsOf: Self.root.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
    let order = Self.documentedOrder(decisions, heading: heading)
    let app = Self.root.appendingPathComponent("Sources/\(target)")
    var folders: [String] = []
    for entry in try FileManager.default.contentsOfDirectory(atPath: app.path) {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: app.appendingPathComponent(entry).path, isDirectory: &isDirectory)
      #expect(isDirectory.boolValue, "\(entry) is not in a folder")
      if isDirectory.boolValue { folders.append(entry) }
    }
    #expect(folders.sorted() == order.sorted())
  }

  @Test("the check catches a lower folder naming a higher folder's type, and not a comment that does")
  func checkCatches() {
    let order = ["Browser", "Directory"]
    let files = [
      SourceFile(folder: "Browser", name: "BrowserView.swift", text: "@MainActor\npublic enum BrowserView {}\n"),
      SourceFile(
        folder: "Directory", name: "Row.swift",
        text:
          "/// Drawn by `BrowserView`.\nstruct Row {\n  let x = 1  // BrowserView draws it\n  let v = BrowserView.self\n}\n"
      ),
      SourceFile(folder: "Browser", name: "Uses.swift", text: "let row = Row()\n"),
    ]
    #expect(
      Self.violations(in: files, order: order) == [
        Violation(file: "Directory/Row.swift", type: "BrowserView", declaredIn: "Browser")
      ])
    var commented = files
    commented[1].text = "struct Row {}  // not BrowserView\n"
    #expect(Self.violations(in: commented, order: order) == [])
  }

  @Test("the documented order is read from the numbered list of the decision")
  func readsOrder() {
    let text =
      "## Other\n1. `Nope/`\n## Folders of the app\nintro\n1. `App/`: top\n2. `Errors/`: bottom\n## Next\n3. `X/`"
    #expect(Self.documentedOrder(text) == ["App", "Errors"])
    let prompt = text + "\n## Folders of the prompt\n1. `Picker/`: the picker\n"
    #expect(Self.documentedOrder(prompt, heading: "## Folders of the prompt") == ["Picker"])
    #expect(Self.documentedOrder(prompt) == ["App", "Errors"])
  }
}
