/// One benchmark: it measures something and prints its rows. Add a scenario by writing a type
/// that conforms and listing it in `BenchScenarios.all`.
protocol BenchScenario: Sendable {
  /// Short name, matched by `--only`.
  var name: String { get }
  /// Runs the measurements and prints the results.
  func run(_ context: BenchContext)
}

/// The registered scenarios, in the order they run.
enum BenchScenarios {
  static let all: [any BenchScenario] = [
    LoadScenario(),
    ListScenario(),
    SearchScenario(),
    BrowserFrameScenario(),
    BrowserKeysScenario(),
    DuplicatesScenario(),
    SaveScenario(),
    SnapshotScenario(),
    VdirSnapshotScenario(),
  ]
}

/// What scenarios share: the options and the generated corpora (made once per size).
final class BenchContext {
  let options: BenchOptions
  private var corpora: [Int: [UInt8]] = [:]

  init(options: BenchOptions) { self.options = options }

  /// The corpus of `count` cards.
  func corpus(_ count: Int) -> [UInt8] {
    if let corpus = corpora[count] { return corpus }
    let corpus = CorpusGenerator().corpus(count: count)
    corpora[count] = corpus
    return corpus
  }

  /// Drops a corpus no longer needed, to keep peak memory honest.
  func release(_ count: Int) { corpora[count] = nil }
}
