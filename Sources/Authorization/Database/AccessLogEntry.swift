public import Foundation

/// What an access-log entry records: a read, or one kind of write.
public enum AccessKind: String, Sendable, CaseIterable, Hashable {
  /// Contacts were read.
  case read
  /// Contacts were added.
  case add
  /// Contacts were changed (a group membership too).
  case update
  /// Contacts were deleted.
  case delete

  /// The kinds that write.
  public static let writes: Set<AccessKind> = [.add, .update, .delete]
}

/// One read or write of contacts, as the access log keeps it: when, which app, which command,
/// what kind, how many, and for a write which contacts.
public struct AccessLogEntry: Equatable, Sendable {
  /// The most contact identifiers an entry keeps; `count` is still the whole number.
  public static let contactsLimit = 100

  /// The entry's number, increasing with time.
  public var id: Int64
  /// When the read happened, to the second.
  public var time: Date
  /// The TCC service, always `kTCCServiceAddressBook` here.
  public var service: String
  /// The reading app's bundle identifier.
  public var client: String
  /// What read or wrote: `browser`, `list`, `query`, `add`, `edit`, `api`, … (the store's `readPurpose`).
  public var command: String
  /// How many contacts the read returned, or the write wrote.
  public var count: Int
  /// A read, or which kind of write.
  public var kind: AccessKind
  /// For a write, the identifiers of the contacts written (at most `contactsLimit`).
  public var contacts: [String]

  /// An entry with every field given.
  public init(
    id: Int64, time: Date, service: String = PermissionService.addressBook, client: String, command: String,
    count: Int, kind: AccessKind = .read, contacts: [String] = []
  ) {
    self.id = id
    self.time = time
    self.service = service
    self.client = client
    self.command = command
    self.count = count
    self.kind = kind
    self.contacts = contacts
  }
}
