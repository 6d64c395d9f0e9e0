package import ContactsPrompt

/// The editor to open: `$VISUAL`, else `$EDITOR`, else `vi` (the order of `git`, `crontab -e` and
/// `khard`), split into words as a POSIX shell splits a command line, so `code -w`,
/// `vim -u NONE` and `"/opt/My Editor/bin/edit" --wait` work.
///
/// The splitting is a shell's without the shell (docs/DECISIONS.md, "$EDITOR is split into
/// words, not run by a shell"): blanks separate words; `'…'` keeps everything; `"…"` keeps
/// everything but a backslash before `"`, `\`, `$` or `` ` ``; a backslash outside quotes keeps
/// the next character. Nothing is expanded (`$HOME`, `~`, `*` stay as written).
package enum EditorCommand {
  /// The words of the editor command in `environment`; throws when the variable is not a word
  /// list (an unclosed quote).
  package static func words(environment: [String: String]) throws(ContactsAppError) -> [String] {
    for name in ["VISUAL", "EDITOR"] {
      guard let value = environment[name], !value.allSatisfy(\.isWhitespace) else { continue }
      guard let words = split(value), !words.isEmpty else {
        throw ContactsAppError(.usage, "$\(name) is not a command line (an unclosed quote?): \(value)")
      }
      return words
    }
    return ["vi"]
  }

  /// `text` split like a shell word list; nil when a quote is not closed or it ends in a lone
  /// backslash.
  package static func split(_ text: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = text.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          word.append(next)
        }
        guard closed else { return nil }
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\" {
            guard let escaped = characters.next() else { return nil }
            if !["\"", "\\", "$", "`", "\n"].contains(escaped) { word.append("\\") }
            if escaped != "\n" { word.append(escaped) }
            continue
          }
          word.append(next)
        }
        guard closed else { return nil }
      case "\\":
        guard let escaped = characters.next() else { return nil }
        inWord = true
        if escaped != "\n" { word.append(escaped) }
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
