import Authorization

/// The restrictions policy parser on arbitrary text.
///
/// Oracle: parsing never crashes, and every line that plainly names a bundle id (nothing on it
/// but the id, perhaps with spaces, tabs or a trailing `#` comment) restricts that id in any
/// letter case. The same holds for an id added on a line of its own after the fuzzed text.
public enum ConfigFuzz {
  static let added = "com.example.Added"

  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    var bytes = data
    bytes.append(0x0A)
    bytes.append(contentsOf: Array(added.utf8))
    let policy = RestrictionsPolicy.parse(FuzzBytes.text(bytes))
    for line in FuzzBytes.pieces(bytes, separator: 0x0A) {
      guard let identifier = plainIdentifier(line) else { continue }
      guard policy.restricts(identifier), policy.restricts(identifier.uppercased()),
        policy.restricts(identifier.lowercased())
      else { fatalError("the line \(identifier.debugDescription) does not restrict it") }
    }
  }

  /// The bundle id a line names plainly, or nil when the line is anything else.
  static func plainIdentifier(_ line: [UInt8]) -> String? {
    let blank: Set<UInt8> = [0x20, 0x09, 0x0D]
    let content = line.prefix { $0 != UInt8(ascii: "#") }
    let word = content.drop(while: blank.contains).reversed().drop(while: blank.contains).reversed()
    let identifier = FuzzBytes.text(word)
    return AppManifest.isValidBundleIdentifier(identifier) ? identifier : nil
  }
}
