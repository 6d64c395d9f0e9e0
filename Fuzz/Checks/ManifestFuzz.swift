import Authorization
import ContactModel
import Foundation

/// The `Info.plist` reader on arbitrary bytes, XML or binary.
///
/// Oracle: parsing never crashes and fails only with `.invalidManifest`; a manifest it accepts
/// has a valid bundle identifier and a non-empty prompt name, and writing its keys back as a
/// binary plist and parsing that gives the same manifest.
public enum ManifestFuzz {
  static let source = URL(fileURLWithPath: "/fuzz/Info.plist")

  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    let manifest: AppManifest
    // The direct reader must agree with Foundation's, which it stands in for: the same manifest,
    // or the same error.
    let reference = Result { () throws(ContactsError) in
      try AppManifest.parse(Data(data), source: source, reader: .foundation)
    }
    do {
      manifest = try AppManifest.parse(Data(data), source: source)
    } catch {
      guard error.code == .invalidManifest else { fatalError("parse failed with \(error.code)") }
      guard case .failure(let expected) = reference, expected.message == error.message else {
        fatalError("the direct reader failed where PropertyListDecoder did not: \(error.message)")
      }
      return
    }
    guard case .success(let expected) = reference, expected == manifest else {
      fatalError("the direct reader read \(manifest) where PropertyListDecoder did not")
    }
    guard AppManifest.isValidBundleIdentifier(manifest.bundleIdentifier) else {
      fatalError("accepted the bundle identifier \(manifest.bundleIdentifier.debugDescription)")
    }
    guard !manifest.promptName.isEmpty else { fatalError("accepted a manifest with no name to show") }
    var keys: [String: Any] = [
      "CFBundleIdentifier": manifest.bundleIdentifier,
      "ContactsTUILimitedAccess": manifest.prefersLimitedAccess,
    ]
    keys["CFBundleDisplayName"] = manifest.displayName
    keys["CFBundleName"] = manifest.bundleName
    keys["NSContactsUsageDescription"] = manifest.contactsUsageDescription
    keys["CFBundleExecutable"] = manifest.executableName
    guard let binary = try? PropertyListSerialization.data(fromPropertyList: keys, format: .binary, options: 0)
    else { fatalError("an accepted manifest could not be written as a binary plist") }
    guard (try? AppManifest.parse(binary, source: source)) == manifest else {
      fatalError("an accepted manifest read differently after a binary round trip")
    }
  }
}
