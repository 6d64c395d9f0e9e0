/// Appends a snapshot's values to a byte buffer: integers little-endian, strings and byte runs
/// as their length (a `UInt32`) and bytes. `SnapshotDecoder` reads them back.
struct SnapshotEncoder {
  var bytes: [UInt8] = []

  mutating func u8(_ value: UInt8) { bytes.append(value) }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func u32(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func u64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }

  mutating func run(_ run: some Collection<UInt8>) {
    u32(UInt32(truncatingIfNeeded: run.count))
    bytes.append(contentsOf: run)
  }

  mutating func string(_ value: String) { run(value.utf8) }

  mutating func optionalString(_ value: String?) {
    bool(value != nil)
    if let value { string(value) }
  }

  mutating func strings(_ values: [String]) {
    u32(UInt32(truncatingIfNeeded: values.count))
    for value in values { string(value) }
  }
}
