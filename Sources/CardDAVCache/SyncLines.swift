public import Foundation

/// How the messages to and from the sync agent are framed (docs/CARDDAV.md): the request is one
/// JSON object, the whole of the agent's standard input; each event is one JSON object on a line
/// of its own (JSON escapes every line break inside a string, so a line is a whole event).
public enum SyncLines {
  /// The most a request may weigh: an account, a password and a path.
  public static let requestLimit = 64 * 1024

  /// An event as a line: its JSON and a line feed.
  public static func line(_ event: SyncEvent) -> Data {
    var data = (try? JSONEncoder().encode(event)) ?? Data(#"{"failed":{}}"#.utf8)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// The event on a line (its line feed optional), or nil when it is not one.
  public static func event(_ line: some DataProtocol) -> SyncEvent? {
    var bytes = Data(line)
    while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard !bytes.isEmpty else { return nil }
    return try? JSONDecoder().decode(SyncEvent.self, from: bytes)
  }

  /// The request's JSON.
  public static func encode(_ request: SyncRequest) -> Data {
    (try? JSONEncoder().encode(request)) ?? Data()
  }

  /// The request in `data`, or nil when it is too large or not a request.
  public static func request(_ data: Data) -> SyncRequest? {
    guard data.count <= requestLimit else { return nil }
    return try? JSONDecoder().decode(SyncRequest.self, from: data)
  }
}
