/// What `query` prints: its rows in the mail client's format (`QueryFormat`).
enum MailAddressListing {
  /// The whole output in `format` for `rows`, found for `query` (the words as typed, for mutt's status
  /// line), ending in a line feed.
  static func render(_ rows: [MailAddressRow], format: QueryFormat, query: String) -> String {
    switch format {
    case .mutt:
      return ([muttStatus(count: rows.count, query: query)] + rows.map { "\($0.address)\t\($0.name)\t\($0.extra)" })
        .map { $0 + "\n" }.joined()
    case .aerc, .alot:
      return rows.map { "\($0.address)\t\($0.name)\n" }.joined()
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
