import ContactStore

/// The snapshot reader (docs/SNAPSHOTS.md) on arbitrary sections sealed in a valid header, and
/// the record decoder on the raw bytes (`SnapshotProbe`).
///
/// Oracle: nothing crashes, reads out of bounds or allocates more than the input could hold; a
/// record that decodes reads back equal after being written; a snapshot that decodes gives the
/// same contacts whole as one by one; a search finds only contacts that exist, in order.
public enum SnapshotFuzz {
  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    _ = SnapshotProbe.run(data)
  }
}
