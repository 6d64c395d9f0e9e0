/// The output formats of `contacts-tui list`.
package enum ExportFormat: String, Sendable, CaseIterable {
  /// One display name per line.
  case text
  /// Tab-separated values with a header row; see `ContactExport.tsvColumns`.
  case tsv
  /// A JSON array of objects with Contacts.framework key names.
  case json
  /// vCard 3.0.
  case vcard
}
