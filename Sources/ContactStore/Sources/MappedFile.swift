import ContactModel
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read-only memory map of a whole file: no copy into the heap, and parsed regions can be
/// handed back to the kernel early (`release`) so a large file and its contacts do not both
/// stay resident at the peak.
///
/// The parse workers share it. The mapping is read-only (`PROT_READ`) and fixed at init, held as
/// `ReadOnlyMemory`; `release` only advises the kernel, which reads the same bytes back from the
/// file if a dropped page is touched again; it is unmapped only in `deinit`, when no worker holds
/// it.
final class MappedFile: Sendable {
  /// The file's bytes.
  var buffer: UnsafeBufferPointer<UInt8> { mapping.base }
  private let mapping: ReadOnlyMemory<UnsafeBufferPointer<UInt8>>
  private let length: Int

  /// Maps the regular file at `path`; `dataAccessError` names the path and the reason.
  convenience init(path: String) throws(ContactsError) {
    try self.init(file: SourceFile(path: path))
  }

  /// Maps an opened file, as long as it was when opened.
  init(file: SourceFile) throws(ContactsError) {
    length = file.size
    guard length > 0 else {
      mapping = ReadOnlyMemory(UnsafeBufferPointer(start: nil, count: 0))
      return
    }
    guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapped != MAP_FAILED else {
      throw FileBytes.failure(file.path, errno)
    }
    mapping = ReadOnlyMemory(UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: length))
  }

  deinit {
    if let base { munmap(base, length) }
  }

  /// Where the mapping starts; nil for an empty file, which is not mapped.
  private var base: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(mutating: mapping.base.baseAddress) }

  /// Drops the whole pages inside `range` from memory; they are never read again. The mapping
  /// stays valid (a later read would fault the page back in from the file).
  func release(_ range: Range<Int>) {
    guard let base else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = (range.lowerBound + page - 1) / page * page
    let end = range.upperBound / page * page
    guard end > start else { return }
    madvise(base + start, end - start, Int32(MADV_DONTNEED))
  }
}
