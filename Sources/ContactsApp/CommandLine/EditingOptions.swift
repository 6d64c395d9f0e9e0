/// Options of `add`.
package struct AddOptions: Equatable, Sendable {
  /// App, data directory and sources (the card goes to the first writable one).
  package var common = CommonOptions()
  /// The contact's name ("Given Family"); nil: the card is read from standard input.
  package var name: String?
  /// E-mail addresses, in order.
  package var emails: [String] = []
  /// Phone numbers, in order.
  package var phones: [String] = []
  /// The organization.
  package var organization: String?

  /// Whether the card is built from the flags (else it is read from standard input).
  package var buildsCard: Bool { name != nil || !emails.isEmpty || !phones.isEmpty || organization != nil }
}

/// Options of `delete`.
package struct DeleteOptions: Equatable, Sendable {
  /// App, data directory and sources.
  package var common = CommonOptions()
  /// The contact's identifier.
  package var identifier: String?
  /// Words every field of the contact must match, as `list --match`.
  package var match: String?
  /// Delete without asking.
  package var yes = false
}
