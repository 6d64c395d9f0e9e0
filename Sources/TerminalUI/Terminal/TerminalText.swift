import SafeText

/// Text from outside (an Info.plist, a vCard) made safe to write to a terminal as is.
public enum TerminalText {
  /// `s` through `SafeText`, the package's one neutraliser: every control character (C0, DEL,
  /// C1) and bidi control becomes U+FFFD, keeping line feeds and tabs when `keepingNewlines`.
  public static func printable(_ s: String, keepingNewlines: Bool = true) -> String {
    SafeText.neutralised(s, keepingLineBreaks: keepingNewlines)
  }
}
