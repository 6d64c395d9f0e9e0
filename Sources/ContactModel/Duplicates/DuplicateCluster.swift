/// Contacts that are likely one person: each shares an e-mail, a phone or a name with another
/// member (not necessarily with every other: sharing is transitive).
package struct DuplicateCluster: Sendable, Hashable {
  /// A member: where it is in the searched contacts, and what it shares with other members.
  package struct Member: Sendable, Hashable {
    /// Its index in the contacts given to `DuplicateFinder`.
    package var index: Int
    /// What it shares with at least one other member, e-mails first, then phones, then the name.
    package var reasons: [DuplicateReason]
  }

  /// The members, in the order of the contacts searched; at least two.
  package var members: [Member]
}
