import ContactModel
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save's changes to the files of one source, turned into whole new files: every new file is
/// written to a temporary file in its folder and `fsync`ed in `prepare`, and each file's bytes
/// are checked there against what the cards were read from. `commit` checks again that no file
/// changed since (device, inode, size, modification time), then renames (or unlinks) and syncs
/// the folders. docs/STORAGE.md has the rules.
struct FileEdits {
  /// A card's bytes to replace (or cut, with empty `bytes`) where they were read.
  struct Replacement {
    let offset: Int
    let original: [UInt8]
    let bytes: [UInt8]
    /// Who the card is, for a conflict's message.
    let who: String
  }

  /// Replacements per existing file.
  var replacements: [String: [Replacement]] = [:]
  /// Cards appended per single file (created when missing).
  var appends: [String: [[UInt8]]] = [:]
  /// New files (a vdir's new cards): path and bytes.
  var creations: [(path: String, bytes: [UInt8])] = []
  /// Files left without a card are removed (a vdir's), not left empty.
  var removesEmptyFiles = false

  /// Writes every temporary file and checks every card against the file; nothing visible
  /// changes. A failure removes the temporary files written so far.
  func prepare() throws(ContactsError) -> PreparedFiles {
    var prepared = PreparedFiles()
    do throws(ContactsError) {
      let paths = Set(replacements.keys).union(appends.keys).sorted()
      var cleaned: Set<String> = []
      for path in paths {
        // A symlinked card file is written through the link: the target is replaced in its own
        // folder, and the link stays (docs/STORAGE.md, "Symlinks").
        let target = try Self.target(of: path)
        let current = try FileState.read(target, missingIsEmpty: replacements[path] == nil)
        var bytes = try Self.apply(replacements[path] ?? [], to: current.bytes, path: path)
        for card in appends[path] ?? [] { Self.append(card, to: &bytes) }
        if removesEmptyFiles && !Self.holdsCard(bytes) {
          prepared.operations.append(.init(path: path, temporary: nil, expected: current.identity))
        } else {
          if cleaned.insert(cleanKey(target)).inserted {
            StaleTemporaries.remove(besides: target, anyCard: removesEmptyFiles)
          }
          let temporary = try Self.writeTemporary(bytes, besides: target, mode: current.mode)
          prepared.operations.append(.init(path: target, temporary: temporary, expected: current.identity))
        }
      }
      for creation in creations {
        if cleaned.insert(cleanKey(creation.path)).inserted {
          StaleTemporaries.remove(besides: creation.path, anyCard: removesEmptyFiles)
        }
        let temporary = try Self.writeTemporary(creation.bytes, besides: creation.path, mode: nil)
        prepared.operations.append(.init(path: creation.path, temporary: temporary, expected: .missing))
      }
    } catch {
      prepared.discard()
      throw error
    }
    return prepared
  }

  /// What one sweep of stale temporaries covers: the file, or in a vdir (which sweeps every
  /// card's) its folder, so a save of many new cards reads the folder once.
  func cleanKey(_ path: String) -> String { removesEmptyFiles ? FilePaths.split(path).folder : path }

  /// The file a save of `path` replaces: `path` itself, or, when it is a symlink, the file it
  /// leads to (every link resolved). A link to a file of another user is refused: replacing it
  /// would make this user its owner.
  static func target(of path: String) throws(ContactsError) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else { throw FileWriteError.failure("resolve the link", path, errno) }
    defer { free(resolved) }
    let target = String(cString: resolved)
    guard stat(target, &info) == 0 else { throw FileWriteError.failure("resolve the link", path, errno) }
    guard info.st_uid == geteuid() else {
      throw ContactsError(
        .dataAccessError,
        message: "Cannot save \(path): it is a link to \(target), a file of another user; nothing was saved.")
    }
    return target
  }

  /// A synced temporary file of `bytes` beside `path` (`TemporaryFile.write`).
  static func writeTemporary(_ bytes: [UInt8], besides path: String, mode: mode_t?) throws(ContactsError) -> String {
    do {
      return try TemporaryFile.write(bytes, besides: path, mode: mode)
    } catch {
      throw FileWriteError.failure(error)
    }
  }

  /// `bytes` with each replacement made, after checking that each card is still where and as it
  /// was read.
  static func apply(_ replacements: [Replacement], to bytes: [UInt8], path: String) throws(ContactsError) -> [UInt8] {
    let sorted = replacements.sorted { $0.offset < $1.offset }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 512)
    var position = 0
    for replacement in sorted {
      let end = replacement.offset + replacement.original.count
      guard replacement.offset >= position, end <= bytes.count,
        bytes[replacement.offset..<end].elementsEqual(replacement.original)
      else { throw FileWriteError.conflict(replacement.who, path) }
      out += bytes[position..<replacement.offset]
      out += replacement.bytes
      position = end
    }
    out += bytes[position...]
    return out
  }

  /// Appends a card, after a line end if the file does not end with one, in the file's line ends.
  static func append(_ card: [UInt8], to bytes: inout [UInt8]) {
    let lineEnd: [UInt8] =
      bytes.firstIndex(of: 10).map { $0 > 0 && bytes[$0 - 1] == 13 ? [13, 10] : [10] } ?? [13, 10]
    if let last = bytes.last, last != 10 && last != 13 { bytes += lineEnd }
    bytes += CardSplice.converted(card, to: lineEnd)
  }

  /// Whether `bytes` still hold a `BEGIN:VCARD` (any case).
  static func holdsCard(_ bytes: [UInt8]) -> Bool {
    let begin = Array("begin:vcard".utf8)
    guard bytes.count >= begin.count else { return false }
    func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte | 0x20 : byte }
    return (0...(bytes.count - begin.count)).contains { start in
      begin.indices.allSatisfy { lower(bytes[start + $0]) == begin[$0] }
    }
  }
}

/// What a file was when it was read: its bytes, mode and identity.
struct FileState {
  /// Device, inode, size and modification time; `.missing` for no file.
  enum Identity: Equatable, Sendable {
    case missing
    case file(device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int)
  }

  let bytes: [UInt8]
  let mode: mode_t?
  let identity: Identity

  /// The file at `path`; a missing one is empty when `missingIsEmpty` (a single file a card is
  /// appended to is created).
  static func read(_ path: String, missingIsEmpty: Bool) throws(ContactsError) -> FileState {
    if missingIsEmpty, case .missing(ENOENT) = FileBytes.kind(of: path) {
      return FileState(bytes: [], mode: nil, identity: .missing)
    }
    let file = try SourceFile(path: path)
    let bytes = try file.readAll()
    var info = stat()
    guard fstat(file.descriptor, &info) == 0 else { throw FileBytes.failure(path, errno) }
    return FileState(bytes: bytes, mode: info.st_mode & 0o7777, identity: identity(info))
  }

  /// The identity of the file at `path` now.
  static func current(_ path: String) -> Identity {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return identity(info)
  }

  static func identity(_ info: stat) -> Identity {
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return .file(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
  }
}

/// Temporary files ready to take their files' places.
struct PreparedFiles: Sendable {
  /// One file's change: rename `temporary` over `path`, or unlink `path` when there is none.
  struct Operation: Sendable {
    let path: String
    let temporary: String?
    /// What `path` must still be for the change to go ahead.
    let expected: FileState.Identity
  }

  var operations: [Operation] = []

  /// Checks that no file changed since it was read (throwing a conflict before anything
  /// changed), then renames each temporary file over its file and syncs the folders.
  func check() throws(ContactsError) {
    for operation in operations where FileState.current(operation.path) != operation.expected {
      throw FileWriteError.conflict(
        operation.expected == .missing ? "a new card" : "its cards", operation.path)
    }
  }

  /// Renames (or unlinks) every file; a failure here leaves each file old or new. New files go
  /// first, each linked into place only where no file is (`link` fails on one, where `rename`
  /// would replace it): a card another program created meanwhile under that name is never
  /// replaced, and the save is a conflict with nothing else changed.
  func commit() throws(ContactsError) {
    var folders: Set<String> = []
    var created: [String] = []
    for operation in operations where operation.expected == .missing {
      guard let temporary = operation.temporary else { continue }
      if link(temporary, operation.path) == 0 {
        unlink(temporary)
        created.append(operation.path)
        folders.insert(FilePaths.split(operation.path).folder)
        continue
      }
      let code = errno
      if code != EEXIST && rename(temporary, operation.path) == 0 {  // a file system without hard links
        folders.insert(FilePaths.split(operation.path).folder)
        continue
      }
      for path in created { unlink(path) }
      discard()
      if code == EEXIST { throw FileWriteError.conflict("a new card", operation.path) }
      throw FileWriteError.failure("rename", operation.path, code)
    }
    for operation in operations where operation.expected != .missing {
      if let temporary = operation.temporary {
        if rename(temporary, operation.path) != 0 { throw FileWriteError.failure("rename", operation.path, errno) }
      } else if unlink(operation.path) != 0 && errno != ENOENT {
        throw FileWriteError.failure("remove", operation.path, errno)
      }
      folders.insert(FilePaths.split(operation.path).folder)
    }
    for folder in folders.sorted() { TemporaryFile.syncFolder(folder) }
  }

  /// Removes the temporary files.
  func discard() {
    for operation in operations { if let temporary = operation.temporary { unlink(temporary) } }
  }
}
