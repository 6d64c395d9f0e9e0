import Authorization
import ContactModel
import ContactsApp

/// The two configuration parsers on arbitrary text: the restrictions policy and the app's
/// configuration file (docs/CONFIGURATION.md).
///
/// Oracle, restrictions: parsing never crashes, and every line that plainly names a bundle id
/// (nothing on it but the id, perhaps with spaces, tabs or a trailing `#` comment) restricts that
/// id in any letter case. The same holds for an id added on a line of its own after the fuzzed
/// text.
///
/// Oracle, configuration file: parsing never crashes; a refusal names a line the text has; a
/// configuration that parses, rendered and parsed again, is the same configuration, and renders
/// to the same text again.
public enum ConfigFuzz {
  static let added = "com.example.Added"

  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    checkConfigurationFile(FuzzBytes.text(data))
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

  /// The configuration file's oracle on `text`.
  static func checkConfigurationFile(_ text: String) {
    let configuration: Configuration
    do {
      configuration = try ConfigurationParser.parse(text)
    } catch {
      let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
      guard (1...lines).contains(error.line) else { fatalError("error on line \(error.line) of \(lines)") }
      _ = error.message
      return
    }
    let rendered = ConfigurationRenderer.render(configuration)
    let again: Configuration
    do {
      again = try ConfigurationParser.parse(rendered)
    } catch {
      fatalError("the rendering \(rendered.debugDescription) does not parse: \(error.message)")
    }
    guard again == configuration else { fatalError("the rendering \(rendered.debugDescription) parses differently") }
    guard ConfigurationRenderer.render(again) == rendered else { fatalError("rendering is not stable") }
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
