/// One entry of a command's subsection in the man page (Resources/man/contacts-tui.1): the roff
/// head line of each option it describes (several are joined by `.TQ`) and its roff body, kept
/// verbatim. Only tests render it (GeneratedFilesTests): the page is checked in, so that an
/// install without a build still has it, and the binary prints no man page.
struct ManualItem: Equatable, Sendable {
  /// The `.TP` head lines, roff (`.BI \-\-app " PLIST"`).
  var heads: [String]
  /// The body, roff lines.
  var body: String

  /// An entry with `heads` and `body`.
  init(_ heads: String..., body: String) {
    self.heads = heads
    self.body = body
  }
}
