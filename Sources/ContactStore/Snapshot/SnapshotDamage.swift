/// Why a snapshot was not used: it is read again from its source, never trusted. Only tests and
/// diagnostics look at the reason.
enum SnapshotDamage: Error, Equatable {
  /// A value would end past its section, or a count cannot fit in what is left.
  case truncated
  /// Not a snapshot, or one of another format or build.
  case foreign
  /// Made from another file, or from this one before it changed.
  case stale
  /// A checksum does not match its bytes.
  case checksum
  /// A value no writer makes (text that is not UTF-8, offsets out of order, an unknown flag).
  case malformed
}
