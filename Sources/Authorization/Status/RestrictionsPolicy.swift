public import ContactModel
import ContactsSupport
public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Apps that policy forbids from reading contacts, whatever the user decided.
///
/// The file has one bundle id per line, `*` for every app, and `#` comments (whole-line or trailing);
/// blank lines and surrounding whitespace are ignored. Bundle ids match case-insensitively, so a
/// spelling difference never lets an app slip past the policy.
///
/// Invisible characters cannot defeat it: format characters and other default-ignorable code points
/// (zero-width spaces and joiners, a BOM, bidi controls, soft hyphens) are removed from both the
/// policy's ids and the app's id before they are compared, and any Unicode whitespace or line break
/// (a trailing CR, a no-break space, U+2028) separates ids. A line holding a NUL or another control
/// character cannot be understood: `parse` then restricts every app, and `load` refuses the file.
public struct RestrictionsPolicy: Equatable, Sendable {
  /// The restricted bundle ids, as `matchKey`s.
  public private(set) var clients: Set<String>
  /// Whether every app is restricted (`*`).
  public var all: Bool
  /// The policy file this was read from, when it was read from one.
  public private(set) var sourcePath: String?
  /// The line (from 1) that first restricts each `matchKey`, when parsed from text.
  private var lines: [String: Int] = [:]
  /// The line that first restricts every app (`*`, or a line that cannot be understood).
  private var allLine: Int?

  /// Why the policy restricts an app: which file and line, for `permissions explain`.
  public struct Restriction: Equatable, Sendable {
    /// The policy file, or nil for a policy built in code.
    public var path: String?
    /// The line (from 1), or nil for a policy built in code.
    public var line: Int?
    /// Whether the rule is for every app (`*` or a line that cannot be understood) rather than this one.
    public var everyApp: Bool

    /// A restriction with every field given.
    public init(path: String?, line: Int?, everyApp: Bool) {
      self.path = path
      self.line = line
      self.everyApp = everyApp
    }
  }

  /// The default location, used when `$CONTACTS_TUI_RESTRICTIONS` is unset.
  public static let defaultPath = "/etc/contacts-tui/restrictions"
  /// The largest policy file read; a bigger one is refused (restrictions are a short list).
  public static let maximumFileSize = 1 << 20

  /// A policy restricting `clients`, or every app when `all` is true.
  public init(clients: Set<String>, all: Bool = false) {
    self.clients = Set(clients.map(Self.matchKey))
    self.all = all
  }

  /// No restrictions.
  public static let none = RestrictionsPolicy(clients: [])

  /// Two policies are equal when they restrict the same apps, wherever they were read from.
  public static func == (lhs: RestrictionsPolicy, rhs: RestrictionsPolicy) -> Bool {
    lhs.all == rhs.all && lhs.clients == rhs.clients
  }

  /// Whether the policy forbids `bundleIdentifier` from reading contacts.
  public func restricts(_ bundleIdentifier: String) -> Bool {
    all || clients.contains(Self.matchKey(bundleIdentifier))
  }

  /// Where the policy restricts `bundleIdentifier` (the first line that does), or nil when it
  /// does not.
  public func restriction(of bundleIdentifier: String) -> Restriction? {
    guard restricts(bundleIdentifier) else { return nil }
    let own = lines[Self.matchKey(bundleIdentifier)]
    let line = [own, all ? allLine : nil].compactMap { $0 }.min()
    return Restriction(path: sourcePath, line: line, everyApp: line != nil && line == allLine && line != own)
  }

  /// The form in which ids are compared: invisible characters, whitespace and controls removed,
  /// lowercased.
  public static func matchKey(_ identifier: String) -> String {
    var kept = String.UnicodeScalarView()
    for scalar in identifier.unicodeScalars where !isInvisible(scalar) && !scalar.properties.isWhitespace {
      if scalar.properties.generalCategory == .control { continue }
      kept.append(scalar)
    }
    return String(kept).lowercased()
  }

  /// Parses the text of a restrictions file. A line that cannot be understood (see `problems(in:)`)
  /// restricts every app.
  public static func parse(_ text: String, sourcePath: String? = nil) -> RestrictionsPolicy {
    var clients: Set<String> = []
    var all = false
    var found: [String: Int] = [:]
    var allLine: Int?
    for (index, line) in lines(of: text).enumerated() {
      if problem(in: line) != nil {
        all = true
        allLine = allLine ?? index + 1
        continue
      }
      // By scalar: a combining mark after `#` joins it into another Character, hiding the comment.
      let content = Substring(line.unicodeScalars.prefix { $0 != "#" })
      // Bundle ids hold no whitespace, so a line with two words restricts both (the safer reading).
      for word in content.split(whereSeparator: \.isWhitespace) {
        let key = matchKey(String(word))
        if key.isEmpty { continue }
        if key == "*" {
          all = true
          allLine = allLine ?? index + 1
        } else {
          clients.insert(key)
          found[key] = found[key] ?? index + 1
        }
      }
    }
    var policy = RestrictionsPolicy(clients: clients, all: all)
    policy.sourcePath = sourcePath
    policy.lines = found
    policy.allLine = allLine
    return policy
  }

  /// Why lines of `text` cannot be understood ("line 3 holds a NUL byte"), in order; empty when all can.
  public static func problems(in text: String) -> [String] {
    lines(of: text).enumerated().compactMap { index, line in
      problem(in: line).map { "line \(index + 1) \($0)" }
    }
  }

  /// Lines split at every line break, blank ones kept so that line numbers are right.
  private static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  private static func problem(in line: Substring) -> String? {
    for scalar in line.unicodeScalars where scalar.properties.generalCategory == .control {
      if scalar == "\0" { return "holds a NUL byte" }
      if !scalar.properties.isWhitespace {
        return "holds the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
      }
    }
    return nil
  }

  /// Format characters (Cf) and other default-ignorable code points: drawn as nothing.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
  }

  /// Reads a restrictions file. A missing file means no restrictions. A file that exists but cannot
  /// be read, cannot be understood, or cannot be trusted (not a regular file, owned by someone
  /// other than root or you, writable by group or others, larger than `maximumFileSize`) fails with
  /// `.dataAccessError`, so such a policy never grants access.
  public static func load(contentsOf url: URL) throws(ContactsError) -> RestrictionsPolicy {
    let path = url.path
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      var info = stat()
      if code == ENOENT {
        // A dangling symlink is still something the admin put there.
        if lstat(path, &info) == 0 { throw unreadable(path, "is a broken symbolic link") }
        return .none
      }
      throw unreadable(path, "could not be opened (\(String(cString: strerror(code))))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw unreadable(path, "could not be checked") }
    if info.st_mode & S_IFMT == S_IFDIR { throw unreadable(path, "is a directory") }
    if info.st_mode & S_IFMT != S_IFREG {
      throw unreadable(path, "is \(FileTrust.kindName(info.st_mode)), not a regular file")
    }
    if info.st_uid != 0 && info.st_uid != geteuid() {
      throw unreadable(path, "belongs to \(FileTrust.userName(UInt32(info.st_uid))), not to root or you")
    }
    if info.st_mode & 0o022 != 0 {
      throw unreadable(path, "is writable by group or others (mode \(String(info.st_mode & 0o7777, radix: 8)))")
    }
    if info.st_size > maximumFileSize {
      throw unreadable(path, "is larger than \(maximumFileSize) bytes")
    }
    let data: Data
    do {
      data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
    } catch {
      throw unreadable(path, "could not be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw unreadable(path, "is not UTF-8 text")
    }
    if let problem = problems(in: text).first {
      throw unreadable(path, "cannot be understood: \(problem)")
    }
    return parse(text, sourcePath: path)
  }
  /// The policy named by `$CONTACTS_TUI_RESTRICTIONS`, else the one at `defaultPath`.
  public static func loadDefault(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(ContactsError) -> RestrictionsPolicy
  {
    let path = environment["CONTACTS_TUI_RESTRICTIONS"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultPath
    return try load(contentsOf: URL(fileURLWithPath: path))
  }

  private static func unreadable(_ path: String, _ problem: String) -> ContactsError {
    ContactsError(
      .dataAccessError,
      message: "The restrictions policy \(path) \(problem), so access is refused. "
        + "Fix or remove the file, or point CONTACTS_TUI_RESTRICTIONS at a readable one."
    )
  }
}
