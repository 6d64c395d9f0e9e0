// The directory's choices from the command line and the configuration (`--sort`, `--display`,
// `--secondary`): what the screens draw by, so they live with the screens; the parser fills them in.

/// `--sort` values.
package enum SortChoice: String, Equatable, Sendable, CaseIterable {
  /// By given name.
  case given
  /// By family name.
  case family
}

/// `--display` values.
package enum DisplayChoice: String, Equatable, Sendable, CaseIterable {
  /// "Given Family".
  case givenFirst = "given-first"
  /// "Family Given".
  case familyFirst = "family-first"
}

/// `--secondary` values: what the browser's right-hand column shows outside a search.
package enum SecondaryChoice: String, Equatable, Sendable, CaseIterable {
  /// The company, else the first phone number, else the first e-mail address.
  case company
  /// The first phone number.
  case phone
  /// The first e-mail address.
  case email
}
