package import ContactModel
import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// abook's address book (`~/.abook/addressbook`), read as it is: people moving from abook point
/// `--contacts` at the file and keep using abook until they are sure. Read-only: a save is
/// refused (the file stays abook's), and `list --format vcard` converts it.
///
/// The format, as abook 0.6 writes it: `#` comments, a `[format]` section naming the program,
/// then one `[N]` section per entry of `key=value` lines, a value running to the end of its line
/// with nothing escaped. The keys read are abook's standard fields; `custom1`…`custom5` and
/// anything else are skipped, as abook's own vCard export skips them. A line that is neither a
/// section, a comment nor `key=value` is a diagnostic, and the rest of the entry is still read.
package struct AbookFileSource: ContactSource {
  /// The file's path.
  let path: String

  package var name: String { path }

  /// What a refused save adds after the path.
  static let readOnlyReason =
    ": it is abook's address book, which is only read here (`list --format vcard` converts it)"

  package func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let file = try MappedFile(path: path)
    return Self.read(file.buffer, source: path)
  }

  /// Whether the regular file at `path` is abook's (`isAbook(head:)` on its first 4 KiB).
  static func isAbook(path: String) -> Bool {
    guard let file = try? MappedFile(path: path) else { return false }
    return isAbook(head: UnsafeBufferPointer(rebasing: file.buffer.prefix(4096)))
  }

  /// Whether a file starting with `head` is abook's: it declares `program=abook` in a `[format]`
  /// section and holds no vCard (a `.vcf` never has either line).
  static func isAbook(head: UnsafeBufferPointer<UInt8>) -> Bool {
    let text = String(decoding: head, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let format = lines.firstIndex(of: "[format]") else { return false }
    return lines[format...].dropFirst().prefix { !$0.hasPrefix("[") }.contains("program=abook")
      && !text.uppercased().contains("BEGIN:VCARD")
  }

  /// Every entry of the file, in file order. One pass over the bytes: a line is found with
  /// `memchr`, its key matched as a small string, and only values become Strings, so a hundred
  /// thousand entries read in a fraction of a second.
  package static func read(_ bytes: UnsafeBufferPointer<UInt8>, source: String) -> (
    contacts: [Contact], diagnostics: [Diagnostic]
  ) {
    var contacts: [Contact] = []
    var diagnostics: [Diagnostic] = []
    var entry: Entry?
    var lineNumber = 0
    var start = 0
    guard let base = bytes.baseAddress else { return ([], []) }
    while start < bytes.count {
      let newline = memchr(base + start, 0x0A, bytes.count - start).map {
        UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base
      }
      let next = newline.map { $0 + 1 } ?? bytes.count
      // Lines end in LF or CR LF; any other byte is text, as in abook.
      var end = newline ?? bytes.count
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = next
      lineNumber += 1
      guard let first = line.first, first != UInt8(ascii: "#") else { continue }
      if first == UInt8(ascii: "[") {
        if let finished = entry?.contact { contacts.append(finished) }
        entry = line.elementsEqual("[format]".utf8) ? nil : Entry()
        continue
      }
      guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else {
        diagnostics.append(Diagnostic(file: source, line: lineNumber, reason: "not a key=value line of abook's format"))
        continue
      }
      entry?.set(line, equals: equals)
    }
    if let finished = entry?.contact { contacts.append(finished) }
    return (contacts, diagnostics)
  }

  /// The fields read, by abook's key.
  enum Key: String, CaseIterable {
    case name, email, address, address2, city, state, zip, country, phone, workphone, fax, mobile, nick, url, notes
    case anniversary, groups
  }

  /// One `[N]` section being read.
  struct Entry {
    var values = [String](repeating: "", count: Key.allCases.count)
    /// FNV-1a over the section's `key=value` lines, each with a line feed: the identifier's hash.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Reads the `key=value` line `line`, whose first `=` is at `equals`.
    mutating func set(_ line: UnsafeBufferPointer<UInt8>, equals: Int) {
      for byte in line {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      hash = (hash ^ 0x0A) &* 0x0000_0100_0000_01b3
      var keyBytes = line[..<equals]
      while keyBytes.last == 0x20 || keyBytes.last == 0x09 { keyBytes.removeLast() }
      while keyBytes.first == 0x20 || keyBytes.first == 0x09 { keyBytes.removeFirst() }
      // Keys are short ASCII words: a String that small is stored inline, with no allocation.
      guard keyBytes.count <= 15, let key = Key(rawValue: String(decoding: keyBytes, as: UTF8.self)),
        let index = Key.allCases.firstIndex(of: key)
      else { return }
      // Spaces and tabs around a value are dropped, as around a key and as a vCard reader drops
      // them; a carriage return left inside a value (one not ending its line) is a line break,
      // as a vCard reads it. So the contact converts to a vCard and back unchanged.
      // A NUL ends the value, as it does for abook, which reads the file as C strings.
      var valueBytes = line[(equals + 1)...]
      if let nul = valueBytes.firstIndex(of: 0) { valueBytes = valueBytes[..<nul] }
      while valueBytes.last == 0x20 || valueBytes.last == 0x09 { valueBytes.removeLast() }
      while valueBytes.first == 0x20 || valueBytes.first == 0x09 { valueBytes.removeFirst() }
      let value = UnsafeBufferPointer(rebasing: valueBytes)
      values[index] =
        value.contains(0x0D)
        ? String(decoding: value.map { $0 == 0x0D ? 0x0A : $0 }, as: UTF8.self)
        : String(decoding: value, as: UTF8.self)
    }

    /// The contact, or nil for a section with no field set.
    var contact: Contact? {
      guard values.contains(where: { !$0.isEmpty }) else { return nil }
      var contact = Contact(identifier: StableHash.identifier(hash: hash, prefix: "abook-"))
      let name = self[.name]
      contact.formattedName = name
      // abook keeps one name; its own vCard export takes the last word as the family name.
      // The bytes, not Characters: a grapheme-aware split of every name cost a quarter of a load.
      if let space = name.utf8.lastIndex(of: 0x20) {
        var given = name.utf8[..<space]
        while given.last == 0x20 { given.removeLast() }
        contact.givenName = String(decoding: given, as: UTF8.self)
        contact.familyName = String(decoding: name.utf8[name.utf8.index(after: space)...], as: UTF8.self)
      } else {
        contact.givenName = name
      }
      contact.nicknames = self[.nick].isEmpty ? [] : [self[.nick]]
      contact.emailAddresses = list(.email).map { LabeledValue(value: $0) }
      contact.phoneNumbers = [
        (Key.phone, ContactLabel.home), (.workphone, ContactLabel.work), (.mobile, ContactLabel.mobile),
        (.fax, ContactLabel.homeFax),
      ].compactMap { key, label in self[key].isEmpty ? nil : LabeledValue(label: label, value: self[key]) }
      contact.urlAddresses = self[.url].isEmpty ? [] : [LabeledValue(value: self[.url])]
      let street = [self[.address], self[.address2]].filter { !$0.isEmpty }.joined(separator: "\n")
      let address = PostalAddress(
        street: street, city: self[.city], state: self[.state], postalCode: self[.zip], country: self[.country])
      if !address.isEmpty { contact.postalAddresses = [LabeledValue(label: ContactLabel.home, value: address)] }
      contact.birthday = Self.birthday(self[.anniversary])
      contact.note = self[.notes]
      contact.groups = list(.groups)
      return contact
    }

    private subscript(key: Key) -> String { values[Key.allCases.firstIndex(of: key) ?? 0] }

    /// A comma-separated field's items, blanks dropped.
    private func list(_ key: Key) -> [String] {
      self[key].utf8.split(separator: UInt8(ascii: ",")).compactMap { item in
        var item = item
        while item.first == 0x20 || item.first == 0x09 { item.removeFirst() }
        while item.last == 0x20 || item.last == 0x09 { item.removeLast() }
        return item.isEmpty ? nil : String(decoding: item, as: UTF8.self)
      }
    }

    /// abook's dates: `YYYY-MM-DD`, or `--MM-DD` without a year.
    static func birthday(_ text: String) -> Birthday? {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      let numbers = parts.suffix(2).compactMap { Int($0) }
      guard numbers.count == 2, (1...12).contains(numbers[0]), (1...31).contains(numbers[1]) else { return nil }
      switch parts.count {
      case 3: return Int(parts[0]).map { Birthday(year: $0, month: numbers[0], day: numbers[1]) }
      case 4 where parts[0].isEmpty && parts[1].isEmpty: return Birthday(month: numbers[0], day: numbers[1])
      default: return nil
      }
    }
  }
}
