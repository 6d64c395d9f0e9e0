/// FNV-1a 64, a hash that is the same on every run and machine (unlike Swift's seeded `Hasher`),
/// used for the identifier of a card without `UID`.
enum StableHash {
  static func fnv1a64(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// "vcf-" and 16 lowercase hex digits.
  static func identifier(for bytes: UnsafeBufferPointer<UInt8>) -> String {
    let hex = String(fnv1a64(bytes), radix: 16)
    return "vcf-" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
