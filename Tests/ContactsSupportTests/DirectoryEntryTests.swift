import ContactsSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Directory entries: a name is read inside its record, never past it")
struct DirectoryEntryTests {
  @Test("a short name's record that ends at an unmapped page reads without a fault")
  func recordAtAGuardPage() throws {
    // Two pages, the second made inaccessible: a record laid out to end exactly where the first
    // ends stands for a `readdir` record at the end of the C library's buffer. Reading the
    // whole declared `dirent` (280 bytes) from there faults; reading the name in place does not.
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let mapping = try #require(
      mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    #expect(mapping != MAP_FAILED)
    defer { munmap(mapping, 2 * page) }
    #expect(mprotect(mapping + page, page, PROT_NONE) == 0)

    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let name = Array("a.vcf".utf8) + [0]
    let length = (offset + name.count + 7) & ~7
    #expect(length < MemoryLayout<dirent>.size)
    let record = mapping + page - length
    name.withUnsafeBytes { (record + offset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }

    #expect(DirectoryEntry.name(record.assumingMemoryBound(to: dirent.self)) == "a.vcf")
  }

  @Test("a folder's names are every name in it but . and .., the longest allowed included")
  func namesFromAFolder() throws {
    let folder = NSTemporaryDirectory() + "directory-entry-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let longest = String(repeating: "n", count: Int(NAME_MAX) - 4) + ".vcf"
    let expected = ["a", "é.vcf", longest].sorted()
    for name in expected { #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)) }

    #expect(try DirectoryEntry.names(atPath: folder).sorted() == expected)
  }

  @Test("a folder that cannot be listed is its errno, not an empty list")
  func failure() throws {
    let missing = NSTemporaryDirectory() + "directory-entry-missing-\(UUID().uuidString)"
    let absent = #expect(throws: DirectoryEntry.Failure.self) { try DirectoryEntry.names(atPath: missing) }
    #expect(absent?.code == ENOENT)
    let closed = #expect(throws: DirectoryEntry.Failure.self) { try DirectoryEntry.names(inFolder: -1) }
    #expect(closed?.code == EBADF)
  }
}
