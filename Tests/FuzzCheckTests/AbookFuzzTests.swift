import Foundation
import Testing

@testable import FuzzChecks

/// The abook check on a few thousand inputs made here, so its promises are tried in every test
/// run and not only in CI's fuzz step: the seeds with bytes flipped, lines repeated and the
/// characters that matter to the format (`[`, `=`, `#`, CR, LF, commas, controls) put anywhere.
@Suite("abook's reader against its fuzz oracle")
struct AbookFuzzTests {
  static let seeds: [[UInt8]] = FuzzReplayTests.inputs(in: "Corpus").filter { $0.check == "abook" }.compactMap {
    try? Array(Data(contentsOf: $0.url))
  }

  @Test("mutated seeds keep every promise: no crash, CR LF as LF, a lossless vCard round trip")
  func mutatedSeeds() {
    #expect(Self.seeds.count >= 3)
    let tokens: [[UInt8]] = [
      "[", "]", "=", "#", "\r", "\n", "\r\n", ",", "\u{1B}", "\u{0}", "name=", "[format]\n",
      "program=abook\n", "email=", "anniversary=--", "\u{FF}", " ",
    ].map { Array($0.utf8) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    for round in 0..<3000 {
      var input = Self.seeds[round % Self.seeds.count]
      for _ in 0..<(1 + next(6)) {
        let at = next(input.count + 1)
        switch next(3) {
        case 0: input.insert(contentsOf: tokens[next(tokens.count)], at: at)
        case 1 where at < input.count: input[at] = UInt8(truncatingIfNeeded: next(256))
        default: input.removeSubrange(at..<min(input.count, at + next(8)))
        }
      }
      AbookFuzz.check(input)
    }
  }
}
