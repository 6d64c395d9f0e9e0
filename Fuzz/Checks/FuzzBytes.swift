/// Helpers that turn a fuzzer's bytes into the pieces a check needs.
public enum FuzzBytes {
  /// `bytes` split at every `separator`, keeping empty pieces, so the position of a piece is
  /// stable whatever it holds.
  public static func pieces(_ bytes: [UInt8], separator: UInt8) -> [[UInt8]] {
    bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
  }

  /// The bytes as text, with every invalid UTF-8 sequence replaced by U+FFFD (as a reader of
  /// untrusted text would).
  public static func text(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: Array(bytes), as: UTF8.self)
  }
}
