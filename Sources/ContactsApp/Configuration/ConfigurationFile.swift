import ContactsPrompt
import ContactsSupport
import Foundation
import TerminalUI

/// Finds and reads the configuration file, and resolves the paths it names. A missing file at
/// the standard place is an empty configuration; every other failure is an error naming the
/// file (and the line, for a line the parser refused).
enum ConfigurationFile {
  /// The most a configuration file may hold; more is refused, not read.
  static let sizeLimit = 1 << 20

  /// `$XDG_CONFIG_HOME/contacts-tui/config` (when that is an absolute path), else
  /// `$HOME/.config/contacts-tui/config`; nil without either.
  static func standardPath(environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/contacts-tui/config"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/contacts-tui/config"
  }

  /// The configuration `choice` names, with its `contacts` paths made absolute.
  static func load(
    _ choice: ConfigFileChoice, environment: [String: String]
  ) throws(ConfigurationFileError) -> Configuration {
    let path: String
    switch choice {
    case .none: return Configuration()
    case .file(let given): path = given
    case .standard:
      guard let standard = standardPath(environment: environment) else { return Configuration() }
      path = standard
    }
    guard let text = try read(path, missingIsEmpty: choice == .standard, home: environment["HOME"]) else {
      return Configuration()
    }
    var configuration: Configuration
    do {
      configuration = try ConfigurationParser.parse(text)
    } catch {
      throw ConfigurationFileError(path: path, line: error.line, message: error.message)
    }
    let folder = (path as NSString).deletingLastPathComponent
    configuration.contacts = configuration.contacts.map {
      resolve($0, home: environment["HOME"], folder: folder.isEmpty ? "." : folder)
    }
    return configuration
  }

  /// `~` and `~/…` are in `$HOME`; a relative path is in the configuration file's folder; a
  /// CardDAV URL stays as it is.
  static func resolve(_ path: String, home: String?, folder: String) -> String {
    if AccountURL.isURL(path) { return path }  // a CardDAV server, not a path
    if let home, !home.isEmpty {
      if path == "~" { return home }
      if path.hasPrefix("~/") { return home + path.dropFirst() }
    }
    return path.hasPrefix("/") ? path : folder + "/" + path
  }

  /// The file's text; nil when it does not exist and `missingIsEmpty`. The file says what runs
  /// as the user (`password_command`), so it is read only when it and the folders above it up
  /// to `home` are trusted (docs/CONFIGURATION.md, "Who may write it").
  private static func read(
    _ path: String, missingIsEmpty: Bool, home: String?
  ) throws(ConfigurationFileError) -> String? {
    func failure(_ message: String) -> ConfigurationFileError {
      ConfigurationFileError(path: path, line: nil, message: message)
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      if errno == ENOENT && missingIsEmpty { return nil }
      throw failure("cannot read the configuration file: \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure("cannot read: \(String(cString: strerror(errno)))") }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw failure("is a directory, not a configuration file") }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw failure("is not a regular file") }
    guard info.st_size <= sizeLimit else { throw failure("is larger than \(sizeLimit) bytes") }
    if let untrusted = FileTrust.pathProblem(of: path, descriptor: fd, home: home) {
      throw ConfigurationFileError(untrusted: untrusted, path: path)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= sizeLimit {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure("cannot read: \(String(cString: strerror(errno)))") }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    guard bytes.count <= sizeLimit else { throw failure("is larger than \(sizeLimit) bytes") }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw failure("is not UTF-8 text") }
    return text
  }
}

/// A configuration file that cannot be used: `PATH: message` or `PATH:LINE: message`.
struct ConfigurationFileError: Error, Equatable, CustomStringConvertible {
  /// The file.
  var path: String
  /// The line the parser refused, if it was a line.
  var line: Int?
  /// What is wrong.
  var message: String
  /// The exit status: a usage error (2) for a file that cannot be used, a configuration error
  /// (5) for a file that may have been written by someone else.
  var exitCode: ExitCode = .usage

  /// The text printed after `contacts-tui: `.
  var description: String {
    let place = TerminalText.printable(path, keepingNewlines: false) + (line.map { ":\($0)" } ?? "")
    return "\(place): \(message)"
  }
}

extension ConfigurationFileError {
  /// A file refused because someone else may have written it or a folder above it.
  init(untrusted: UntrustedPath, path: String) {
    let culprit = TerminalText.printable(untrusted.culprit, keepingNewlines: false)
    let fault =
      untrusted.isStickyParent
      ? "is in \(culprit), a folder others may write (mode \(Self.mode(untrusted.problem)))"
      : untrusted.culprit == path || FileTrust.realPath(path) == untrusted.culprit
        ? untrusted.problem.summary : "is in \(culprit), which \(untrusted.problem.summary)"
    self.init(
      path: path, line: nil,
      message: "\(fault), so another user may have written it; it names commands to run as you "
        + "(password_command), so it was not read and nothing was run; "
        + TerminalText.printable(untrusted.fix, keepingNewlines: false),
      exitCode: .configuration)
  }

  private static func mode(_ problem: TrustProblem) -> String {
    if case .writableByOthers(let mode) = problem { return String(mode & 0o7777, radix: 8) }
    return "?"
  }
}
