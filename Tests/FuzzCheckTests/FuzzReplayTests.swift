import Foundation
import FuzzChecks
import Testing

/// Every seed in `Fuzz/Corpus/<name>/` and every input that once broke a check, saved in
/// `Fuzz/Regressions/<name>/`, replayed through the check the fuzzer runs (a broken promise
/// traps, which fails the run).
@Suite("fuzz inputs replayed through their checks")
struct FuzzReplayTests {
  static let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// One saved input: the check's name and the file.
  struct Input: CustomTestStringConvertible, Sendable {
    let check: String
    let url: URL
    var testDescription: String {
      "\(check)/\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
    }
  }

  static func inputs(in folder: String) -> [Input] {
    FuzzCheck.all.keys.sorted().flatMap { check in
      let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(check)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.sorted().filter { !$0.hasPrefix(".") }.map {
        Input(check: check, url: directory.appendingPathComponent($0))
      }
    }
  }

  @Test("every check has a seed corpus of at least three inputs", arguments: FuzzCheck.all.keys.sorted())
  func corpusExists(check: String) {
    #expect(Self.inputs(in: "Corpus").filter { $0.check == check }.count >= 3)
  }

  @Test("every seed passes its check", arguments: inputs(in: "Corpus"))
  func seed(_ input: Input) throws {
    FuzzCheck.all[input.check]?(Array(try Data(contentsOf: input.url)))
  }

  @Test("every input that once broke a check passes it now", arguments: inputs(in: "Regressions"))
  func regression(_ input: Input) throws {
    FuzzCheck.all[input.check]?(Array(try Data(contentsOf: input.url)))
  }

  @Test(
    "every vCard seed and saved input, written back from its own bytes, reads back equal",
    arguments: (inputs(in: "Corpus") + inputs(in: "Regressions")).filter { $0.check == "vcard" })
  func writtenBack(_ input: Input) throws {
    VCardFuzz.checkOriginalCards(Array(try Data(contentsOf: input.url)))
  }
}
