import TerminalUI

/// Why a configuration file's text was refused, with the line (1-based) it was on.
package struct ConfigurationError: Error, Equatable, Sendable {
  /// What is wrong.
  package enum Kind: Equatable, Sendable {
    /// A line that is not a comment, a header or `key = value`.
    case missingEquals
    /// `= value` with no key, or a key of other characters than a-z, 0-9 and '-'.
    case badKey(String)
    /// A key that is not one of its section's.
    case unknownKey(String, section: String)
    /// A value the key does not take; `expected` says what it takes.
    case badValue(key: String, value: String, expected: String)
    /// A key given twice where it does not repeat.
    case duplicateKey(String, firstLine: Int)
    /// A header of a kind there is none of (`[colours]`).
    case unknownSection(String)
    /// A header that is not `[theme]` or `[account NAME]` as written.
    case badSection(String)
    /// A section given twice.
    case duplicateSection(String, firstLine: Int)
    /// A quoted value with no closing quote, or text after it.
    case badQuoting(String)
    /// An `[account NAME]` with no `url =` line.
    case missingURL(String)
  }

  /// The line, counting from 1.
  package var line: Int
  /// What is wrong.
  package var kind: Kind

  /// Creates an error.
  package init(line: Int, _ kind: Kind) {
    self.line = line
    self.kind = kind
  }

  /// What is wrong, in words; text from the file is echoed printable (no control characters).
  package var message: String {
    switch kind {
    case .missingEquals: return "expected 'key = value', a [section] header or a # comment"
    case .badKey(let key):
      return key.isEmpty
        ? "a key is missing before '='" : "'\(Self.echo(key))' is not a key (letters a-z, digits, '-' and '_')"
    case .unknownKey(let key, let section):
      return "unknown key '\(Self.echo(key))' in \(section)"
    case .badValue(let key, let value, let expected):
      return "\(key) takes \(expected), not '\(Self.echo(value))'"
    case .duplicateKey(let key, let first): return "\(key) is already set on line \(first)"
    case .unknownSection(let kind):
      return "unknown section '[\(Self.echo(kind))]'; the sections are [theme] and [account NAME]"
    case .badSection(let header):
      return "'\(Self.echo(header))' is not a section header; write [theme] or [account NAME]"
    case .duplicateSection(let name, let first): return "[\(Self.echo(name))] is already on line \(first)"
    case .missingURL(let name):
      return "[account \(Self.echo(name))] has no url; add 'url = https://…' to it"
    case .badQuoting(let value):
      return "unbalanced quotes in '\(Self.echo(value))'; write \"...\" with \\\" for a quote"
    }
  }

  /// Text from the file as it may be echoed: printable, one line, cut after 80 characters.
  static func echo(_ text: String) -> String {
    let printable = TerminalText.printable(text, keepingNewlines: false)
    return printable.count > 80 ? String(printable.prefix(80)) + "…" : printable
  }
}
