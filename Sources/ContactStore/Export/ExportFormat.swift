/// The output formats of `contacts-tui list`.
package enum ExportFormat: String, Sendable, CaseIterable {
  /// One display name per line.
  case text
  /// Tab-separated values with a header row; see `ContactExport.tsvColumns`.
  case tsv
  /// Comma-separated values (RFC 4180) with the TSV's header row and columns, for spreadsheets.
  case csv
  /// A JSON array of objects with Contacts.framework key names.
  case json
  /// vCard 3.0.
  case vcard

  /// What `contacts-tui --help` says after the format's name, if anything.
  package var helpNote: String {
    switch self {
    case .text: "(names)"
    case .tsv: ""
    case .csv: "(RFC 4180)"
    case .json: "(Contacts.framework keys)"
    case .vcard: "(3.0)"
    }
  }
}
