/// A deterministic pseudo-random source (SplitMix64) for the tests' generated inputs: the same
/// seed gives the same sequence on every run, so a failure can be replayed.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A source that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  public mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// One of `values`.
  public mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }
}
