import ContactModel
import ContactsSupport
import VCard

/// The vCard reader and writer on arbitrary bytes.
///
/// Oracle: reading never crashes; writing what was read (3.0 and 4.0) and reading it again
/// gives the same number of cards, each with the same identifier, name parts and organization,
/// and the cards read back write the same bytes as the cards first read (all fields survive;
/// only a photo's media type may be spelled differently). Nested cards and a last card cut off
/// are each a card of their own, so they are counted like any other.
///
/// And the line-end style never matters: the same input with every line break written as LF,
/// or as CR CR LF (iOS 5 and 6), reads the same cards and the same diagnostics, line numbers
/// included, as the original (breaks found by `physicalLines`, a plain reference for
/// `VCardLineReader`).
public enum VCardFuzz {
  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    let read = VCardReader.read(bytes: data, source: "fuzz.vcf")
    let first = read.contacts
    for version in [VCardWriter.Version.v3, .v4] {
      let written = VCardWriter.bytes(first, version: version)
      let second = VCardReader.read(bytes: written, source: "written.vcf").contacts
      guard second.count == first.count else {
        fatalError("\(version): \(first.count) cards read, \(second.count) after a write and a read")
      }
      for (before, after) in zip(first, second) where !sameIdentity(before, after) {
        fatalError("\(version): card \(before.identifier.debugDescription) changed in a round trip")
      }
      // Everything else survives too: the two card lists write the same bytes. A photo's media
      // type is left out; it is a hint, and an unusual one may come back in another spelling.
      guard
        VCardWriter.bytes(second.map(withoutPhotoType), version: version)
          == VCardWriter.bytes(first.map(withoutPhotoType), version: version)
      else { fatalError("\(version): a card read back from the writer differs from the card written") }
    }
    checkLineEnds(data, read)
  }

  /// Cards written back from their original bytes (`list --format vcard`, docs/VCARD.md,
  /// "Writing cards back") read as the cards first read: every field equal.
  ///
  /// Not yet part of `check`, which the libFuzzer target and CI run: on hostile bytes it still
  /// finds cards that write back otherwise (docs/FUZZING.md). FuzzCheckTests replays every seed
  /// and every saved input through it.
  public static func checkOriginalCards(_ data: [UInt8]) {
    let first = VCardReader.read(bytes: data, source: "fuzz.vcf").contacts
    let kept = VCardReader.readKeepingOriginalCards(data, source: "fuzz.vcf").contacts
    guard kept.map(withoutPhotoType) == first.map(withoutPhotoType) else {
      fatalError("keeping original cards changed what was read")
    }
    for version in [VCardWriter.Version.v3, .v4] {
      let again = VCardReader.read(bytes: VCardWriter.bytes(kept, version: version), source: "written.vcf").contacts
      guard again.count == kept.count else {
        fatalError("\(version): \(kept.count) cards kept, \(again.count) after writing them back and reading")
      }
      for (before, after) in zip(kept, again) where withoutPhotoType(before) != withoutPhotoType(after) {
        fatalError("\(version): card \(before.identifier.debugDescription) changed when written back from its bytes")
      }
    }
  }

  /// The input read again with each of its line breaks rewritten gives the same cards (but for
  /// identifiers made from the card's bytes) and the same diagnostics.
  static func checkLineEnds(_ data: [UInt8], _ read: (contacts: [Contact], diagnostics: [Diagnostic])) {
    // UTF-16 input is transcoded before its lines are found: its bytes are not lines. The
    // reader's own test decides, so a file without a byte order mark that starts with BEGIN in
    // UTF-16 is left out too (Fuzz/Regressions/vcard/utf16-without-bom-line-ends).
    guard !data.withUnsafeBufferPointer(UTF16Input.isUTF16) else { return }
    let (lines, endsWithBreak) = physicalLines(data)
    let expected = VCardWriter.bytes(read.contacts.map(withoutByteIdentity), version: .v4)
    for lineBreak: [UInt8] in [[0x0A], [0x0D, 0x0D, 0x0A]] {
      var rewritten: [UInt8] = []
      rewritten.reserveCapacity(data.count + lines.count * 2)
      for (index, line) in lines.enumerated() {
        rewritten += line
        if index + 1 < lines.count || endsWithBreak { rewritten += lineBreak }
      }
      let again = VCardReader.read(bytes: rewritten, source: "fuzz.vcf")
      guard again.diagnostics == read.diagnostics else {
        fatalError("line breaks as \(lineBreak): other diagnostics (\(again.diagnostics) for \(read.diagnostics))")
      }
      guard VCardWriter.bytes(again.contacts.map(withoutByteIdentity), version: .v4) == expected else {
        fatalError("line breaks as \(lineBreak): other cards")
      }
    }
  }

  /// The physical lines of `data`, without their breaks, by the rule docs/VCARD.md states: LF,
  /// CRLF, CR alone, or a run of CRs followed by LF each end a line; CRs followed by anything
  /// else end a line each. Also whether the last line has a break.
  static func physicalLines(_ data: [UInt8]) -> (lines: [ArraySlice<UInt8>], endsWithBreak: Bool) {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    var index = 0
    var endsWithBreak = false
    while index < data.count {
      let byte = data[index]
      guard byte == 0x0A || byte == 0x0D else {
        index += 1
        continue
      }
      lines.append(data[start..<index])
      var next = index + 1
      if byte == 0x0D {
        var run = index
        while run < data.count && data[run] == 0x0D { run += 1 }
        if run < data.count && data[run] == 0x0A { next = run + 1 }
      }
      index = next
      start = next
      endsWithBreak = index == data.count
    }
    if start < data.count { lines.append(data[start...]) }
    return (lines, endsWithBreak)
  }

  /// Whether a card kept what identifies it: its identifier, name parts and organization.
  static func sameIdentity(_ before: Contact, _ after: Contact) -> Bool {
    before.identifier == after.identifier && before.namePrefix == after.namePrefix
      && before.givenName == after.givenName && before.middleName == after.middleName
      && before.familyName == after.familyName && before.nameSuffix == after.nameSuffix
      && before.organizationName == after.organizationName
  }

  /// The contact with its photo's media type cleared.
  static func withoutPhotoType(_ contact: Contact) -> Contact {
    var contact = contact
    contact.photo?.mediaType = ""
    return contact
  }

  /// The contact without an identifier made from its card's bytes (which change with its line
  /// breaks); a UID stays.
  static func withoutByteIdentity(_ contact: Contact) -> Contact {
    var contact = contact
    if contact.identifier.hasPrefix("vcf-") { contact.identifier = "" }
    return contact
  }
}
