package import ContactModel
package import ContactsPrompt

/// What the browser shows, fixed for its whole run: the sorted contacts, their search index, the
/// load warnings and the titles. The moving parts are in `BrowserState`.
package struct BrowserContent: Sendable {
  /// The contacts in display order, with their sections.
  package let directory: ContactDirectory
  /// The search index over `directory.contacts` (same indices).
  package let search: SearchIndexLoader
  /// Cards that could not be read, as `file:line: reason`.
  package let diagnostics: [Diagnostic]
  /// The title bar's left side: the app's name.
  package let title: String
  /// The title bar's right side: where the contacts came from.
  package let sourceName: String
  /// Whether access is limited, which shows the "manage selection" key.
  package let limitedAccess: Bool
  /// Whether `M` merges the selected contact with its likely duplicates.
  package let canMerge: Bool
  /// The name of the group shown (`--group`), as its cards spell it; nil when every contact is.
  package let group: String?
  /// Whether `E` edits a card as vCard text (the flow has an editor for the browser).
  package let canEditAsText: Bool
  /// What the right-hand column shows outside a search (`--secondary`).
  package let secondary: SecondaryChoice
  /// Whether the status line is the stage's demo caption (`demo --step`).
  package var captions = false

  /// Content over `directory`; the search index is built in the background unless given.
  package init(
    directory: ContactDirectory, search: SearchIndexLoader? = nil, diagnostics: [Diagnostic] = [],
    title: String, sourceName: String, limitedAccess: Bool = false, group: String? = nil, canEditAsText: Bool = false,
    canMerge: Bool = false, secondary: SecondaryChoice = .company
  ) {
    self.directory = directory
    self.search = search ?? SearchIndexLoader(building: directory.contacts)
    self.diagnostics = diagnostics
    self.title = title
    self.sourceName = sourceName
    self.limitedAccess = limitedAccess
    self.group = group
    self.canEditAsText = canEditAsText
    self.canMerge = canMerge
    self.secondary = secondary
  }

  /// The same content over another directory (after a change): a new search index, the same
  /// warnings, titles and keys.
  package func replacing(_ directory: ContactDirectory) -> BrowserContent {
    var content = BrowserContent(
      directory: directory, diagnostics: diagnostics, title: title, sourceName: sourceName,
      limitedAccess: limitedAccess, group: group, canEditAsText: canEditAsText, canMerge: canMerge,
      secondary: secondary)
    content.captions = captions
    return content
  }
}
