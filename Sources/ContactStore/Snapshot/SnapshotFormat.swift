import ContactModel
import ContactSearch
import ContactsSupport

/// The snapshot file's layout (docs/SNAPSHOTS.md), and the writer.
///
/// A header (magic, version, format id, the source's absolute path and the name it was read
/// by, its stamp, the number of contacts, a flag, where each section is and the checksums of
/// two of them, and the header's own checksum), then three sections: the index (the search's
/// folded texts and digit runs, their offsets, each record's offset and checksum, each
/// identifier's hash), the records (one `SnapshotRecord` per contact, in source order), the
/// diagnostics, and the search's columns (`SearchColumns`, read only by a search). Integers are
/// little-endian.
enum SnapshotFormat {
  static let magic: [UInt8] = Array("CTSNAP\r\n".utf8)
  /// Bumped whenever the layout or a record changes.
  static let version: UInt32 = 3
  /// Tells this build's layout from another's with the same version: a hash of the record's
  /// fields, so a snapshot written by a build whose model differs is never read. A field added
  /// to `ContactField` changes it by itself.
  static let formatID = formatID(for: ContactField.allCases)

  /// The format id of a record whose text fields are `fields`: a hash of a description of the
  /// layout, each text field by its `snapshotName`.
  static func formatID(for fields: [ContactField]) -> UInt64 {
    var description =
      "contacts-tui snapshot 3: identifier fingerprint disambiguated "
      + fields.map(\.info.snapshotName).joined(separator: " ")
      + " nicknames groups phones emails urls addresses "
      + "birthday photo; four-lane checksums; search text with Latin spellings, digit runs padded to 8 with 16 or more line breaks, sections 8-aligned, "
      + "columns; diagnostics file line reason cards lines repair"
    return description.withUTF8 { StableHash.fnv1a64($0) }
  }

  /// Flag: no identifier repeats in the source (the store needs no other source's to know).
  static let uniqueIdentifiers: UInt8 = 1

  /// The snapshot of `contacts` and `diagnostics`, read from `path` (absolute) as `name` while
  /// it had `stamp`: its parts, to be written one after the other.
  static func encode(
    contacts: [Contact], diagnostics: [Diagnostic], path: String, name: String, stamp: SourceStamp
  ) -> [[UInt8]] {
    let (records, recordOffsets, recordHashes) = encodeRecords(contacts)
    let identifierHashes = contacts.map { ContactIdentity.hash(of: $0.identifier) }
    var index = SnapshotEncoder()
    let stored = SearchIndex(contacts).storedBuffers
    for text in [stored.text, stored.digits] {
      // The matcher's padding, stored so the text is searched where it lies; the rest of the
      // index (64-bit integers) stays 8-aligned.
      let padding = SearchIndex.padding + (8 - (text.count + SearchIndex.padding) % 8) % 8
      index.u64(UInt64(text.count + padding))
      index.bytes += text
      index.bytes += repeatElement(0x0A, count: padding)
    }
    for offsets in [stored.textOffsets, stored.digitOffsets, recordOffsets] {
      for offset in offsets { index.int(offset) }
    }
    for hash in recordHashes + identifierHashes { index.u64(hash) }
    var columns = SnapshotEncoder()
    columns.bytes.reserveCapacity(stored.columns.count * 8)
    for word in stored.columns { columns.u64(word) }
    var notes = SnapshotEncoder()
    notes.u32(UInt32(diagnostics.count))
    for diagnostic in diagnostics {
      notes.string(diagnostic.file)
      notes.int(diagnostic.line)
      notes.string(diagnostic.reason)
      notes.int(diagnostic.unlistedCards)
      notes.int(diagnostic.unlistedLines)
      notes.bool(diagnostic.isRepair)
    }

    let flags = ContactIdentity.mayRepeat(identifierHashes) ? 0 : uniqueIdentifiers
    let sections = [index.bytes, records, notes.bytes, columns.bytes]
    return [header(count: contacts.count, flags: flags, sections: sections, path: path, name: name, stamp: stamp)]
      + sections
  }

  /// How a section is aligned in the file: each starts at a multiple of 8 (the index and the
  /// columns are read in place as 64-bit integers).
  static let alignment = 8

  /// `parts` (a header and the sections it describes) as written: zero bytes after each part
  /// that ends off the alignment.
  static func file(_ parts: [[UInt8]]) -> [[UInt8]] {
    parts.flatMap { part in
      let gap = (alignment - part.count % alignment) % alignment
      return gap == 0 ? [part] : [part, [UInt8](repeating: 0, count: gap)]
    }
  }

  /// The header for `sections` (index, records, diagnostics, columns), which follow it in order,
  /// each at the next multiple of `alignment` (`file`).
  static func header(
    count: Int, flags: UInt8, sections: [[UInt8]], path: String, name: String, stamp: SourceStamp
  ) -> [UInt8] {
    var header = SnapshotEncoder()
    header.bytes += magic
    header.u32(version)
    header.u64(formatID)
    header.string(path)
    header.string(name)
    stamp.encode(into: &header)
    header.u64(UInt64(count))
    header.u8(flags)
    let headerSize = header.bytes.count + 4 * 24 + 8
    var offset = aligned(headerSize)
    // The records are checked one by one, against their checksums in the index.
    for (number, section) in sections.enumerated() {
      header.u64(UInt64(offset))
      header.u64(UInt64(section.count))
      header.u64(number == 1 ? 0 : checksum(section))
      offset = aligned(offset + section.count)
    }
    header.u64(checksum(header.bytes))
    return header.bytes
  }

  /// Every contact's record, one after the other, each one's offset (and the end) and checksum.
  private static func encodeRecords(_ contacts: [Contact]) -> (bytes: [UInt8], offsets: [Int], hashes: [UInt64]) {
    let parts = Parallel.parts(contacts.count, grain: 2048, perCore: 4)
    let chunks = Parallel.map(parts) { part -> (bytes: [UInt8], ends: [Int], hashes: [UInt64]) in
      var encoder = SnapshotEncoder()
      var ends: [Int] = []
      var hashes: [UInt64] = []
      for index in Parallel.slice(contacts.count, part: part, of: parts) {
        let start = encoder.bytes.count
        SnapshotRecord.encode(contacts[index], into: &encoder)
        ends.append(encoder.bytes.count)
        hashes.append(encoder.bytes.withUnsafeBufferPointer { checksum(UnsafeBufferPointer(rebasing: $0[start...])) })
      }
      return (encoder.bytes, ends, hashes)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.bytes.count })
    var offsets = [0]
    offsets.reserveCapacity(contacts.count + 1)
    var hashes: [UInt64] = []
    hashes.reserveCapacity(contacts.count)
    for chunk in chunks {
      let base = bytes.count
      bytes += chunk.bytes
      offsets += chunk.ends.lazy.map { $0 + base }
      hashes += chunk.hashes
    }
    return (bytes, offsets, hashes)
  }

  /// `offset`, rounded up to the next multiple of `alignment`.
  static func aligned(_ offset: Int) -> Int { (offset + alignment - 1) / alignment * alignment }

  static func checksum(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { checksum($0) }
  }

  /// A 64-bit hash in four independent lanes of 8 bytes each (`StableHash.fingerprint`'s mix,
  /// with twice its lanes): a multiply's latency, not its throughput, bounds such a loop, so
  /// four lanes check the 25 MB a search of 100,000 contacts reads in about half the time.
  /// It catches damage, not an attacker (docs/SNAPSHOTS.md).
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    let count = bytes.count
    var index = 0
    var tail: UInt64 = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 32 <= count {
        let raw = base + index
        lanes.0 = mix(lanes.0 ^ UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)), multiplier)
        lanes.1 = mix(lanes.1 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)), multiplier)
        lanes.2 = mix(
          lanes.2 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)), multiplier)
        lanes.3 = mix(
          lanes.3 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)), multiplier)
        index += 32
      }
      while index + 8 <= count {
        lanes.0 = mix(lanes.0 ^ UInt64(littleEndian: (base + index).loadUnaligned(as: UInt64.self)), multiplier)
        index += 8
      }
      var shift: UInt64 = 0
      while index < count {
        tail |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << shift
        shift += 8
        index += 1
      }
    }
    // Each step is one-to-one in each of its inputs, so a change to any one 8-byte word (or
    // to the tail, or the length) changes the result.
    var hash = lanes.0
    for value in [lanes.1, lanes.2, lanes.3, tail, UInt64(count)] { hash = mix(hash ^ value, multiplier) }
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash &*= 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 33)
  }

  @inline(__always)
  private static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
    let product = value &* multiplier
    return product ^ (product >> 29)
  }

  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    checksum(bytes.assumingMemoryBound(to: UInt8.self))
  }
}
