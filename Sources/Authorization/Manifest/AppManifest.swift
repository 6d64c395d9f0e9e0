public import ContactModel
public import Foundation

/// What contacts-tui needs from an app's `Info.plist`: who the app is and why it wants contacts.
public struct AppManifest: Equatable, Sendable {
  /// `CFBundleIdentifier`: the key under which decisions are stored.
  public var bundleIdentifier: String
  /// `CFBundleDisplayName`, when present and non-empty.
  public var displayName: String?
  /// `CFBundleName`, when present and non-empty.
  public var bundleName: String?
  /// `NSContactsUsageDescription`: shown in the prompt; without it the app may not ask.
  public var contactsUsageDescription: String?
  /// `ContactsTUILimitedAccess`: ask with the two-stage limited-access prompt.
  public var prefersLimitedAccess: Bool
  /// `CFBundleExecutable`, when present and non-empty.
  public var executableName: String?
  /// The plist's path, when the manifest was loaded from a file.
  public var plistPath: String?
  /// The app's fingerprint, when the manifest was loaded from a file (`load(contentsOf:)`); nil
  /// for a manifest built in code, whose decisions are then tied to its bundle id alone.
  public var fingerprint: AppFingerprint?

  /// iOS's crash text for an app that asks for contacts without a usage description, verbatim.
  /// The text lives with the error's code (`ContactsError.Code.usageDescriptionMissing`), below
  /// the permission layer.
  public static let usageDescriptionMissingMessage = ContactsError.Code.usageDescriptionMissing.defaultMessage

  /// A manifest built in code, for tests and embedders.
  public init(
    bundleIdentifier: String,
    displayName: String? = nil,
    bundleName: String? = nil,
    contactsUsageDescription: String? = nil,
    prefersLimitedAccess: Bool = false,
    executableName: String? = nil
  ) {
    self.bundleIdentifier = bundleIdentifier
    self.displayName = displayName
    self.bundleName = bundleName
    self.contactsUsageDescription = contactsUsageDescription
    self.prefersLimitedAccess = prefersLimitedAccess
    self.executableName = executableName
  }

  /// Who the app is, as stored with a decision: its name, plist and fingerprint.
  public var identity: AppIdentity {
    AppIdentity(displayName: promptName, plistPath: plistPath, fingerprint: fingerprint)
  }

  /// The name the prompt shows: the display name, else the bundle name, else the bundle id.
  public var promptName: String { displayName ?? bundleName ?? bundleIdentifier }

  /// Whether the app may ask for contacts at all (it has a usage description).
  public var hasUsageDescription: Bool { contactsUsageDescription != nil }

  /// Reads an XML or binary `Info.plist`; every error is `.invalidManifest` and names the file.
  public static func load(contentsOf url: URL) throws(ContactsError) -> AppManifest {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw invalid(url, reason(forReadFailureAt: url))
    }
    var manifest = try parse(data, source: url)
    manifest.plistPath = url.path
    manifest.fingerprint = AppFingerprint.compute(plist: data, at: url, executableName: manifest.executableName)
    return manifest
  }

  /// Parses the bytes of an XML or binary `Info.plist`; `source` names the file in error messages.
  public static func parse(_ data: Data, source: URL) throws(ContactsError) -> AppManifest {
    try parse(data, source: source, reader: .direct)
  }

  /// How `parse` reads the plist's values once the checks have passed.
  package enum Reader: Sendable {
    /// `PlistReader` for the plain forms it reads whole, Foundation for everything else.
    case direct
    /// Foundation's `PropertyListDecoder` always (the manifest fuzz check's reference).
    case foundation
  }

  /// `parse(_:source:)` with the reader chosen: both must give the same manifest or error.
  package static func parse(_ data: Data, source: URL, reader: Reader) throws(ContactsError) -> AppManifest {
    // Crafted binary plists crash Foundation's readers (Fuzz/Regressions/manifest/): they are
    // checked first, and read with PropertyListDecoder, which never bridges through NSSet.
    let bytes = Array(data)
    if bytes.starts(with: Array("bplist".utf8)) {
      if !BinaryPlistCheck.isSafe(bytes) { throw invalid(source, "is a malformed binary property list") }
    } else if !XMLPlistCheck.isSafe(bytes) {
      throw invalid(source, "nests arrays or dictionaries more than \(BinaryPlistCheck.maximumDepth) deep")
    }
    let plist: [String: PlistValue]
    if reader == .direct, let direct = PlistReader.topLevel(bytes) {
      plist = direct
    } else {
      do {
        plist = try PropertyListDecoder().decode([String: PlistValue].self, from: data)
      } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
        throw invalid(source, "does not hold a dictionary at its top level, as an Info.plist must")
      } catch {
        throw invalid(source, "is not a property list (expected an XML or binary Info.plist)")
      }
    }
    guard case .string(let rawIdentifier)? = plist["CFBundleIdentifier"] else {
      throw invalid(source, "has no CFBundleIdentifier string; add one such as com.example.MyApp")
    }
    let identifier = trimmingWhitespace(rawIdentifier)
    guard isValidBundleIdentifier(identifier) else {
      throw invalid(
        source,
        "has an invalid CFBundleIdentifier \"\(rawIdentifier)\"; use only letters, digits, hyphens and periods"
      )
    }
    var prefersLimited = false
    if let flag = plist["ContactsTUILimitedAccess"] {
      guard case .bool(let value) = flag else {
        throw invalid(source, "has a ContactsTUILimitedAccess that is not a Boolean; use <true/> or <false/>")
      }
      prefersLimited = value
    }
    return AppManifest(
      bundleIdentifier: identifier,
      displayName: nonEmptyString(plist["CFBundleDisplayName"]),
      bundleName: nonEmptyString(plist["CFBundleName"]),
      contactsUsageDescription: nonEmptyString(plist["NSContactsUsageDescription"]),
      prefersLimitedAccess: prefersLimited,
      executableName: nonEmptyString(plist["CFBundleExecutable"])
    )
  }

  /// Apple's rule: letters, digits, hyphens and periods, and not empty.
  public static func isValidBundleIdentifier(_ identifier: String) -> Bool {
    !identifier.isEmpty
      && identifier.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".")
      }
  }

  /// A string value that counts: a string with something other than whitespace in it.
  private static func nonEmptyString(_ value: PlistValue?) -> String? {
    guard case .string(let string)? = value,
      !trimmingWhitespace(string).isEmpty
    else { return nil }
    return string
  }

  /// `string` without the white space and line breaks at its ends: what
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives (Unicode's space, line and paragraph
  /// separators, tab, U+000A to U+000D, U+0085, and the zero-width space, which Foundation still
  /// counts as a space), without bridging through `NSString`, which
  /// was a sixth of `status`'s instructions.
  static func trimmingWhitespace(_ string: String) -> String {
    let scalars = string.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespaceOrNewline($0) }),
      let last = scalars.lastIndex(where: { !isWhitespaceOrNewline($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether `scalar` is in Foundation's `CharacterSet.whitespacesAndNewlines`.
  static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
    default: (0x09...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x200B
    }
  }

  private static func reason(forReadFailureAt url: URL) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return "does not exist; pass the app's Info.plist with --app PLIST"
    }
    if isDirectory.boolValue {
      return "is a directory, not an Info.plist file"
    }
    return "could not be read; check its permissions"
  }

  private static func invalid(_ url: URL, _ problem: String) -> ContactsError {
    ContactsError(.invalidManifest, message: "The app manifest \(url.path) \(problem).")
  }
}
