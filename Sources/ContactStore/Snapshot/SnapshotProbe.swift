package import ContactModel

/// The snapshot reader on arbitrary bytes, for the `snapshot` fuzz check (docs/FUZZING.md). A
/// fuzzer cannot forge checksums, so the bytes are sealed in a header with the right ones: they
/// reach the bounds checks of every section. (Records keep the checksums the bytes give them,
/// so the record decoder is also run on the bytes directly.)
package enum SnapshotProbe {
  /// What the reader made of an input.
  package struct Outcome: Equatable {
    /// Whether the bytes read as one record, and that record written and read again is equal.
    package var recordRoundTrips: Bool?
    /// Whether the sealed snapshot opened; how many contacts it then decoded, and found for "a".
    package var opened = false
    package var decoded: Int?
    package var found: Int?
  }

  /// `input`: contact count (1 byte), flags (1), the lengths of the index, records and
  /// diagnostics sections (2 each, little-endian), then those sections and the columns.
  /// Traps (`fatalError`) only when a promise is broken: a decoded snapshot's contacts differ
  /// from its records decoded one by one, or a record does not read back as it was written.
  package static func run(_ input: [UInt8]) -> Outcome {
    var outcome = Outcome()
    input.withUnsafeBytes { bytes in
      var decoder = SnapshotDecoder(bytes)
      if let contact = try? SnapshotRecord.decode(&decoder) {
        var encoder = SnapshotEncoder()
        SnapshotRecord.encode(contact, into: &encoder)
        let again = encoder.bytes.withUnsafeBytes { written -> Contact? in
          var reader = SnapshotDecoder(written)
          return try? SnapshotRecord.decode(&reader)
        }
        guard let again, again == contact, again.fingerprint.value == contact.fingerprint.value else {
          fatalError("a record did not read back as it was written: \(contact)")
        }
        outcome.recordRoundTrips = true
      }
    }
    guard input.count >= 8 else { return outcome }
    var lengths: [Int] = []
    for field in 0..<3 {
      let low = Int(input[2 + 2 * field])
      let high = Int(input[3 + 2 * field])
      lengths.append(low | high << 8)
    }
    var sections: [[UInt8]] = []
    var rest = input[8...]
    for length in lengths {
      sections.append(Array(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    sections.append(Array(rest))
    let path = "/fuzz/book.vcf"
    let stamp = SourceStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
    let header = SnapshotFormat.header(
      count: Int(input[0]), flags: input[1], sections: sections, path: path, name: path, stamp: stamp)
    guard
      let snapshot = try? ContactSnapshot(
        copying: Array(SnapshotFormat.file([header] + sections).joined()), path: path, name: path, stamp: stamp)
    else { return outcome }
    outcome.opened = true
    if let contacts = try? snapshot.stream(into: .collecting).joined() {
      let contacts = Array(contacts)
      guard contacts.count == snapshot.count else { fatalError("decoded \(contacts.count) of \(snapshot.count)") }
      for (index, contact) in contacts.enumerated() where (try? snapshot.contact(index)) != contact {
        fatalError("contact \(index) differs when decoded alone")
      }
      outcome.decoded = contacts.count
    }
    if let found = try? snapshot.search("a") {
      guard found.allSatisfy({ $0 >= 0 && $0 < snapshot.count }), found == found.sorted() else {
        fatalError("the search found \(found) among \(snapshot.count)")
      }
      outcome.found = found.count
    }
    return outcome
  }

  /// A valid input for `run`: the sections of the snapshot of `contacts` and `diagnostics` (a
  /// seed for the fuzzer). The diagnostics are stored as naming `/fuzz/book.vcf`, whatever file
  /// they came from, so a seed's bytes do not depend on where its cards were read.
  package static func input(for contacts: [Contact], diagnostics: [Diagnostic] = []) -> [UInt8] {
    let stamp = SourceStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
    let path = "/fuzz/book.vcf"
    let named = diagnostics.map { diagnostic in
      var copy = diagnostic
      copy.file = path
      return copy
    }
    let parts = SnapshotFormat.encode(contacts: contacts, diagnostics: named, path: path, name: "", stamp: stamp)
    let flags = ContactIdentity.mayRepeat(contacts.map { ContactIdentity.hash(of: $0.identifier) }) ? 0 : 1
    var input: [UInt8] = [UInt8(truncatingIfNeeded: contacts.count), UInt8(flags)]
    for section in parts[1...3] {
      input += [UInt8(truncatingIfNeeded: section.count), UInt8(truncatingIfNeeded: section.count >> 8)]
    }
    return input + parts[1...].joined()
  }
}
