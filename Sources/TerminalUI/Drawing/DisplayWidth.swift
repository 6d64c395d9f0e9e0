import CNcurses
import SafeText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal column widths of text, counted per grapheme cluster (what the user sees as one character).
///
/// Widths come from the C library's `wcwidth` under a UTF-8 locale of their own, so they agree with
/// ncursesw whatever the process locale is, plus the emoji rules terminals follow: a ZWJ sequence,
/// a flag, an emoji with VS16 or a skin tone is one 2-column picture. Combining marks take no
/// columns; a control character takes the one column of the U+FFFD it is drawn as.
public enum DisplayWidth {
  /// Terminal columns that `s` takes (CJK and emoji 2, combining marks 0, controls 1).
  public static func of(_ s: String) -> Int {
    var total = 0
    for cluster in s { total += of(cluster) }
    return total
  }

  /// Terminal columns of one grapheme cluster: 0, 1 or 2.
  ///
  /// A control or bidi control is drawn as U+FFFD, one column per code point (`drawable`), so it
  /// is measured so: such code points are clusters of their own (CR LF the only pair).
  public static func of(_ cluster: Character) -> Int {
    if let ascii = cluster.asciiValue {
      return (ascii >= 0x20 && ascii < 0x7F) ? 1 : cluster.unicodeScalars.count
    }
    let scalars = cluster.unicodeScalars
    guard let base = scalars.first else { return 0 }
    if SafeText.isUnsafe(base) { return scalars.count }
    if isEmojiPicture(scalars, base: base) { return 2 }
    var sum = 0
    for scalar in scalars { sum += max(0, CharacterWidth.wcwidth(scalar)) }
    return min(sum, 2)
  }

  /// Whether `s` is wider than `width` columns; reads only as far as it must to know.
  public static func exceeds(_ s: String, _ width: Int) -> Bool {
    var used = 0
    for cluster in s {
      used += of(cluster)
      if used > width { return true }
    }
    return false
  }

  /// The width of the widest of `s`'s lines (split at "\n"), counted only up to `limit`: a
  /// layout that cannot be wider than `limit` learns it without measuring a megabyte.
  public static func widestLine(_ s: String, upTo limit: Int) -> Int {
    var widest = 0
    var used = 0
    for cluster in s {
      if cluster == "\n" {
        used = 0
        continue
      }
      used += of(cluster)
      if used >= limit { return limit }
      widest = max(widest, used)
    }
    return widest
  }

  /// `s` cut to at most `width` columns, ending in `ellipsis` when anything was cut.
  public static func truncate(_ s: String, to width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if !exceeds(s, width) { return s }
    let ellipsisWidth = of(ellipsis)
    if ellipsisWidth > width { return String(prefix(ellipsis, fitting: width)) }
    return String(prefix(s, fitting: width - ellipsisWidth)) + ellipsis
  }

  /// `s` padded with spaces (or truncated with "…") to exactly `width` columns.
  public static func pad(_ s: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let fitted = truncate(s, to: width)
    let used = of(fitted)
    return used < width ? fitted + String(repeating: " ", count: width - used) : fitted
  }

  /// The longest prefix of `s` whose width is at most `width` columns, and that width.
  static func prefix(_ s: String, fitting width: Int) -> Substring {
    var used = 0
    var end = s.startIndex
    for index in s.indices {
      let w = of(s[index])
      if used + w > width { break }
      used += w
      end = s.index(after: index)
    }
    return s[s.startIndex..<end]
  }

  /// Whether a cluster shows as one 2-column emoji picture, whatever `wcwidth` says of its parts.
  private static func isEmojiPicture(_ scalars: Character.UnicodeScalarView, base: Unicode.Scalar) -> Bool {
    if isRegionalIndicator(base) { return scalars.count > 1 }
    guard base.properties.isEmoji else { return false }
    if base.properties.isEmojiPresentation { return true }
    return scalars.dropFirst().contains { scalar in
      scalar.value == 0xFE0F || scalar.value == 0x200D || scalar.value == 0x20E3
        || scalar.properties.isEmojiModifier
    }
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}

/// `wcwidth` under a private C.UTF-8 locale, so widths do not depend on the process locale.
enum CharacterWidth {
  /// A locale handle. @unchecked: a `newlocale` result is immutable and this one is never freed,
  /// so sharing it between threads is safe (each thread selects it with its own `uselocale`).
  private struct Handle: @unchecked Sendable { let locale: locale_t? }

  private static let utf8 = Handle(locale: newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))

  /// Columns of one scalar as the C library (and so ncursesw) counts them; -1 for controls.
  static func wcwidth(_ scalar: Unicode.Scalar) -> Int {
    guard let locale = utf8.locale else { return Int(CNcurses.wcwidth(wchar_t(scalar.value))) }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return Int(CNcurses.wcwidth(wchar_t(scalar.value)))
  }
}
