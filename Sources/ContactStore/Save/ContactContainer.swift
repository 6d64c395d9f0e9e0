/// Where contacts are kept, as Contacts.framework's `CNContainer`: one per source of the store.
public struct ContactContainer: Sendable, Hashable, Identifiable {
  /// The source's name (its path): stable across runs.
  public let identifier: String
  /// The name shown for it.
  public let name: String
  /// Whether a save may write to it.
  public let isWritable: Bool

  /// `Identifiable`: the identifier.
  public var id: String { identifier }

  /// A container for `source`.
  init(source: any ContactSource) {
    identifier = source.name
    name = source.name
    isWritable = (source as? any WritableContactSource).map { $0.readOnlyReason == nil } ?? false
  }
}
