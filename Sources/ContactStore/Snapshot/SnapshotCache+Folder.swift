import ContactModel

/// A vdir folder's snapshot (docs/SNAPSHOTS.md): one snapshot for the whole folder, kept under
/// `fileName(forFolder:)`, fresh while the folder's stamp (`VdirListing.stamp`: the folder, and
/// every card file's name and stamp) is the one it was made from. Its diagnostics name the card
/// files under the folder's absolute path, and are named again under the path it is read by.
extension SnapshotCache {
  /// A vdir folder's fresh snapshot, and its diagnostics naming the card files as the folder is
  /// read now.
  struct FolderSnapshot {
    let snapshot: ContactSnapshot
    let diagnostics: [Diagnostic]
  }

  /// The contacts of the folder `listing` lists: from its snapshot while it is fresh, else from
  /// `parse` (of the same listing), after which a snapshot is written, unless the folder's stamp
  /// changed while it was parsed.
  func loadFolder(
    _ listing: VdirListing,
    parse: (VdirListing) throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic])
  ) throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    guard let path = Self.absolute(listing.path) else { return try parse(listing) }
    let stamp = listing.stamp
    if let fresh = snapshot(ofFolder: listing, path: path, stamp: stamp), let contacts = try? fresh.snapshot.contacts()
    {
      return (contacts, fresh.diagnostics)
    }
    let loaded = try parse(listing)
    if (try? VdirListing(path: listing.path))?.stamp == stamp {
      let diagnostics = Self.renamed(loaded.diagnostics, from: listing.path, to: path)
      _ = try? write(
        SnapshotFormat.encode(
          contacts: loaded.contacts, diagnostics: diagnostics, path: path, name: path, stamp: stamp),
        as: Self.fileName(forFolder: path))
    }
    return loaded
  }

  /// The fresh snapshot of the folder `listing` lists, or nil when there is none (or it is
  /// stale, damaged or not to be trusted).
  func snapshot(ofFolder listing: VdirListing) -> FolderSnapshot? {
    guard let path = Self.absolute(listing.path) else { return nil }
    return snapshot(ofFolder: listing, path: path, stamp: listing.stamp)
  }

  private func snapshot(ofFolder listing: VdirListing, path: String, stamp: SourceStamp) -> FolderSnapshot? {
    guard let snapshot = try? open(Self.fileName(forFolder: path), path: path, name: path, stamp: stamp) else {
      return nil
    }
    return FolderSnapshot(
      snapshot: snapshot, diagnostics: Self.renamed(snapshot.diagnostics, from: path, to: listing.path))
  }

  /// `diagnostics` with the folder `old`, and every file in it, named under `new` instead.
  static func renamed(_ diagnostics: [Diagnostic], from old: String, to new: String) -> [Diagnostic] {
    guard old != new else { return diagnostics }
    let oldPrefix = old.hasSuffix("/") ? old : old + "/"
    let newPrefix = new.hasSuffix("/") ? new : new + "/"
    return diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      if diagnostic.file == old {
        diagnostic.file = new
      } else if diagnostic.file.utf8.starts(with: oldPrefix.utf8) {
        diagnostic.file =
          newPrefix + String(decoding: diagnostic.file.utf8.dropFirst(oldPrefix.utf8.count), as: UTF8.self)
      }
      return diagnostic
    }
  }
}
