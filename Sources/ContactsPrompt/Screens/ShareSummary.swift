import ContactModel

/// How many contacts will be shared, and the first few names, for the confirmation.
package struct ShareSummary {
  /// The number shared.
  package let count: Int
  /// Display names of the first few, in display order.
  package let names: [String]

  /// Summarizes `chosen` (sharing keys) in `directory` order, naming at most `limit`.
  package init(directory: ContactDirectory, chosen: Set<String>, limit: Int = 5) {
    count = chosen.count
    var names: [String] = []
    for contact in directory.contacts where chosen.contains(contact.sharingKey) {
      names.append(directory.formatter.string(from: contact))
      if names.count == limit { break }
    }
    self.names = names
  }
}
