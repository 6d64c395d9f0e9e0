public import ContactModel
import ContactsSupport
import VCard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension VCardFileSource: WritableContactSource {
  /// A file is writable (the bundled sample is marked read-only by the app, see `ContactSources`).
  public var readOnlyReason: String? { nil }

  /// `.NAME.lock` next to the file.
  public func lockForWriting() throws(ContactsError) -> SourceLock {
    SourceLock(holding: try FileLock(path: FileLock.path(forFile: path)))
  }

  /// The file read whole into memory, keeping every card's bytes and offset.
  public func loadForSaving() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let file = try SourceFile(path: path)
    let bytes = try file.readAll()
    let read = bytes.withUnsafeBufferPointer {
      VCardReader.read(
        buffer: $0, source: path, limits: limits, into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
    }
    return (Array(read.batches.joined()), read.diagnostics)
  }

  /// The new file: the old bytes with only the changed cards' ranges replaced, new cards appended.
  public func prepare(_ changes: [SourceChange]) throws(ContactsError) -> PreparedWrite {
    var edits = FileEdits()
    for change in changes {
      switch change {
      case .add(let contact): edits.appends[path, default: []].append(CardSplice.newCard(contact))
      case .update(let from, let to): try edits.replace(from, with: CardSplice.edited(to), in: path)
      case .delete(let contact): try edits.replace(contact, with: [], in: path)
      }
    }
    return try edits.prepare().write
  }
}

extension VCardDirectorySource: WritableContactSource {
  /// A folder is writable.
  public var readOnlyReason: String? { nil }

  /// A `flock` on the folder itself: nothing is written into it (docs/STORAGE.md, "Locking").
  public func lockForWriting() throws(ContactsError) -> SourceLock {
    SourceLock(holding: try FileLock(folder: path))
  }

  /// Every card file, keeping every card's bytes, file and offset.
  public func loadForSaving() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let read = try stream(into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
    return (Array(read.batches.joined()), read.diagnostics)
  }

  /// A new card gets a file of its own, named after its UID; an edited card's file is rewritten
  /// with only that card's bytes replaced; a file left without a card is removed.
  public func prepare(_ changes: [SourceChange]) throws(ContactsError) -> PreparedWrite {
    var edits = FileEdits()
    edits.removesEmptyFiles = true
    var taken: Set<String> = []
    for change in changes {
      switch change {
      case .add(let contact):
        let name = Self.fileName(for: contact.identifier, in: path, taken: taken)
        taken.insert(name)
        edits.creations.append((FilePaths.join(path, name), CardSplice.newCard(contact)))
      case .update(let from, let to): try edits.replace(from, with: CardSplice.edited(to), in: nil)
      case .delete(let contact): try edits.replace(contact, with: [], in: nil)
      }
    }
    return try edits.prepare().write
  }

  /// The cards of `UID.vcf` (the name `fileName(for:in:taken:)` gives a new card), read keeping
  /// their bytes and offsets; nil when there is no such regular file.
  public func cardsInFile(namedAfter uid: String) -> [Contact]? {
    let file = FilePaths.join(path, Self.stem(for: uid) + ".vcf")
    guard FileBytes.kind(of: file) == .file,
      let single = try? VCardFileSource(path: file, limits: limits).loadForSaving()
    else { return nil }
    return single.contacts
  }

  /// `UID.vcf` with every character but letters, digits, `-`, `_` and `.` made `_` (no leading
  /// dot, at most 100 characters); `UID-2.vcf`, `UID-3.vcf`, … when the name is taken.
  package static func fileName(for uid: String, in folder: String, taken: Set<String>) -> String {
    let stem = stem(for: uid)
    var name = stem + ".vcf"
    var number = 1
    while taken.contains(name) || FileBytes.kind(of: FilePaths.join(folder, name)) != .missing(ENOENT) {
      number += 1
      name = "\(stem)-\(number).vcf"
    }
    return name
  }

  /// A UID made a safe file name stem.
  static func stem(for uid: String) -> String {
    var stem = String(
      uid.unicodeScalars.prefix(100).map { scalar -> Character in
        let safe =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        return safe ? Character(scalar) : "_"
      })
    while stem.hasPrefix(".") { stem.removeFirst() }
    return stem.isEmpty ? "card" : stem
  }
}

extension FileEdits {
  /// Replaces `contact`'s card (as the save read it) with `bytes`, in its file (`path`, or the
  /// file it was read from when nil).
  mutating func replace(_ contact: Contact, with bytes: [UInt8], in path: String?) throws(ContactsError) {
    let original = contact.originalCard
    let file = path ?? original.source
    guard !original.isEmpty, original.offset >= 0, !file.isEmpty else {
      throw ContactsError(
        .dataAccessError,
        message:
          "Cannot save \(contact.savedName): its card cannot be found again in \(file.isEmpty ? "its source" : file) (a card nested in another, or a file that is not UTF-8 bytes as read); nothing was saved."
      )
    }
    replacements[file, default: []].append(
      Replacement(offset: original.offset, original: original.bytes, bytes: bytes, who: contact.savedName))
  }
}

extension PreparedFiles {
  /// As a source's prepared write.
  var write: PreparedWrite {
    let files = self
    return PreparedWrite(
      check: { () throws(ContactsError) in try files.check() },
      commit: { () throws(ContactsError) in try files.commit() },
      discard: { files.discard() })
  }
}
