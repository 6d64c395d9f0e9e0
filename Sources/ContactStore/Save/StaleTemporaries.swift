import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files a killed save left beside a card file (`TemporaryFile.write` names them
/// `.NAME.PID.N.tmp`), removed by the next save of that file, under the source's lock.
///
/// Only a file that is surely stale goes: named exactly as this program names them, for the file
/// being saved (or, in a vdir, for any `.vcf` in it); a regular file (not a link) of this user's;
/// and made by a process that no longer exists (`kill(PID, 0)` says `ESRCH`). A live writer's
/// file is never touched, and the lock keeps another save of the source out meanwhile. No card
/// is in a temporary file alone: the old file stays until a rename replaces it whole.
enum StaleTemporaries {
  /// Removes the stale temporaries of `path` in its folder; with `anyCard`, those of every
  /// `.vcf` there (a vdir's). Returns how many went.
  @discardableResult
  static func remove(besides path: String, anyCard: Bool) -> Int {
    let (folder, name) = FilePaths.split(path)
    guard let names = try? DirectoryEntry.names(atPath: folder) else { return 0 }
    var removed = 0
    for entryName in names {
      guard let (owner, pid) = parse(entryName), owner == name || anyCard && owner.hasSuffix(".vcf"),
        pid != getpid(), kill(pid, 0) != 0 && errno == ESRCH
      else { continue }
      let full = FilePaths.join(folder, entryName)
      var info = stat()
      guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
      if unlink(full) == 0 { removed += 1 }
    }
    return removed
  }

  /// The file name and process id of a temporary's name `.NAME.PID.N.tmp`; nil for any other.
  static func parse(_ entry: String) -> (name: String, pid: pid_t)? {
    guard entry.hasPrefix("."), entry.hasSuffix(".tmp") else { return nil }
    let parts = entry.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    func digits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) } }
    guard parts.count >= 3, digits(parts[parts.count - 1]), digits(parts[parts.count - 2]),
      let pid = Int32(parts[parts.count - 2]), pid > 0
    else { return nil }
    let name = parts.dropLast(2).joined(separator: ".")
    return name.isEmpty ? nil : (name, pid)
  }
}
