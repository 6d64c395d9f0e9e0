/// Text from outside (an Info.plist, a vCard) made safe to write to a terminal as is.
public enum TerminalText {
  /// `s` with every control character (C0 but line feed and tab, DEL, C1) and every bidi
  /// override or isolate replaced by U+FFFD, so that untrusted text can neither send escape
  /// sequences to the terminal nor reorder what is shown around it.
  public static func printable(_ s: String, keepingNewlines: Bool = true) -> String {
    guard s.unicodeScalars.contains(where: { isUnsafe($0, keepingNewlines: keepingNewlines) }) else { return s }
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      out.append(isUnsafe(scalar, keepingNewlines: keepingNewlines) ? "\u{FFFD}" : scalar)
    }
    return String(out)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: !keepingNewlines
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
