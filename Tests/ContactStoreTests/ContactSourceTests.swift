import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

@Suite("contact sources")
struct ContactSourceTests {
  @Test("a .vcf file with many cards is one source")
  func file() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("all.vcf").path
    try Data((card("N:A;;;;", "UID:a") + card("N:B;;;;", "UID:b")).utf8).write(to: URL(fileURLWithPath: path))
    let loaded = try ContactSources.at(path: path).load()
    #expect(loaded.contacts.map(\.identifier) == ["a", "b"])
    #expect(ContactSources.at(path: path).name == path)
  }

  @Test("a vdir reads one card per .vcf and ignores hidden and .tmp files")
  func vdir() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "b.vcf": card("N:B;;;;", "UID:b"), "a.VCF": card("N:A;;;;", "UID:a"), ".hidden.vcf": card("UID:hidden"),
      "c.vcf.tmp": card("UID:tmp"), "d.tmp": card("UID:tmp2"), "notes.txt": "not a card",
    ]
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    let loaded = try ContactSources.at(path: folder.path).load()
    #expect(loaded.contacts.map(\.identifier) == ["a", "b"])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test("a folder of collection folders is read one level deep, like vdirsyncer")
  func nestedCollections() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (collection, uid) in [("work", "w"), ("family", "f"), (".git", "g")] {
      let sub = folder.appendingPathComponent(collection)
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try Data(card("N:X;;;;", "UID:\(uid)").utf8).write(to: sub.appendingPathComponent("\(uid).vcf"))
      let deeper = sub.appendingPathComponent("deeper")
      try FileManager.default.createDirectory(at: deeper, withIntermediateDirectories: true)
      try Data(card("UID:too-deep").utf8).write(to: deeper.appendingPathComponent("x.vcf"))
    }
    try Data(card("N:Top;;;;", "UID:top").utf8).write(to: folder.appendingPathComponent("top.vcf"))
    let loaded = try ContactSources.at(path: folder.path).load()
    #expect(loaded.contacts.map(\.identifier) == ["f", "top", "w"])
  }

  @Test("a bad card file in a vdir is a diagnostic naming that file")
  func vdirDiagnostics() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(card("UID:good").utf8).write(to: folder.appendingPathComponent("good.vcf"))
    try Data("BEGIN:VCARD\r\nN:x\r\n".utf8).write(to: folder.appendingPathComponent("bad.vcf"))
    let loaded = try ContactSources.at(path: folder.path).load()
    // The card cut off at the end of its file is kept, with a warning (docs/VCARD.md).
    #expect(loaded.contacts.map(\.familyName) == ["x", ""])
    #expect(loaded.contacts.last?.identifier == "good")
    #expect(loaded.diagnostics.map(\.file) == [folder.appendingPathComponent("bad.vcf").path])
  }

  @Test("a missing path is a dataAccessError naming the path")
  func missingPath() {
    let path = "/nonexistent/contacts-\(UUID().uuidString).vcf"
    #expect {
      try ContactSources.at(path: path).load()
    } throws: { error in
      guard let error = error as? ContactsError else { return false }
      return error.code == .dataAccessError && error.message.contains(path)
    }
  }

  @Test("an unreadable file is a dataAccessError naming the path")
  func unreadableFile() throws {
    guard getuid() != 0 else { return }  // root reads everything
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("locked.vcf")
    try Data(card("UID:x").utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    #expect(throws: ContactsError.self) { try VCardFileSource(path: url.path).load() }
  }

  @Test("an empty .vcf file loads no contact and one diagnostic")
  func emptyFile() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("empty.vcf")
    try Data().write(to: url)
    let loaded = try VCardFileSource(path: url.path).load()
    #expect(loaded.contacts.isEmpty)
    #expect(loaded.diagnostics.count == 1)
  }
}

@Suite("contact sources: streams")
struct ContactStreamSourceTests {
  @Test("a pipe is refused as a source, at once, even with a writer waiting")
  func pipe() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(Glibc.pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let text = card("N:Pipe;;;;")
    _ = text.utf8CString.withUnsafeBytes { Glibc.write(descriptors[1], $0.baseAddress, $0.count - 1) }
    #expect {
      try ContactSources.at(path: "/proc/self/fd/\(descriptors[0])").load()
    } throws: { error in
      (error as? ContactsError)?.message.contains("it is a FIFO (named pipe), not a file or folder") == true
    }
  }
}
