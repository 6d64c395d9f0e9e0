/// Hashes that are the same on every run and machine (unlike Swift's seeded `Hasher`): FNV-1a 64
/// for the identifier of a card without `UID`, and a faster word-at-a-time hash for a card's
/// fingerprint, which is stored with limited-access picks and so must never change.
package enum StableHash {
  package static func fnv1a64(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// "vcf-" and 16 lowercase hex digits.
  package static func identifier(for bytes: UnsafeBufferPointer<UInt8>) -> String {
    identifier(hash: fnv1a64(bytes))
  }

  /// The identifier for a card whose FNV-1a hash is `hash`: `prefix` and 16 lowercase hex digits
  /// (`abook-` for an entry of abook's address book).
  package static func identifier(hash: UInt64, prefix: String = "vcf-") -> String {
    let hex = String(hash, radix: 16)
    return prefix + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A 64-bit hash of `bytes`, eight at a time in two lanes (multiply and xor-shift, as
  /// MurmurHash's finaliser), so hashing every card while parsing costs little.
  package static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var lanes: (UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344)
    let count = bytes.count
    var index = 0
    if let base = bytes.baseAddress {
      while index + 16 <= count {
        let raw = UnsafeRawPointer(base + index)
        lanes.0 = mix(lanes.0 ^ UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)), multiplier)
        lanes.1 = mix(lanes.1 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)), multiplier)
        index += 16
      }
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < count {
      tail |= UInt64(bytes[index]) << shift
      shift += 8
      if shift == 64 {
        lanes.0 = mix(lanes.0 ^ tail, multiplier)
        tail = 0
        shift = 0
      }
      index += 1
    }
    lanes.1 = mix(lanes.1 ^ tail, multiplier)
    return finalise(lanes.0 ^ mix(lanes.1 ^ UInt64(count), multiplier))
  }

  @inline(__always)
  private static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
    let product = value &* multiplier
    return product ^ (product >> 29)
  }

  /// MurmurHash3's 64-bit finaliser: every input bit reaches every output bit.
  private static func finalise(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h &*= 0xC4CE_B9FE_1A85_EC53
    h ^= h >> 33
    return h
  }
}
