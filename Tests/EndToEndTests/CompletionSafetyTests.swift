import Foundation
import Testing

/// The completion scripts read account names (and bundle ids) from the binary at completion time:
/// a value read is offered as it is and never evaluated, in bash, zsh and fish (docs/SECURITY.md,
/// "6b. Only your own files decide what runs").
@Suite("Shell completions never evaluate what they read")
final class CompletionSafetyTests {
  let folder: URL
  let xdg: URL
  /// Account names that a shell would run, expand or glob if it evaluated them.
  let names: [String]
  /// The files the names would create if they were run.
  let markers: [String]

  init() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-complete-\(UUID().uuidString)")
    self.folder = folder
    xdg = folder.appendingPathComponent("xdg")
    let config = xdg.appendingPathComponent("contacts-tui")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let markers = (1...5).map { folder.appendingPathComponent("ran\($0)").path }
    self.markers = markers
    names = [
      "$(touch \(markers[0]))",
      "`touch \(markers[1])`",
      "x;touch \(markers[2])",
      "$(IFS=_;cmd=touch_\(markers[3]);$cmd)",
      "${HOME} * ~ \"q\" 'p' $((6*7)) \\n <(touch \(markers[4]))",
    ]
    let text = names.map { "[account \($0)]\nurl = https://dav.example.com/\n" }.joined()
    try Data(text.utf8).write(to: config.appendingPathComponent("config"))
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private var environment: [String: String] { ["XDG_CONFIG_HOME": xdg.path, "HOME": folder.path] }

  private func expectNothingRan() {
    for marker in markers { #expect(!FileManager.default.fileExists(atPath: marker), "\(marker) was created") }
  }

  @Test("the binary lists the names as written")
  func listed() throws {
    let output = try Shell.capture(Binary.path, ["completions", "--account-names"], environment: environment)
    #expect(output.stdout.split(separator: "\n").map(String.init) == names)
  }

  @Test("bash offers each account name as it is, and runs nothing in it, for sync and --account")
  func bash() throws {
    let script = """
      source <("$0" completions bash) || exit 9
      for words in 'sync|' 'list|--account|' 'sync|$' 'sync|`'; do
        IFS='|' read -r -a COMP_WORDS <<< "$0|$words"
        [[ $words == *'|' ]] && COMP_WORDS+=('')
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _contacts_tui
        printf '%s\\n' "${COMPREPLY[@]}"
        echo --
      done
      """
    let output = try Shell.capture("/bin/bash", ["-c", script, Binary.path], environment: environment)
    #expect(output.status == 0, "bash: \(output.stderr)")
    expectNothingRan()
    let parts = output.stdout.components(separatedBy: "--\n").map { $0.split(separator: "\n").map(String.init) }
    #expect(parts.count == 5)
    #expect(parts.first == names)
    #expect(parts.dropFirst().first == names)
    #expect(parts.dropFirst(2).first == names.filter { $0.hasPrefix("$") })
    #expect(parts.dropFirst(3).first == names.filter { $0.hasPrefix("`") })
  }

  @Test(
    "zsh offers each account name as it is, and runs nothing in it",
    .enabled(if: CompletionTests.installed("zsh"), "zsh is not installed"))
  func zsh() throws {
    let script = """
      compdef() { :; }
      source <("$1" completions zsh) || exit 9
      compadd() { shift; print -rl -- "$@"; }
      words=("$1" sync ""); CURRENT=3; _contacts_tui; print -- --
      words=("$1" list --account ""); CURRENT=4; _contacts_tui; print -- --
      words=("$1" permissions --home '*(e:touch \(markers[0]):)' log ""); CURRENT=6; _contacts_tui
      """
    let output = try Shell.capture("/usr/bin/zsh", ["-f", "-c", script, "zsh", Binary.path], environment: environment)
    #expect(output.status == 0, "zsh: \(output.stderr)")
    expectNothingRan()
    let parts = output.stdout.components(separatedBy: "--\n").map { $0.split(separator: "\n").map(String.init) }
    #expect(parts.first == names)
    #expect(parts.dropFirst().first == names)
  }

  @Test(
    "fish offers each account name as it is, and runs nothing in it",
    .enabled(if: CompletionTests.installed("fish"), "fish is not installed"))
  func fish() throws {
    let script = """
      "$argv[1]" completions fish | source
      complete -C "$argv[1] sync "
      echo ==
      complete -C "$argv[1] list --account "
      """
    let output = try Shell.capture(
      "/usr/bin/fish", ["--no-config", "-c", script, Binary.path], environment: environment)
    #expect(output.status == 0, "fish: \(output.stderr)")
    expectNothingRan()
    let parts = output.stdout.components(separatedBy: "==\n").map {
      $0.split(separator: "\n").map { String($0.split(separator: "\t", omittingEmptySubsequences: false).first ?? "") }
    }
    #expect(parts.first.map(Set.init) == Set(names), "fish: \(output.stdout)")
    #expect(parts.dropFirst().first.map(Set.init) == Set(names))
  }
}
