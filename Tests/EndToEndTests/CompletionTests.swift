import Foundation
import Testing

/// `contacts-tui completions`: the scripts load in their shells and complete, against the built
/// binary; the bundle ids come from the permission database of `--home`.
@Suite("Shell completions")
struct CompletionTests {
  static func installed(_ shell: String) -> Bool {
    ["/usr/bin/\(shell)", "/bin/\(shell)"].contains { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What bash's `_contacts_tui` puts in COMPREPLY for `words`, the last one being completed.
  static func bashCompletions(_ words: [String]) throws -> [String] {
    let quoted = ([Binary.path] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let script = """
      source <("$0" completions bash) || exit 9
      COMP_WORDS=(\(quoted.joined(separator: " ")))
      COMP_CWORD=\(words.count)
      _contacts_tui
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let output = try Shell.capture("/bin/bash", ["-c", script, Binary.path])
    #expect(output.status == 0, "bash: \(output.stderr)")
    #expect(output.stderr.isEmpty, "bash wrote: \(output.stderr)")
    return output.stdout.split(separator: "\n").map(String.init)
  }

  @Test("bash loads the script, and it registers _contacts_tui for contacts-tui")
  func bashLoads() throws {
    let output = try Shell.capture(
      "/bin/bash", ["-c", "source <(\"$0\" completions bash) && complete -p contacts-tui", Binary.path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("complete -F _contacts_tui contacts-tui"))
  }

  @Test("bash completes subcommands, options and the values of choice options")
  func bashCompletes() throws {
    #expect(try Self.bashCompletions(["st"]) == ["status"])
    #expect(try Self.bashCompletions(["p"]) == ["permissions"])
    #expect(try Self.bashCompletions([""]).contains("completions"))
    #expect(try Self.bashCompletions(["status", "--j"]) == ["--json"])
    #expect(try Self.bashCompletions(["--lim"]) == ["--limited-access"])
    #expect(try Self.bashCompletions(["list", "--format", ""]) == ["text", "tsv", "csv", "json", "vcard"])
    #expect(try Self.bashCompletions(["query", "--format", "a"]) == ["aerc", "alot"])
    #expect(try Self.bashCompletions(["--sort", "f"]) == ["family"])
    // bash splits --format=t into --format, = and t.
    #expect(try Self.bashCompletions(["list", "--format", "=", "t"]) == ["text", "tsv"])
    #expect(try Self.bashCompletions(["list", "--format", "=", "text", "--j"]) == [])
    #expect(try Self.bashCompletions(["list", "--format", "=", "text", "--ma"]) == ["--match"])
    #expect(try Self.bashCompletions(["completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try Self.bashCompletions(["permissions", "re"]) == ["reset"])
    #expect(try Self.bashCompletions(["permissions", "set", "com.example.App", "l"]) == ["limited"])
  }

  @Test("bash completes the bundle ids stored in the --home on the command line")
  func bashBundleIDs() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "org.example.Mail", "allow"]).status == 0)
    #expect(try home.cli(["permissions", "set", "com.example.Notes", "deny"]).status == 0)
    let words = ["permissions", "--home", home.url.path, "explain", ""]
    #expect(try Self.bashCompletions(words) == ["com.example.Notes", "org.example.Mail"])
    #expect(try Self.bashCompletions(["permissions", "--home", home.url.path, "set", "org"]) == ["org.example.Mail"])
  }

  @Test("--bundle-ids prints the stored bundle ids, and creates nothing where there is no database")
  func bundleIDs() throws {
    let home = try TestHome()
    let empty = try home.cli(["completions", "--bundle-ids"])
    #expect(empty.status == 0)
    #expect(empty.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: home.url.path), "--bundle-ids created the data dir")
    #expect(try home.cli(["permissions", "set", "org.example.Mail", "limited"]).status == 0)
    let listed = try home.cli(["completions", "--bundle-ids"])
    #expect(listed.stdout == "org.example.Mail\n")
  }

  @Test("zsh reads the script without a syntax error", .enabled(if: installed("zsh"), "zsh is not installed"))
  func zshSyntax() throws {
    let path = try Self.scratch("zsh")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try Shell.capture(
      "/bin/sh", ["-c", "\"$0\" completions zsh > \"$1\" && zsh -n \"$1\"", Binary.path, path])
    #expect(output.status == 0, "zsh -n: \(output.stderr)")
  }

  @Test("zsh loads the script after compinit", .enabled(if: installed("zsh"), "zsh is not installed"))
  func zshLoads() throws {
    let script =
      "autoload -U compinit && compinit -u -D && source <(\"$1\" completions zsh) && print -r -- $_comps[contacts-tui]"
    let output = try Shell.capture(
      "/usr/bin/zsh", ["-f", "-c", script, "zsh", Binary.path], environment: ["HOME": NSTemporaryDirectory()])
    #expect(output.status == 0, "zsh: \(output.stderr)")
    #expect(output.stdout == "_contacts_tui\n")
  }

  @Test(
    "zsh's function offers subcommands, formats and actions", .enabled(if: installed("zsh"), "zsh is not installed"))
  func zshCompletes() throws {
    // Outside a completion, words and CURRENT are plain variables and compadd can be a function
    // that prints what it is given; zsh itself filters by the typed prefix.
    let script = """
      compdef() { :; }
      source <("$1" completions zsh) || exit 9
      compadd() { shift; print -l -- "$@"; }
      words=(contacts-tui list --format ""); CURRENT=4; _contacts_tui; print -- --
      words=(contacts-tui permissions ""); CURRENT=3; _contacts_tui; print -- --
      words=(contacts-tui ""); CURRENT=2; _contacts_tui
      """
    let output = try Shell.capture("/usr/bin/zsh", ["-f", "-c", script, "zsh", Binary.path])
    #expect(output.status == 0, "zsh: \(output.stderr)")
    let parts = output.stdout.components(separatedBy: "--\n").map { $0.split(separator: "\n").map(String.init) }
    #expect(parts.count == 3)
    #expect(parts.first == ["text", "tsv", "csv", "json", "vcard"])
    #expect(parts.dropFirst().first == ["set", "reset", "edit", "log", "explain"])
    #expect(parts.last?.contains("status") == true && parts.last?.contains("completions") == true)
  }

  @Test("zsh and fish complete the bundle ids of the --home typed", .enabled(if: installed("zsh") && installed("fish")))
  func zshAndFishBundleIDs() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "org.example.Mail", "allow"]).status == 0)
    let zsh = """
      compdef() { :; }
      source <("$1" completions zsh) || exit 9
      compadd() { shift; print -l -- "$@"; }
      words=("$1" permissions --home "$2" log ""); CURRENT=6; _contacts_tui
      """
    let zshOutput = try Shell.capture("/usr/bin/zsh", ["-f", "-c", zsh, "zsh", Binary.path, home.url.path])
    #expect(zshOutput.stdout == "org.example.Mail\n", "zsh: \(zshOutput.stderr)")
    let fish = """
      "$argv[1]" completions fish | source
      complete -C "$argv[1] permissions --home $argv[2] explain "
      """
    let fishOutput = try Shell.capture(
      "/usr/bin/fish", ["--no-config", "-c", fish, Binary.path, home.url.path],
      environment: ["HOME": NSTemporaryDirectory()])
    #expect(fishOutput.stdout.split(separator: "\n").contains("org.example.Mail"), "fish: \(fishOutput.stderr)")
  }

  @Test(
    "fish reads the script and completes subcommands and formats",
    .enabled(if: installed("fish"), "fish is not installed"))
  func fish() throws {
    let path = try Self.scratch("fish")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let syntax = try Shell.capture(
      "/bin/sh", ["-c", "\"$0\" completions fish > \"$1\" && fish -n \"$1\"", Binary.path, path])
    #expect(syntax.status == 0, "fish -n: \(syntax.stderr)")
    let script = "source $argv[1]; complete -C 'contacts-tui st'; complete -C 'contacts-tui list --format '"
    let output = try Shell.capture(
      "/usr/bin/fish", ["--no-config", "-c", script, path], environment: ["HOME": NSTemporaryDirectory()])
    #expect(output.status == 0, "fish: \(output.stderr)")
    let words = output.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    #expect(words.contains("status"))
    #expect(["text", "tsv", "csv", "json", "vcard"].allSatisfy(words.contains))
  }

  /// A fresh file name for a script.
  static func scratch(_ shell: String) throws -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("ct-completion-\(UUID().uuidString).\(shell)").path
  }
}
