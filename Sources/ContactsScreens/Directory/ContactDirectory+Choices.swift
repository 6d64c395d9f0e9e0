package import ContactStore
package import ContactsPrompt

extension ContactDirectory {
  /// `load(from:sortOrder:displayOrder:)` with the command line's `--sort` and `--display`.
  package static func load(
    from sources: [any ContactSource], sort: SortChoice, display: DisplayChoice
  ) -> Result<ContactDirectory, ContactsAppError> {
    load(from: sources, sortOrder: sort.sortOrder, displayOrder: display.displayOrder)
  }
}
