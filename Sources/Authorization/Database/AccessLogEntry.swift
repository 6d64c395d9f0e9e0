public import Foundation

/// One read of contacts, as the access log keeps it: when, which app, which command, how many.
public struct AccessLogEntry: Equatable, Sendable {
  /// The entry's number, increasing with time.
  public var id: Int64
  /// When the read happened, to the second.
  public var time: Date
  /// The TCC service, always `kTCCServiceAddressBook` here.
  public var service: String
  /// The reading app's bundle identifier.
  public var client: String
  /// What read: `browser`, `list`, `query`, `api`, … (the store's `readPurpose`).
  public var command: String
  /// How many contacts the read returned.
  public var count: Int

  /// An entry with every field given.
  public init(
    id: Int64, time: Date, service: String = PermissionService.addressBook, client: String, command: String,
    count: Int
  ) {
    self.id = id
    self.time = time
    self.service = service
    self.client = client
    self.command = command
    self.count = count
  }
}
