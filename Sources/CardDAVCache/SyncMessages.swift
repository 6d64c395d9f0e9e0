/// What the app and the sync agent (`contacts-tui-sync`) say to each other (docs/CARDDAV.md).
///
/// The app starts the agent only after the app's access is granted, writes one `SyncRequest`
/// as JSON on the agent's standard input and closes it; the agent answers with one `SyncEvent`
/// per line of JSON on its standard output, the last of them `.finished` or `.failed`, and exits
/// 0 after `.finished`, 7 after `.failed`. The password travels only through this pipe.
public struct SyncRequest: Sendable, Equatable, Codable {
  /// The account to sync.
  public var account: CardDAVAccount
  /// The password for Basic authentication, or nil when the account has no user name.
  public var password: String?
  /// The account's cache folder (`AccountCache.folder`).
  public var cacheFolder: String
  /// Only send the queued changes; download nothing.
  public var pushOnly: Bool
  /// The bound on each request, in seconds.
  public var timeout: Double

  /// A request.
  public init(
    account: CardDAVAccount, password: String?, cacheFolder: String, pushOnly: Bool = false, timeout: Double = 30
  ) {
    self.account = account
    self.password = password
    self.cacheFolder = cacheFolder
    self.pushOnly = pushOnly
    self.timeout = timeout
  }
}

/// One line from the agent.
public enum SyncEvent: Sendable, Equatable, Codable {
  /// How far the sync is.
  case progress(SyncProgress)
  /// The sync ended; the cache holds what the server has, less what was skipped.
  case finished(SyncReport)
  /// The sync stopped; the cache is consistent and the next sync resumes.
  case failed(CardDAVError)
}

/// How far a sync is: a phase and, where it counts, done out of total.
public struct SyncProgress: Sendable, Equatable, Codable {
  /// What the sync is doing.
  public enum Phase: String, Sendable, Codable {
    /// Finding the address books.
    case discovering
    /// Listing hrefs and ETags, or asking for the changes since the last sync.
    case listing
    /// Fetching cards.
    case downloading
    /// Sending queued changes.
    case uploading
  }
  /// The phase.
  public var phase: Phase
  /// Items done in this phase.
  public var done: Int
  /// Items in this phase (0 when not known yet).
  public var total: Int

  /// A progress report.
  public init(phase: Phase, done: Int = 0, total: Int = 0) {
    self.phase = phase
    self.done = done
    self.total = total
  }
}

/// What a sync did.
public struct SyncReport: Sendable, Equatable, Codable {
  /// Address books synced.
  public var addressBooks = 0
  /// Cards in the cache after the sync.
  public var cards = 0
  /// Cards new from the server.
  public var added = 0
  /// Cards changed on the server.
  public var changed = 0
  /// Cards removed on the server.
  public var deleted = 0
  /// Queued local changes the server took.
  public var uploaded = 0
  /// Local changes the server refused because the card had changed there (412): the cache now
  /// holds the server's card, and the local version is kept in the file named.
  public var conflicts: [SyncConflict] = []
  /// Cards or answers skipped as unreadable, each with why.
  public var skipped: [SkippedItem] = []

  /// An empty report.
  public init() {}
}

/// A local change the server refused (412).
public struct SyncConflict: Sendable, Equatable, Codable {
  /// The card's href.
  public var href: String
  /// The card's name, for the message.
  public var name: String
  /// Where the refused local version was kept.
  public var keptAt: String

  /// A conflict.
  public init(href: String, name: String, keptAt: String) {
    self.href = href
    self.name = name
    self.keptAt = keptAt
  }
}

/// Something from the server that was skipped: a card that does not parse, an answer that is
/// not XML.
public struct SkippedItem: Sendable, Equatable, Codable {
  /// The href (or the request) it came from.
  public var href: String
  /// Why it was skipped.
  public var reason: String

  /// A skipped item.
  public init(href: String, reason: String) {
    self.href = href
    self.reason = reason
  }
}
