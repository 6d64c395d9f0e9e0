public import ContactModel

extension Diagnostic {
  /// A file that could not be read at all and was skipped, while the other sources were read.
  public init(unreadable file: String, _ error: ContactsError) {
    var why = error.message
    let prefix = "Cannot read contacts from \(file): "
    if why.hasPrefix(prefix) { why.removeFirst(prefix.count) }
    if why.hasSuffix(".") { why.removeLast() }
    self.init(file: file, line: 0, reason: "cannot be read: \(why); skipped")
  }
}
