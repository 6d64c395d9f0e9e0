import Foundation

/// Command-line options of `contacts-bench`.
struct BenchOptions {
  /// Corpus sizes for the load and list scenarios.
  var sizes = [10_000, 100_000, 1_000_000]
  /// Runs per measurement; the median is reported.
  var runs = 5
  /// Contacts for the search scenario (default: the largest size).
  var searchSize: Int?
  /// Only scenarios whose name contains one of these (empty: all).
  var only: [String] = []

  static let usage = """
    usage: contacts-bench [--sizes N,N,...] [--runs N] [--search-size N] [--only NAME,...]
           contacts-bench --write-corpus COUNT OUT.vcf
           contacts-bench --roundtrip-write IN.vcf OUT.vcf [--v4]
           contacts-bench --list PATH [text|tsv|json|vcard]   (what `contacts-tui list` does, for /usr/bin/time)
    Prints medians of load throughput, the streamed TSV listing, peak memory and search latency.
    """

  /// Parses the scenario options; nil (after printing why) on a usage error.
  static func parse(_ arguments: [String]) -> BenchOptions? {
    var options = BenchOptions()
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--sizes":
        guard let list = value().map(parseList), !list.isEmpty else { return nil }
        options.sizes = list
      case "--runs":
        guard let runs = value().flatMap({ Int($0) }), runs > 0 else { return nil }
        options.runs = runs
      case "--search-size":
        guard let size = value().flatMap({ Int($0) }), size > 0 else { return nil }
        options.searchSize = size
      case "--only":
        guard let names = value() else { return nil }
        options.only = names.split(separator: ",").map(String.init)
      default:
        return nil
      }
      index += 1
    }
    return options
  }

  private static func parseList(_ text: String) -> [Int] {
    text.split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }.filter { $0 > 0 }
  }
}
