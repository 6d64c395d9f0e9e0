import ContactModel
import ContactsSupport
import Foundation

/// abook's address book (`~/.abook/addressbook`), read as it is: people moving from abook point
/// `--contacts` at the file and keep using abook until they are sure. Read-only: a save is
/// refused (the file stays abook's), and `list --format vcard` converts it.
///
/// The format, as abook 0.6 writes it: `#` comments, a `[format]` section naming the program,
/// then one `[N]` section per entry of `key=value` lines, a value running to the end of its line
/// with nothing escaped. The keys read are abook's standard fields; `custom1`…`custom5` and
/// anything else are skipped, as abook's own vCard export skips them. A line that is neither a
/// section, a comment nor `key=value` is a diagnostic, and the rest of the entry is still read.
struct AbookFileSource: ContactSource {
  /// The file's path.
  let path: String

  var name: String { path }

  /// What a refused save adds after the path.
  static let readOnlyReason =
    ": it is abook's address book, which is only read here (`list --format vcard` converts it)"

  func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
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

  /// Every entry of the file, in file order.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, source: String) -> (
    contacts: [Contact], diagnostics: [Diagnostic]
  ) {
    var contacts: [Contact] = []
    var diagnostics: [Diagnostic] = []
    var entry: Entry?
    var lineNumber = 0
    // Lines end in LF, or CR LF (one Character in Swift); other breaks are text, as in abook.
    for line in String(decoding: bytes, as: UTF8.self).split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      lineNumber += 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") {
        if let finished = entry?.contact { contacts.append(finished) }
        entry = line == "[format]" ? nil : Entry(startLine: lineNumber)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else {
        diagnostics.append(Diagnostic(file: source, line: lineNumber, reason: "not a key=value line of abook's format"))
        continue
      }
      entry?.set(
        String(line[..<equals]).trimmingCharacters(in: .whitespaces), String(line[line.index(after: equals)...]))
    }
    if let finished = entry?.contact { contacts.append(finished) }
    return (contacts, diagnostics)
  }

  /// One `[N]` section being read.
  struct Entry {
    let startLine: Int
    var fields: [String: String] = [:]
    /// Every line of the section, hashed into the contact's identifier.
    var text = ""

    mutating func set(_ key: String, _ value: String) {
      fields[key] = value
      text += key + "=" + value + "\n"
    }

    /// The contact, or nil for a section with no field set.
    var contact: Contact? {
      guard fields.values.contains(where: { !$0.isEmpty }) else { return nil }
      let hash = Array(text.utf8).withUnsafeBufferPointer(StableHash.fnv1a64)
      let hex = String(hash, radix: 16)
      var contact = Contact(identifier: "abook-" + String(repeating: "0", count: 16 - hex.count) + hex)
      let name = self["name"]
      contact.formattedName = name
      // abook keeps one name; its own vCard export takes the last word as the family name.
      let words = name.split(separator: " ")
      if words.count > 1 {
        contact.givenName = words.dropLast().joined(separator: " ")
        contact.familyName = String(words[words.count - 1])
      } else {
        contact.givenName = name
      }
      contact.nicknames = self["nick"].isEmpty ? [] : [self["nick"]]
      contact.emailAddresses = list("email").map { LabeledValue(value: $0) }
      contact.phoneNumbers = [
        ("phone", ContactLabel.home), ("workphone", ContactLabel.work), ("mobile", ContactLabel.mobile),
        ("fax", ContactLabel.homeFax),
      ].compactMap { key, label in self[key].isEmpty ? nil : LabeledValue(label: label, value: self[key]) }
      contact.urlAddresses = self["url"].isEmpty ? [] : [LabeledValue(value: self["url"])]
      let street = [self["address"], self["address2"]].filter { !$0.isEmpty }.joined(separator: "\n")
      let address = PostalAddress(
        street: street, city: self["city"], state: self["state"], postalCode: self["zip"], country: self["country"])
      if !address.isEmpty { contact.postalAddresses = [LabeledValue(label: ContactLabel.home, value: address)] }
      contact.birthday = Self.birthday(self["anniversary"])
      contact.note = self["notes"]
      contact.groups = list("groups")
      return contact
    }

    private subscript(key: String) -> String { fields[key] ?? "" }

    /// A comma-separated field's items, blanks dropped.
    private func list(_ key: String) -> [String] {
      self[key].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
