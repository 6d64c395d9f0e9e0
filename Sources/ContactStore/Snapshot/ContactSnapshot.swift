import ContactModel
import ContactSearch
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A snapshot file, mapped and checked: its header matched the source it is opened for, and its
/// index and diagnostics their checksums. Contacts are decoded from it on demand, each record
/// checked against its own checksum first, so a search decodes only the contacts it found.
///
/// The mapping is read-only and fixed from init to deinit, held as `ReadOnlyMemory`, so the
/// snapshot is Sendable: parts of a parallel decode only read it.
final class ContactSnapshot: Sendable {
  /// The number of contacts.
  let count: Int
  /// Whether no identifier repeats among them.
  let hasUniqueIdentifiers: Bool
  /// The diagnostics of the parse the snapshot was made from, naming the source as it is read now.
  let diagnostics: [Diagnostic]

  private let mapping: ReadOnlyMemory<UnsafeRawBufferPointer>
  private let ownership: Ownership
  private let index: ReadOnlyMemory<UnsafeRawBufferPointer>
  private let records: ReadOnlyMemory<UnsafeRawBufferPointer>
  /// The search's columns, and their checksum (checked when a search first reads them).
  private let columns: (bytes: ReadOnlyMemory<UnsafeRawBufferPointer>, checksum: UInt64)
  /// Where, in the index, each record's offset lies (and the end's), and each record's checksum;
  /// both read in place.
  private let recordTables: (offsets: Int, hashes: Int)
  /// Where the index's texts, offsets and hashes lie within it.
  private let layout: (text: Range<Int>, digits: Range<Int>, offsets: Int, identifierHashes: Int)

  /// Maps `descriptor` (`size` bytes) and checks it is the snapshot of `path`, read as `name`,
  /// as it is now (`stamp`). The descriptor can be closed afterwards.
  convenience init(descriptor: Int32, size: Int, path: String, name: String, stamp: SourceStamp)
    throws(SnapshotDamage)
  {
    guard size >= 64, let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED
    else { throw .truncated }
    let mapping = UnsafeRawBufferPointer(start: mapped, count: size)
    do throws(SnapshotDamage) {
      try self.init(mapping: mapping, owned: .mapped, path: path, name: name, stamp: stamp)
    } catch {
      munmap(mapped, size)
      throw error
    }
  }

  /// A copy of `bytes`, checked as a snapshot file would be (the fuzz check's way in).
  convenience init(copying bytes: [UInt8], path: String, name: String, stamp: SourceStamp) throws(SnapshotDamage) {
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
    copy.copyBytes(from: bytes)
    do throws(SnapshotDamage) {
      try self.init(
        mapping: UnsafeRawBufferPointer(rebasing: copy[..<bytes.count]), owned: .allocated, path: path, name: name,
        stamp: stamp)
    } catch {
      copy.deallocate()
      throw error
    }
  }

  /// How the bytes are given back.
  private enum Ownership {
    case mapped, allocated
  }

  /// Checks `mapping` (which this snapshot owns from now on, when it is made).
  private init(mapping: UnsafeRawBufferPointer, owned: Ownership, path: String, name: String, stamp: SourceStamp)
    throws(SnapshotDamage)
  {
    let size = mapping.count
    do {
      var header = SnapshotDecoder(mapping)
      guard Array(try header.raw(SnapshotFormat.magic.count)) == SnapshotFormat.magic else { throw .foreign }
      guard try header.u32() == SnapshotFormat.version, try header.u64() == SnapshotFormat.formatID else {
        throw .foreign
      }
      guard try header.string() == path else { throw .stale }
      let storedName = try header.string()
      guard try SourceStamp(&header) == stamp else { throw .stale }
      let count = try header.u64()
      let flags = try header.u8()
      var sections: [(range: Range<Int>, checksum: UInt64)] = []
      for _ in 0..<4 {
        let (offset, length, checksum) = (try header.u64(), try header.u64(), try header.u64())
        guard offset <= UInt64(size), length <= UInt64(size) - offset else { throw .truncated }
        sections.append((Int(offset)..<Int(offset + length), checksum))
      }
      let headerEnd = header.position
      guard try header.u64() == SnapshotFormat.checksum(UnsafeRawBufferPointer(rebasing: mapping[..<headerEnd])) else {
        throw .checksum
      }
      // Each section starts at the next multiple of 8 (the index and the columns are read in
      // place as 64-bit integers), after zero bytes that no checksum covers.
      let ends = [header.position] + sections.map(\.range.upperBound)
      guard Int(bitPattern: mapping.baseAddress) % SnapshotFormat.alignment == 0,
        zip(ends, sections.map(\.range.lowerBound) + [size]).allSatisfy({ end, next in
          next == SnapshotFormat.aligned(end) && mapping[end..<next].allSatisfy { $0 == 0 }
        })
      else { throw .malformed }
      guard flags & ~SnapshotFormat.uniqueIdentifiers == 0, count <= UInt64(size / 8) else { throw .malformed }
      let slices = sections.map { UnsafeRawBufferPointer(rebasing: mapping[$0.range]) }
      for section in [0, 2] where SnapshotFormat.checksum(slices[section]) != sections[section].checksum {
        throw .checksum
      }
      self.count = Int(count)
      hasUniqueIdentifiers = flags & SnapshotFormat.uniqueIdentifiers != 0
      index = ReadOnlyMemory(slices[0])
      records = ReadOnlyMemory(slices[1])
      columns = (ReadOnlyMemory(slices[3]), sections[3].checksum)
      diagnostics = try Self.diagnostics(slices[2], named: storedName, as: name)
      var reader = SnapshotDecoder(slices[0])
      let text = try Self.span(&reader)
      let digits = try Self.span(&reader)
      let offsets = reader.position
      _ = try reader.raw(2 * (self.count + 1) * 8)
      recordTables = (reader.position, reader.position + (self.count + 1) * 8)
      _ = try reader.raw((2 * self.count + 1) * 8)
      let identifierHashes = reader.position
      _ = try reader.raw(self.count * 8)
      guard reader.remaining == 0, [text, digits].allSatisfy({ $0.count % SnapshotFormat.alignment == 0 }) else {
        throw .malformed
      }
      layout = (text, digits, offsets, identifierHashes)
      guard Self.ascend(slices[0], at: recordTables.offsets, count: self.count + 1, to: slices[1].count) else {
        throw .malformed
      }
      self.mapping = ReadOnlyMemory(mapping)
      ownership = owned
    }
  }

  deinit {
    switch ownership {
    case .mapped: munmap(UnsafeMutableRawPointer(mutating: mapping.base.baseAddress), mapping.base.count)
    case .allocated: UnsafeMutableRawPointer(mutating: mapping.base.baseAddress)?.deallocate()
    }
  }

  /// Contact `index`, checked against its checksum.
  func contact(_ index: Int) throws(SnapshotDamage) -> Contact {
    let start = recordOffset(index)
    let record = UnsafeRawBufferPointer(rebasing: records.base[start..<recordOffset(index + 1)])
    let hash = UInt64(
      littleEndian: self.index.base.loadUnaligned(fromByteOffset: recordTables.hashes + index * 8, as: UInt64.self))
    guard SnapshotFormat.checksum(record) == hash else { throw .checksum }
    var decoder = SnapshotDecoder(record)
    let contact = try SnapshotRecord.decode(&decoder)
    guard decoder.remaining == 0 else { throw .malformed }
    return contact
  }

  /// Every contact, decoded on all cores straight into one array (no batches to join, so no
  /// contact is copied once decoded); throws when any record is damaged.
  func contacts() throws(SnapshotDamage) -> [Contact] {
    let count = self.count
    let parts = Parallel.parts(count, grain: 4096, perCore: 4)
    var done = [Int](repeating: 0, count: parts)
    let contacts = [Contact](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let target = Parallel.Memory(base)
      done.withUnsafeMutableBufferPointer { done in
        let done = Parallel.Memory(done)
        Parallel.forEach(parts) { part in
          for index in Parallel.slice(count, part: part, of: parts) {
            guard let contact = try? contact(index) else { return }
            (target.base + index).initialize(to: contact)
            done.base[part] += 1
          }
        }
      }
      let slices = (0..<parts).map { Parallel.slice(count, part: $0, of: parts) }
      if zip(slices, done).allSatisfy({ $0.count == $1 }) {
        initialized = count
      } else {
        for (slice, decoded) in zip(slices, done) { (base + slice.lowerBound).deinitialize(count: decoded) }
      }
    }
    guard contacts.count == count else { throw .checksum }
    return contacts
  }

  /// Every contact, decoded on all cores into `stream`, a batch per part, in source order.
  func stream<Batch>(into stream: ContactStream<Batch>) throws(SnapshotDamage) -> [Batch] {
    let count = self.count
    let parts = Parallel.parts(count, grain: 4096, perCore: 4)
    let results = Parallel.map(parts) { part -> Result<Batch, SnapshotDamage> in
      let range = Parallel.slice(count, part: part, of: parts)
      var batch = stream.makeBatch(recordOffset(range.upperBound) - recordOffset(range.lowerBound))
      do throws(SnapshotDamage) {
        for index in range { stream.consume(&batch, try contact(index)) }
      } catch {
        return .failure(error)
      }
      stream.finish(&batch)
      return .success(batch)
    }
    var batches: [Batch] = []
    batches.reserveCapacity(parts)
    for result in results { batches.append(try result.get()) }
    return batches
  }

  /// The hash of every contact's identifier (`ContactIdentity.hash(of:)`), in source order.
  func identifierHashes() -> [UInt64] {
    var reader = SnapshotDecoder(UnsafeRawBufferPointer(rebasing: index.base[layout.identifierHashes...]))
    return (try? reader.u64s(count)) ?? []
  }

  /// The browser's search over the stored texts: the indices of the matching contacts, ascending.
  func search(_ query: String) throws(SnapshotDamage) -> [Int] {
    try searchIndex().search(query)
  }

  /// The search over the stored texts, offsets and columns, read where they lie in the snapshot
  /// (which the index keeps alive); the columns are checked against their checksum first.
  func searchIndex() throws(SnapshotDamage) -> SearchIndex {
    guard SnapshotFormat.checksum(columns.bytes.base) == columns.checksum else { throw .checksum }
    let offsets = (count + 1) * 8
    guard
      let search = SearchIndex(
        borrowingText: UnsafeRawBufferPointer(rebasing: index.base[layout.text]),
        textOffsets: UnsafeRawBufferPointer(rebasing: index.base[layout.offsets..<layout.offsets + offsets]),
        digits: UnsafeRawBufferPointer(rebasing: index.base[layout.digits]),
        digitOffsets: UnsafeRawBufferPointer(
          rebasing: index.base[layout.offsets + offsets..<layout.offsets + 2 * offsets]),
        columns: columns.bytes.base, owner: self)
    else { throw .malformed }
    return search
  }

  /// The snapshot's bytes (the mapping, or the copy).
  var bytes: UnsafeRawBufferPointer { mapping.base }

  /// Where record `index` starts (or, for `count`, where the last ends), within the records.
  private func recordOffset(_ index: Int) -> Int {
    Int(
      truncatingIfNeeded: UInt64(
        littleEndian: self.index.base.loadUnaligned(fromByteOffset: recordTables.offsets + index * 8, as: UInt64.self)))
  }

  /// A length-prefixed run of the index, as a range of it.
  private static func span(_ reader: inout SnapshotDecoder) throws(SnapshotDamage) -> Range<Int> {
    let length = try reader.u64()
    guard length <= UInt64(reader.remaining) else { throw .truncated }
    let start = reader.position
    _ = try reader.raw(Int(length))
    return start..<reader.position
  }

  /// Whether the `count` offsets (64-bit little-endian) at `position` in `index` start at 0,
  /// never go back, and end at `end`.
  private static func ascend(_ index: UnsafeRawBufferPointer, at position: Int, count: Int, to end: Int) -> Bool {
    var previous = 0
    for number in 0..<count {
      let offset = UInt64(littleEndian: index.loadUnaligned(fromByteOffset: position + number * 8, as: UInt64.self))
      guard offset >= previous, offset <= end, number > 0 || offset == 0 else { return false }
      previous = Int(offset)
    }
    return previous == end
  }

  /// The stored diagnostics, `storedName` (the name the source was read by then) replaced by `name`.
  private static func diagnostics(_ bytes: UnsafeRawBufferPointer, named storedName: String, as name: String)
    throws(SnapshotDamage) -> [Diagnostic]
  {
    var reader = SnapshotDecoder(bytes)
    let count = try reader.count(each: 33)
    var diagnostics: [Diagnostic] = []
    diagnostics.reserveCapacity(count)
    for _ in 0..<count {
      let file = try reader.string()
      var diagnostic = Diagnostic(
        file: file == storedName ? name : file, line: try reader.int(), reason: try reader.string())
      diagnostic.unlistedCards = try reader.int()
      diagnostic.unlistedLines = try reader.int()
      diagnostic.isRepair = try reader.bool()
      diagnostics.append(diagnostic)
    }
    guard reader.remaining == 0 else { throw .malformed }
    return diagnostics
  }
}
