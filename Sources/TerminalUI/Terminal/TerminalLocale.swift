#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sets the C locale up for ncursesw, which draws nothing but ASCII in the "C" locale.
enum TerminalLocale {
  /// The user's locale, with a UTF-8 character type forced when it has none.
  static func setUp() {
    setlocale(LC_ALL, "")
    if !isUTF8 {
      if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
    }
  }

  /// Whether the current character type is UTF-8.
  static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }

  /// The text of the current `errno` (`No such device or address`).
  static func describeErrno() -> String {
    String(cString: strerror(errno))
  }
}
