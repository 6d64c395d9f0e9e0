import ContactsSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Temporary files: a file is replaced whole or not at all")
struct TemporaryFileTests {
  /// A new empty folder, removed by `body`'s end.
  func inFolder(_ body: (String) throws -> Void) throws {
    let folder = NSTemporaryDirectory() + "temporary-file-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test("replace puts the new bytes in place with the mode asked, and leaves no temporary file")
  func replace() throws {
    try inFolder { folder in
      let path = folder + "/card.vcf"
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      try TemporaryFile.replace(path, with: Array("new".utf8), mode: 0o600)
      #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
      var info = stat()
      #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
      #expect(try names(in: folder) == ["card.vcf"])
    }
  }

  @Test("write makes a hidden file beside the path, a new one each time, and leaves the path alone")
  func write() throws {
    try inFolder { folder in
      let path = folder + "/book.vcf"
      let first = try TemporaryFile.write(Array("a".utf8), besides: path, mode: nil)
      let second = try TemporaryFile.write(Array("b".utf8), besides: path, mode: nil, synced: false)
      #expect(first != second)
      #expect(FilePaths.split(first).folder == folder && FilePaths.split(first).name.hasPrefix(".book.vcf."))
      #expect(FileManager.default.contents(atPath: second) == Data("b".utf8))
      #expect(!FileManager.default.fileExists(atPath: path))
      try TemporaryFile.sync(second)
    }
  }

  @Test("a write that cannot create its file is a write failure naming that file, and the old file stays")
  func writeFailure() throws {
    try inFolder { folder in
      let path = folder + "/card.vcf"
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      #expect {
        try TemporaryFile.replace(folder + "/missing/card.vcf", with: Array("new".utf8), mode: nil)
      } throws: { error in
        guard let failure = error as? TemporaryFile.Failure else { return false }
        return failure.action == "write" && failure.code == ENOENT
          && failure.path.hasPrefix(folder + "/missing/.card.vcf.")
      }
      #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
      #expect(try names(in: folder) == ["card.vcf"])
    }
  }

  @Test("a rename onto a folder fails as a rename, removes its temporary file and leaves the folder")
  func renameFailure() throws {
    try inFolder { folder in
      let path = folder + "/taken"
      try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
      #expect {
        try TemporaryFile.replace(path, with: Array("x".utf8), mode: nil)
      } throws: { error in
        (error as? TemporaryFile.Failure)?.action == "rename"
      }
      #expect(try names(in: folder) == ["taken"])
      #expect(try names(in: path) == ["inside"])
    }
  }

  @Test("sync of a missing file is an open failure")
  func syncMissing() throws {
    try inFolder { folder in
      #expect(throws: TemporaryFile.Failure(action: "open", path: folder + "/none", code: ENOENT)) {
        try TemporaryFile.sync(folder + "/none")
      }
    }
  }

  @Test(
    "paths split into folder and name, and join back",
    arguments: [
      ("/a/b/c.vcf", "/a/b", "c.vcf"), ("c.vcf", ".", "c.vcf"), ("/c.vcf", "/", "c.vcf"),
    ])
  func paths(path: String, folder: String, name: String) {
    #expect(FilePaths.split(path) == (folder, name))
    if path.hasPrefix("/") { #expect(FilePaths.join(folder, name) == path) }
  }
}
