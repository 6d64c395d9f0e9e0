public import ContactModel

/// A source a save request can write to (`ContactStore.execute(_:)`).
///
/// The store takes every writable source's lock, reads each with `loadForSaving()` (cards kept
/// with their bytes and where they stand), hands each its changes in `prepare(_:)`, which writes
/// nothing visible, and commits every prepared write only when all of them were prepared: all
/// of a save is written, or none of it.
public protocol WritableContactSource: ContactSource {
  /// Why the source cannot be written (the bundled sample), or nil when it can.
  var readOnlyReason: String? { get }
  /// Takes the source's write lock, waiting for another process's save; released when the
  /// returned value goes.
  func lockForWriting() throws(ContactsError) -> SourceLock
  /// Every contact, each keeping its original card and where it was read: the save's read.
  func loadForSaving() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic])
  /// Prepares `changes` (contacts as `loadForSaving()` gave them), checking each changed card
  /// against the source; a conflict or failure throws and leaves the source as it was.
  func prepare(_ changes: [SourceChange]) throws(ContactsError) -> PreparedWrite
  /// The cards of the file a vdir names after `uid` (see the extension's default).
  func cardsInFile(namedAfter uid: String) -> [Contact]?
}

extension WritableContactSource {
  /// The cards (read for saving) of the file a vdir names after `uid`, or nil when the source
  /// lays cards out otherwise or there is no such file: the save's fast way to find one card.
  public func cardsInFile(namedAfter uid: String) -> [Contact]? { nil }
}

/// One change to a source.
public enum SourceChange: Sendable {
  /// A new contact (with its identifier, which is its UID).
  case add(Contact)
  /// `from`, as the save read it, becomes `to`.
  case update(from: Contact, to: Contact)
  /// A contact, as the save read it, goes.
  case delete(Contact)
}

/// A source's write lock; held until the value goes.
public final class SourceLock: Sendable {
  private let held: (any Sendable)?

  /// A lock that holds `value` (a file lock, or nothing for memory).
  init(holding value: (any Sendable)?) { held = value }

  /// A lock that holds nothing (a source in memory needs none).
  public convenience init() { self.init(holding: nil) }
}

/// A prepared write: `commit()` makes it visible, `discard()` drops it.
public struct PreparedWrite: Sendable {
  private let checkAction: @Sendable () throws(ContactsError) -> Void
  private let commitAction: @Sendable () throws(ContactsError) -> Void
  private let discardAction: @Sendable () -> Void

  /// A write made visible by `commit`, checked for conflicts by `check`, dropped by `discard`.
  public init(
    check: @escaping @Sendable () throws(ContactsError) -> Void = {},
    commit: @escaping @Sendable () throws(ContactsError) -> Void,
    discard: @escaping @Sendable () -> Void = {}
  ) {
    checkAction = check
    commitAction = commit
    discardAction = discard
  }

  /// Throws when what was prepared from changed since; changes nothing.
  public func check() throws(ContactsError) { try checkAction() }
  /// Makes the write visible.
  public func commit() throws(ContactsError) { try commitAction() }
  /// Drops the write.
  public func discard() { discardAction() }
}

extension Contact {
  /// How a save names the contact in a message: its name as the card writes it, else its
  /// organization, else its identifier.
  package var savedName: String {
    if !formattedName.isEmpty { return "“\(formattedName)”" }
    let parts = [givenName, familyName].filter { !$0.isEmpty }
    if !parts.isEmpty { return "“\(parts.joined(separator: " "))”" }
    if !organizationName.isEmpty { return "“\(organizationName)”" }
    return "contact \(identifier)"
  }
}
