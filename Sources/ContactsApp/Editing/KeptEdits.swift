import ContactModel
import ContactsSupport
import Foundation
import VCard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a change the store refused as a conflict is kept, so what the user typed is never lost:
/// `unsaved/` in the data dir (0700, the user's own), one 0600 file per refused save, named after
/// the contact and the time (`Jane_Doe-20250102-140305.vcf`). The message of the refusal names
/// the file; the user merges it by hand (`edit` the card, paste from it) and removes it.
///
/// It is not written beside the card: in a vdir another tool would take it for a card, and
/// beside a single file it would be one more file in the user's folder (docs/STORAGE.md,
/// "Conflicts").
struct KeptEdits: Sendable {
  /// The folder (`DATA/unsaved`).
  let folder: String

  /// The kept edits of the data dir `dataDirectory`.
  init(dataDirectory: String) {
    folder = FilePaths.join(dataDirectory, "unsaved")
  }

  /// Writes `bytes` (a card) to a new file in the folder and returns its path; nil when it
  /// cannot be written (the refusal then says nothing was kept).
  func keep(_ bytes: [UInt8], name: String, now: Date = Date()) -> String? {
    guard Self.makePrivateFolder(folder) else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stem = Self.stem(name) + "-" + formatter.string(from: now)
    for attempt in 1...100 {
      let path = FilePaths.join(folder, attempt == 1 ? "\(stem).vcf" : "\(stem)-\(attempt).vcf")
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
      if descriptor < 0 && errno == EEXIST { continue }
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      guard DescriptorWriter.writeAll(bytes, to: descriptor) == nil, fsync(descriptor) == 0 else {
        unlink(path)
        return nil
      }
      return path
    }
    return nil
  }

  /// The card of `contact` as the form left it (the lossless writer keeps what the model does
  /// not show, from the card it was read from).
  static func card(of contact: Contact) -> [UInt8] {
    VCardWriter.bytes([contact], version: .v3)
  }

  /// `folder` made when missing (0700); false unless it is then a real folder (not a link) of
  /// this user's that no one else may enter.
  static func makePrivateFolder(_ folder: String) -> Bool {
    if mkdir(folder, 0o700) != 0 && errno != EEXIST { return false }
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else {
      return false
    }
    return info.st_mode & 0o077 == 0 || chmod(folder, 0o700) == 0
  }

  /// A name made a file name stem: letters, digits, `-` and `.` kept, the rest `_`.
  static func stem(_ name: String) -> String {
    let kept = String(
      name.unicodeScalars.prefix(60).map { scalar -> Character in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" ? Character(scalar) : "_"
      })
    return kept.isEmpty ? "contact" : kept
  }
}
