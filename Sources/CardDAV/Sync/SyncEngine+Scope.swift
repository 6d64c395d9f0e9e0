import CardDAVCache

/// What a listing may name: only cards of the book listed (`CollectionMember`), each once.
extension SyncEngine {
  /// `listing` kept to the direct members of `collection`, each card once by its normalised
  /// path and spelled as the cache already spells it; with every href left out and why.
  static func scoped(_ listing: Listing, to collection: String, local: [String: CachedCard]) -> (
    Listing, [SkippedItem]
  ) {
    var known: [String: String] = [:]
    for href in local.keys.sorted() {
      if case .success(let key) = CollectionMember.key(of: href, in: collection) { known[key] = known[key] ?? href }
    }
    var scoped = listing
    var skipped: [SkippedItem] = []
    var seen: [String: String] = [:]
    scoped.updated = listing.updated.compactMap { state in
      switch CollectionMember.key(of: state.href, in: collection) {
      case .failure(let refusal):
        skipped.append(SkippedItem(href: state.href, reason: "not kept: \(refusal.reason)"))
        return nil
      case .success(let key):
        if let first = seen[key] {
          skipped.append(SkippedItem(href: state.href, reason: "not kept: the same card as \(first)"))
          return nil
        }
        seen[key] = state.href
        return RemoteCardState(href: known[key] ?? state.href, etag: state.etag)
      }
    }
    scoped.removed = listing.removed.compactMap { href in
      guard case .success(let key) = CollectionMember.key(of: href, in: collection) else { return nil }
      return known[key] ?? href
    }
    return (scoped, skipped)
  }
}
