import ContactModel
import ContactsPrompt

extension ContactsAppError {
  /// `--group NAME` named no group of the contacts the app may read. A usage error (exit 2): the
  /// command line named something that is not there, and the message lists what is.
  static func unknownGroup(_ name: String, known: [ContactGroup]) -> ContactsAppError {
    let groups =
      known.isEmpty
      ? "no contact it may read is in a group (a card's CATEGORIES name its groups)"
      : "the groups are: " + known.map(\.name).joined(separator: ", ")
    return ContactsAppError(.usage, "--group: there is no group named “\(name)”; \(groups).")
  }
}
