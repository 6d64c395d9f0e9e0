import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's environment as a dictionary, read straight from `environ` on Linux.
///
/// `ProcessInfo.processInfo.environment` gives the same dictionary, but sets up `ProcessInfo`
/// first and takes a lock per variable: on the start-up path of every command that was about a
/// twentieth of a `status` run (docs/INSTALL.md, "Start-up"). Where two entries share a name
/// the first wins, as `getenv` finds it; an entry without `=` is skipped.
enum ProcessEnvironment {
  /// The variables of this process.
  static func current() -> [String: String] {
    #if os(Linux)
      var variables: [String: String] = [:]
      var entry = environ
      while let pointer = entry.pointee {
        parse(String(cString: pointer), into: &variables)
        entry += 1
      }
      return variables
    #else
      return ProcessInfo.processInfo.environment
    #endif
  }

  /// Adds one `NAME=value` entry to `variables`, unless the name is already there.
  static func parse(_ entry: String, into variables: inout [String: String]) {
    guard let equals = entry.utf8.firstIndex(of: UInt8(ascii: "=")), equals != entry.utf8.startIndex else { return }
    let name = String(entry[..<equals])
    if variables[name] == nil { variables[name] = String(entry[entry.index(after: equals)...]) }
  }
}
