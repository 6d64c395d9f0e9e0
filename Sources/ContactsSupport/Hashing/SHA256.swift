/// SHA-256 (FIPS 180-4), for the fingerprint stored with a permission decision: the package uses
/// no outside code and Linux has no CryptoKit. Not constant-time (it hashes public files, never a
/// secret).
package struct SHA256 {
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes not yet hashed: fewer than one 64-byte block.
  private var pending: [UInt8] = []
  /// Every byte given so far.
  private var length: UInt64 = 0

  /// A hash of nothing yet.
  package init() { pending.reserveCapacity(64) }

  /// The digest of `bytes`, 32 bytes.
  package static func digest(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// The digest of `bytes` as 64 lowercase hex digits.
  package static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
    hex(digest(bytes))
  }

  /// `bytes` as lowercase hex digits, two per byte.
  package static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: some Sequence<UInt8>) {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(UnsafeRawBufferPointer(buffer))
    }
    if handled == nil { update(Array(bytes)) }
  }

  /// Adds the bytes in `buffer` to the message: whole blocks are hashed where they lie.
  package mutating func update(_ buffer: UnsafeRawBufferPointer) {
    length &+= UInt64(buffer.count)
    var offset = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, buffer.count)
      pending += buffer[0..<taken]
      offset = taken
      guard pending.count == 64 else { return }
      let block = pending
      block.withUnsafeBytes { compress($0, at: 0) }
      pending.removeAll(keepingCapacity: true)
    }
    while buffer.count - offset >= 64 {
      compress(buffer, at: offset)
      offset += 64
    }
    pending += buffer[offset...]
  }

  /// Pads the message and returns its digest, 32 bytes; the hasher is spent.
  package mutating func finalize() -> [UInt8] {
    let bitLength = length &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBytes { bytes in
      for start in stride(from: 0, to: bytes.count, by: 64) { compress(bytes, at: start) }
    }
    pending.removeAll()
    var digest: [UInt8] = []
    digest.reserveCapacity(32)
    for word in state {
      digest += [
        UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word),
      ]
    }
    return digest
  }

  /// The message schedule, kept between blocks so that a block allocates nothing.
  private var words = [UInt32](repeating: 0, count: 64)

  /// Hashes the 64 bytes of `buffer` from `start`.
  private mutating func compress(_ buffer: UnsafeRawBufferPointer, at start: Int) {
    var (a, b, c, d) = (state[0], state[1], state[2], state[3])
    var (e, f, g, h) = (state[4], state[5], state[6], state[7])
    words.withUnsafeMutableBufferPointer { schedule in
      Self.roundConstants.withUnsafeBufferPointer { constants in
        for word in 0..<16 {
          schedule[word] = UInt32(bigEndian: buffer.loadUnaligned(fromByteOffset: start &+ word &* 4, as: UInt32.self))
        }
        for word in 16..<64 {
          let s0 =
            Self.rotate(schedule[word &- 15], 7) ^ Self.rotate(schedule[word &- 15], 18) ^ (schedule[word &- 15] >> 3)
          let s1 =
            Self.rotate(schedule[word &- 2], 17) ^ Self.rotate(schedule[word &- 2], 19) ^ (schedule[word &- 2] >> 10)
          schedule[word] = schedule[word &- 16] &+ s0 &+ schedule[word &- 7] &+ s1
        }
        for round in 0..<64 {
          let sum1 = Self.rotate(e, 6) ^ Self.rotate(e, 11) ^ Self.rotate(e, 25)
          let choice = (e & f) ^ (~e & g)
          let temp1 = h &+ sum1 &+ choice &+ constants[round] &+ schedule[round]
          let sum0 = Self.rotate(a, 2) ^ Self.rotate(a, 13) ^ Self.rotate(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let temp2 = sum0 &+ majority
          h = g
          g = f
          f = e
          e = d &+ temp1
          d = c
          c = b
          b = a
          a = temp1 &+ temp2
        }
      }
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value >> count | value << (32 - count)
  }
}
