/// Reads what `SnapshotEncoder` wrote, checking every read against the end of its bytes: a
/// damaged or hostile snapshot makes it throw, never read outside the buffer, and never makes
/// it allocate more than the bytes it has could hold.
struct SnapshotDecoder {
  let bytes: UnsafeRawBufferPointer
  private(set) var position = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The bytes not read yet.
  var remaining: Int { bytes.count - position }

  mutating func u8() throws(SnapshotDamage) -> UInt8 {
    guard remaining >= 1 else { throw .truncated }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func bool() throws(SnapshotDamage) -> Bool {
    switch try u8() {
    case 0: return false
    case 1: return true
    default: throw .malformed
    }
  }

  mutating func u32() throws(SnapshotDamage) -> UInt32 {
    guard remaining >= 4 else { throw .truncated }
    defer { position += 4 }
    return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }

  mutating func u64() throws(SnapshotDamage) -> UInt64 {
    guard remaining >= 8 else { throw .truncated }
    defer { position += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
  }

  mutating func int() throws(SnapshotDamage) -> Int { Int(Int64(bitPattern: try u64())) }

  /// A count of values that each take at least `size` bytes: never more than the rest could hold.
  mutating func count(each size: Int) throws(SnapshotDamage) -> Int {
    let count = Int(try u32())
    guard count <= remaining / max(size, 1) else { throw .truncated }
    return count
  }

  /// `count` bytes, as they stand.
  mutating func raw(_ count: Int) throws(SnapshotDamage) -> UnsafeRawBufferPointer {
    guard count >= 0, count <= remaining else { throw .truncated }
    defer { position += count }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
  }

  /// A length-prefixed run of bytes.
  mutating func run() throws(SnapshotDamage) -> UnsafeRawBufferPointer { try raw(Int(try u32())) }

  /// A length-prefixed string, which must be valid UTF-8: decoded without a generic call (most
  /// values are ASCII), and compared with its bytes when not ASCII, since decoding repairs.
  mutating func string() throws(SnapshotDamage) -> String {
    let run = try run().assumingMemoryBound(to: UInt8.self)
    let text = String(decoding: run, as: UTF8.self)
    var ascii = true
    for byte in run where byte >= 0x80 {
      ascii = false
      break
    }
    guard ascii || text.utf8.elementsEqual(run) else { throw .malformed }
    return text
  }

  mutating func optionalString() throws(SnapshotDamage) -> String? {
    try bool() ? try string() : nil
  }

  mutating func strings() throws(SnapshotDamage) -> [String] {
    let count = try count(each: 4)
    var values: [String] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try string()) }
    return values
  }

  /// `count` 64-bit integers.
  mutating func u64s(_ count: Int) throws(SnapshotDamage) -> [UInt64] {
    guard count >= 0, count <= remaining / 8 else { throw .truncated }
    let words = try raw(count * 8)
    return [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
      #if _endian(little)
        UnsafeMutableRawBufferPointer(buffer).copyMemory(from: words)
      #else
        for index in 0..<count {
          buffer[index] = UInt64(littleEndian: words.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        }
      #endif
      initialized = count
    }
  }
}
