import Foundation

/// Entry point of `contacts-bench`: the scenarios, or one of the helper modes the CI scripts use.
enum BenchCommand {
  static func run(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case "--help", "-h":
      print(BenchOptions.usage)
      return 0
    case "--write-corpus": return CorpusTool.writeCorpus(Array(arguments.dropFirst()))
    case "--roundtrip-write": return CorpusTool.roundTrip(Array(arguments.dropFirst()))
    case "--list": return CorpusTool.list(Array(arguments.dropFirst()))
    default: break
    }
    guard let options = BenchOptions.parse(arguments) else {
      FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
      return 2
    }
    let context = BenchContext(options: options)
    for scenario in BenchScenarios.all
    where options.only.isEmpty || options.only.contains(where: scenario.name.contains) {
      scenario.run(context)
      print("")
    }
    return 0
  }
}
