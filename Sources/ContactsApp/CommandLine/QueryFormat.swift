/// `query --format` values: what each mail client reads. Every line format is one row per
/// address, with tab-separated fields that hold no tab or line break; `MailAddressListing`
/// renders them.
package enum QueryFormat: String, Equatable, Sendable, CaseIterable {
  /// mutt and neomutt's `query_command`: a status line mutt shows and skips, then
  /// `address<TAB>name<TAB>extra` per address.
  case mutt
  /// aerc's `address-book-cmd`: `address<TAB>name` per address, no header.
  case aerc
  /// alot's `shellcommand` address book: `address<TAB>name` per address, no header, which the
  /// regexp alot's manual gives for abook, `^(?P<email>[^@]+@[^\t]+)\t+(?P<name>[^\t]+)`, reads.
  case alot
  /// A JSON array of `{"address", "name", "extra", "label", "identifier"}` objects.
  case json
  /// A header line, then `address<TAB>name<TAB>extra<TAB>label<TAB>identifier` per address.
  case tsv
}
