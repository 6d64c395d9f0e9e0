/// What `query` prints: its rows in the mail client's format (`QueryFormat`).
enum MailAddressListing {
  /// The whole output in `format` for `rows`, found for `query` (the words as typed, for mutt's status
  /// line), ending in a line feed.
  static func render(_ rows: [MailAddressRow], format: QueryFormat, query: String) -> String {
    switch format {
    case .mutt:
      let lines = rows.map { "\($0.address)\t\(clientName($0, format: format))\t\($0.extra)" }
      return ([muttStatus(count: rows.count, query: query)] + lines).map { $0 + "\n" }.joined()
    case .aerc, .alot:
      return rows.map { "\($0.address)\t\(clientName($0, format: format))\n" }.joined()
    case .tsv:
      let header = "address\tname\textra\tlabel\tidentifier\n"
      return header + rows.map { "\($0.address)\t\($0.name)\t\($0.extra)\t\($0.label)\t\($0.identifier)\n" }.joined()
    case .json:
      let objects = rows.map { row in
        JSONText.object([
          ("address", JSONText.string(row.address)), ("name", JSONText.string(row.name)),
          ("extra", JSONText.string(row.extra)), ("label", JSONText.string(row.label)),
          ("identifier", JSONText.string(row.identifier)),
        ])
      }
      return JSONText.array(objects) + "\n"
    }
  }

  /// The characters that, in a name a mail client puts before `<address>`, could end the name
  /// or start another address: RFC 5322's specials but the period, and the backslash.
  /// alot writes `name <address>` and quotes only a name with a comma; aerc writes it through
  /// Go's `mail.Address.String` and then decodes the RFC 2047 words that made, unquoting a
  /// non-ASCII name; both then read the field as an address list (docs/DECISIONS.md, "What
  /// query prints for a mail client").
  static let nameSpecials: Set<Unicode.Scalar> = ["\"", "(", ")", ",", ":", ";", "<", ">", "@", "[", "\\", "]"]

  /// The name a mail client's line shows for `row`: the specials blanked and blanks collapsed,
  /// "" when the name is only the address (a contact with no name); for alot, whose regexp
  /// needs a name, then the address's local part.
  static func clientName(_ row: MailAddressRow, format: QueryFormat) -> String {
    var name = row.name
    if name.lowercased() == row.address.lowercased() { name = "" }
    if name.isEmpty, format == .alot { name = String(row.address.prefix { $0 != "@" }) }
    let blanked = String(String.UnicodeScalarView(name.unicodeScalars.map { nameSpecials.contains($0) ? " " : $0 }))
    return blanked.split(separator: " ").joined(separator: " ")
  }

  /// mutt's first line: `contacts-tui: 2 addresses matching "ann"` (mutt shows it as a message).
  static func muttStatus(count: Int, query: String) -> String {
    let words = MailAddressRow.oneLine(query)
    let amount =
      switch count {
      case 0: "no addresses"
      case 1: "1 address"
      default: "\(count) addresses"
      }
    return "contacts-tui: " + amount + (words.isEmpty ? "" : " matching \"\(words)\"")
  }
}
