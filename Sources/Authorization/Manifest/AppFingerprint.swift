import ContactsSupport
public import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a decision is tied to, as TCC ties a grant to a code requirement: the SHA-256 of the
/// app's `Info.plist` bytes and, when the plist names a `CFBundleExecutable` that exists in its
/// bundle folder, of that file. A stored decision whose fingerprint no longer matches the app's
/// does not apply (docs/SECURITY.md, "A grant belongs to the app that got it").
///
/// The executable is hashed only when needed: a decision stores, with the executable's digest,
/// its identity (device, inode, size, modification and change times), and an executable whose
/// identity is unchanged is not read again. No user can set a file's change time back, so a
/// changed file has another identity (docs/DECISIONS.md, "A grant is tied to the app's
/// fingerprint").
public struct AppFingerprint: Equatable, Sendable {
  /// The SHA-256 of the Info.plist's bytes, 64 lowercase hex digits.
  public var plistSHA256: String
  /// The executable's device, inode, size, modification and change times when it was hashed, or
  /// nil when there is none (or it was not recorded).
  public var executableIdentity: String?
  /// The executable's digest, known or computed on first use; nil without an executable.
  private let executable: ExecutableDigest?

  /// The SHA-256 of the bundle's executable, or nil when the plist names none or it is not there
  /// (or cannot be read whole). Reads and hashes the file the first time it is asked for.
  public var executableSHA256: String? { executable?.digest }

  /// A fingerprint from its two digests and the executable's identity.
  public init(plistSHA256: String, executableSHA256: String? = nil, executableIdentity: String? = nil) {
    self.plistSHA256 = plistSHA256
    self.executableIdentity = executableSHA256 == nil ? nil : executableIdentity
    executable = executableSHA256.map(ExecutableDigest.init(known:))
  }

  private init(plistSHA256: String, executable: URL?) {
    self.plistSHA256 = plistSHA256
    executableIdentity = executable.flatMap(Self.identity)
    self.executable = executable.map(ExecutableDigest.init(file:))
  }

  /// Equal when both digests are (the executable is hashed if it must be).
  public static func == (lhs: AppFingerprint, rhs: AppFingerprint) -> Bool {
    lhs.plistSHA256 == rhs.plistSHA256 && lhs.executableSHA256 == rhs.executableSHA256
  }

  /// Whether this fingerprint, the app's now, is the `stored` one: the same plist and the same
  /// executable. An executable whose identity is the stored one is not hashed again.
  public func matches(_ stored: AppFingerprint) -> Bool {
    guard plistSHA256 == stored.plistSHA256 else { return false }
    if let identity = executableIdentity, identity == stored.executableIdentity, stored.executable != nil {
      return true
    }
    return executableSHA256 == stored.executableSHA256
  }

  /// How long an executable must have been unchanged before its identity stands for its digest.
  static let settleTime: Double = 1

  /// The largest executable hashed; a bigger one fails the fingerprint (no app is this large).
  public static let maximumExecutableSize = 1 << 30

  /// The fingerprint of the plist whose bytes are `plist`, read from `plistURL`, naming
  /// `executableName` (its `CFBundleExecutable`, if any).
  public static func compute(plist: Data, at plistURL: URL, executableName: String?) -> AppFingerprint {
    let executable = executableName.flatMap { executableURL(named: $0, besidePlistAt: plistURL) }
    return AppFingerprint(plistSHA256: SHA256.hexDigest(plist), executable: executable)
  }

  /// `device:inode:size:mtime:ctime` (times to the nanosecond) of the file at `url`, not followed;
  /// nil when it changed less than `settleTime` ago. File times advance by the kernel's clock tick,
  /// so a file written again within the same tick keeps its identity: only a file that has not
  /// changed for a while is known by it (git's "racily clean" rule). A recent one is hashed each time.
  static func identity(of url: URL) -> String? {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    let changedAt = Double(changed.tv_sec) + Double(changed.tv_nsec) / 1e9
    guard Date().timeIntervalSince1970 - changedAt >= settleTime else { return nil }
    return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec):"
      + "\(changed.tv_sec).\(changed.tv_nsec)"
  }

  /// The current fingerprint of the plist at `url`, or nil when it cannot be read or is not a
  /// manifest any more.
  public static func current(ofPlistAt url: URL) -> AppFingerprint? {
    (try? AppManifest.load(contentsOf: url))?.fingerprint
  }

  /// Where the bundle's executable is: `Contents/MacOS/NAME` when the plist is a macOS bundle's
  /// `Contents/Info.plist`, else `NAME` in the plist's own folder. A name that is not one plain
  /// file name (a slash, `.` or `..`) names nothing: the executable must be inside the bundle.
  public static func executableURL(named name: String, besidePlistAt plistURL: URL) -> URL? {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else { return nil }
    let folder = plistURL.deletingLastPathComponent()
    if folder.lastPathComponent == "Contents" {
      let macOS = folder.appendingPathComponent("MacOS").appendingPathComponent(name)
      if isRegularFile(macOS) { return macOS }
    }
    let beside = folder.appendingPathComponent(name)
    return isRegularFile(beside) ? beside : nil
  }

  /// Whether `url` names a regular file, its last component not followed.
  private static func isRegularFile(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// The SHA-256 of a regular file, read without following a final symbolic link; nil when it
  /// cannot be read whole.
  fileprivate static func digestOfRegularFile(_ url: URL) -> String? {
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumExecutableSize
    else { return nil }
    var hasher = SHA256()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }
    return SHA256.hex(hasher.finalize())
  }
}

/// An executable's digest: known (read from the database), or computed once from its file.
private final class ExecutableDigest: Sendable {
  private let file: URL?
  private let computed: Mutex<String??>

  init(known digest: String) {
    file = nil
    computed = Mutex(.some(digest))
  }

  init(file: URL) {
    self.file = file
    computed = Mutex(nil)
  }

  var digest: String? {
    computed.withLock { state in
      if let known = state { return known }
      let digest = file.flatMap(AppFingerprint.digestOfRegularFile)
      state = .some(digest)
      return digest
    }
  }
}

/// Who the app was when a decision was stored: its name, its plist and its fingerprint.
public struct AppIdentity: Equatable, Sendable {
  /// The name the prompt showed (`AppManifest.promptName`).
  public var displayName: String?
  /// The Info.plist's path as given (`--app`).
  public var plistPath: String?
  /// The fingerprint; nil binds the decision to the bundle id alone.
  public var fingerprint: AppFingerprint?

  /// An identity with every field given.
  public init(displayName: String? = nil, plistPath: String? = nil, fingerprint: AppFingerprint? = nil) {
    self.displayName = displayName
    self.plistPath = plistPath
    self.fingerprint = fingerprint
  }
}

/// How a stored decision's fingerprint compares with the app as it is now.
public enum FingerprintStatus: Equatable, Sendable {
  /// The decision was set for the bundle id alone (`permissions set`): it applies to any plist.
  case unbound
  /// The app is the one the decision was made for.
  case matches
  /// The plist or the executable changed since the decision: it does not apply.
  case changed
  /// The plist the decision was made for cannot be read now, so it cannot be compared.
  case appMissing
}
