/// A structural check of a binary property list (`bplist00`) before Foundation reads it.
///
/// Foundation's readers trust the file's offsets and counts: the fuzzer found a crafted file
/// that crashes `PropertyListSerialization` (a set) and one that traps `PropertyListDecoder` (a
/// string running past the object table). So every object is checked first: its marker is a
/// known type other than a set, it ends before the offset table, its references name real
/// objects, nothing contains itself, nesting stays shallow, and the tree spelled out (shared
/// objects counted each time they are referenced) stays small.
enum BinaryPlistCheck {
  /// The deepest nesting accepted; an Info.plist needs two or three levels.
  static let maximumDepth = 32
  /// The most objects the tree may hold once shared objects are counted per reference.
  static let maximumExpandedObjects = 100_000

  /// Whether `bytes`, which start with `bplist`, are a binary plist Foundation can read safely.
  static func isSafe(_ bytes: [UInt8]) -> Bool {
    guard let table = Table(bytes) else { return false }
    var sizes = [Int?](repeating: nil, count: table.objectCount)
    var visiting = [Bool](repeating: false, count: table.objectCount)
    return table.expandedSize(table.topObject, depth: 0, sizes: &sizes, visiting: &visiting) != nil
  }

  /// The trailer's layout and the object offsets (PlistReader reads the objects through it).
  struct Table {
    let bytes: [UInt8]
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let tableStart: Int
    let offsets: [Int]

    init?(_ bytes: [UInt8]) {
      let header = Array("bplist00".utf8)
      guard bytes.count >= header.count + 1 + 32, bytes.starts(with: header) else { return nil }
      let trailer = bytes.count - 32
      let offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
        let count = Self.integer(bytes, at: trailer + 8, size: 8),
        let top = Self.integer(bytes, at: trailer + 16, size: 8),
        let start = Self.integer(bytes, at: trailer + 24, size: 8),
        count >= 1, top < count, start >= header.count, start < trailer,
        count <= (trailer - start) / offsetSize
      else { return nil }
      var offsets: [Int] = []
      offsets.reserveCapacity(count)
      for index in 0..<count {
        guard let offset = Self.integer(bytes, at: start + index * offsetSize, size: offsetSize),
          offset >= header.count, offset < start
        else { return nil }
        offsets.append(offset)
      }
      self.bytes = bytes
      objectCount = count
      topObject = top
      tableStart = start
      self.offsets = offsets
    }

    /// A big-endian unsigned integer of `size` bytes at `position`, nil when it does not fit
    /// in `Int` or runs past the end.
    static func integer(_ bytes: [UInt8], at position: Int, size: Int) -> Int? {
      guard position >= 0, size <= bytes.count - position else { return nil }
      var value: UInt64 = 0
      for byte in bytes[position..<(position + size)] {
        guard value >> 56 == 0 else { return nil }
        value = value << 8 | UInt64(byte)
      }
      return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// The number of objects under `object` counting each reference, or nil when the object or
    /// anything under it is malformed, a set, part of a cycle, too deep or too large.
    func expandedSize(_ object: Int, depth: Int, sizes: inout [Int?], visiting: inout [Bool]) -> Int? {
      if let known = sizes[object] { return known }
      guard depth <= BinaryPlistCheck.maximumDepth, !visiting[object],
        let children = references(of: object)
      else { return nil }
      visiting[object] = true
      defer { visiting[object] = false }
      var total = 1
      for child in children {
        guard let size = expandedSize(child, depth: depth + 1, sizes: &sizes, visiting: &visiting) else { return nil }
        total += size
        guard total <= BinaryPlistCheck.maximumExpandedObjects else { return nil }
      }
      sizes[object] = total
      return total
    }

    /// The objects `object` refers to (none for a scalar), or nil when it is malformed or a set.
    func references(of object: Int) -> [Int]? {
      let start = offsets[object]
      let marker = bytes[start]
      let info = Int(marker & 0x0F)
      switch marker >> 4 {
      case 0x0: return [0x00, 0x08, 0x09, 0x0F].contains(info) ? [] : nil
      case 0x1: return info <= 4 && fits(start + 1, 1 << info) ? [] : nil
      case 0x2: return (2...3).contains(info) && fits(start + 1, 1 << info) ? [] : nil
      case 0x3: return info == 3 && fits(start + 1, 8) ? [] : nil
      case 0x4, 0x5:
        guard let (body, count) = length(start, info) else { return nil }
        return fits(body, count) ? [] : nil
      case 0x6:
        guard let (body, count) = length(start, info), count <= Int.max / 2 else { return nil }
        return fits(body, count * 2) ? [] : nil
      case 0x8: return fits(start + 1, info + 1) ? [] : nil
      case 0xA, 0xD:
        let perEntry = marker >> 4 == 0xD ? 2 : 1
        guard let (body, count) = length(start, info), count <= Int.max / (perEntry * referenceSize),
          fits(body, count * perEntry * referenceSize)
        else { return nil }
        var children: [Int] = []
        children.reserveCapacity(count * perEntry)
        for index in 0..<(count * perEntry) {
          guard let child = Self.integer(bytes, at: body + index * referenceSize, size: referenceSize),
            child < objectCount
          else { return nil }
          children.append(child)
        }
        return children
      default: return nil  // 0xC is a set, which Foundation cannot bridge safely; the rest are unused
      }
    }

    /// Where an object's contents start and how many items it has: the marker's low nibble, or
    /// an integer object after the marker when the nibble is 0xF.
    func length(_ start: Int, _ info: Int) -> (body: Int, count: Int)? {
      guard info == 0x0F else { return (start + 1, info) }
      guard fits(start + 1, 1) else { return nil }
      let marker = bytes[start + 1]
      let size = 1 << Int(marker & 0x0F)
      guard marker >> 4 == 0x1, size <= 8, let count = Self.integer(bytes, at: start + 2, size: size),
        fits(start + 2, size)
      else { return nil }
      return (start + 2 + size, count)
    }

    /// Whether `count` bytes from `position` lie before the offset table.
    private func fits(_ position: Int, _ count: Int) -> Bool {
      position >= 0 && count >= 0 && position <= tableStart && count <= tableStart - position
    }
  }
}
