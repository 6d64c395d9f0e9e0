import CardDAVCache
import ContactsSupport
import Foundation
import TerminalUI

/// Where a sync's password comes from (docs/CARDDAV.md, "In the app"): the account's
/// `password_command`, run with `/bin/sh -c`, else a question on /dev/tty with echo off. Never
/// a flag or the environment, and never written anywhere: it goes only into the sync agent's
/// standard input.
enum AccountPassword {
  /// What asking gave.
  enum Outcome: Equatable {
    /// The password.
    case password(String)
    /// None could be had (`CardDAVError.noPassword`).
    case failed(CardDAVError)
    /// The user pressed Ctrl-C (or a signal came) at the question; the tty is restored.
    case interrupted(Int32)
  }

  /// The longest a password command may take: `pass` may wait on a gpg-agent's pinentry.
  static let commandTimeout: Double = 60

  /// The password of `account`: its command's, else the answer to the question on the tty.
  static func obtain(for account: CardDAVAccount) -> Outcome {
    if let command = account.passwordCommand {
      return run(command, account: account.name, timeout: commandTimeout)
    }
    return ask(for: account)
  }

  /// The first line `command` prints (its trailing newline cut), run with `/bin/sh -c`; its
  /// standard error passes through. A non-zero exit, an empty line, or no end within `timeout`
  /// seconds (it is killed) is `.noPassword` naming the account.
  static func run(_ command: String, account: String, timeout: Double) -> Outcome {
    func failed(_ reason: String) -> Outcome {
      .failed(.noPassword(account: account, reason: "the password_command \(reason)"))
    }
    let child: ChildProcess
    switch ChildProcess.spawn(["/bin/sh", "-c", command]) {
    case .success(let started): child = started
    case .failure(let failure): return failed("could not start: \(failure.message)")
    }
    child.closeInput()
    let deadline = MonotonicClock.now() + timeout
    var bytes: [UInt8] = []
    while true {
      let remaining = deadline - MonotonicClock.now()
      guard remaining > 0 else {
        child.kill()
        child.wait()
        return failed("gave no password within \(String(format: "%g", timeout)) seconds")
      }
      guard let chunk = child.read(timeout: min(remaining, 0.5)) else { continue }
      if chunk.isEmpty { break }
      if bytes.count < 65536 { bytes += chunk }
    }
    let status = child.wait()
    guard status == 0 else { return failed(ChildProcess.describe(status)) }
    let line = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
    var password = String(decoding: line, as: UTF8.self)
    if password.hasSuffix("\r") { password.removeLast() }
    guard !password.isEmpty else { return failed("printed no password") }
    return .password(password)
  }

  /// The question: `Password for jane at dav.example.com (account “home”): `, on /dev/tty with
  /// echo off; the tty is put back however it ends (Enter, Ctrl-C, a signal, a hang-up).
  static func ask(for account: CardDAVAccount) -> Outcome {
    let line: LineTerminal
    do {
      line = try LineTerminal.open()
    } catch {
      return .failed(
        .noPassword(
          account: account.name,
          reason: "no terminal to ask on; set password_command in its [account] section"))
    }
    defer { line.close() }
    line.setKeyMode(true)
    line.write(question(for: account))
    var password = ""
    while true {
      switch line.readKey(timeout: nil) {
      case .input(.key(.special(.enter))), .input(.key(.ctrl("j"))), .input(.key(.ctrl("m"))):
        line.write("\n")
        guard !password.isEmpty else {
          return .failed(.noPassword(account: account.name, reason: "no password was typed"))
        }
        return .password(password)
      case .input(.key(.char(let character))): password.append(character)
      case .input(.key(.special(.backspace))), .input(.key(.ctrl("h"))):
        if !password.isEmpty { password.removeLast() }
      case .input(.key(.ctrl("u"))): password = ""
      case .input: continue
      case .interrupted(let signal):
        line.write("\n")
        return .interrupted(signal)
      case .endOfInput:
        return .failed(.noPassword(account: account.name, reason: "the terminal closed"))
      case .timedOut, .resumed, .resized: continue
      }
    }
  }

  /// The question's words.
  static func question(for account: CardDAVAccount) -> String {
    let host = account.url.host ?? account.url.absoluteString
    let user = account.username.map { "\($0) at " } ?? ""
    return "Password for \(user)\(host) (account “\(account.name)”): "
  }
}

/// The password of each account, asked at most once per process: a sync that runs again (the
/// browser after a save) takes the answer it already has.
@MainActor
final class PasswordKeeper {
  private var known: [String: AccountPassword.Outcome] = [:]
  private let obtain: (CardDAVAccount) -> AccountPassword.Outcome

  /// A keeper that asks through `obtain`.
  init(obtain: @escaping (CardDAVAccount) -> AccountPassword.Outcome = AccountPassword.obtain) {
    self.obtain = obtain
  }

  /// The password for `account`, asked for the first time only; nil for an account without a
  /// user name (no Basic authentication).
  func password(for account: CardDAVAccount) -> AccountPassword.Outcome? {
    guard account.username != nil else { return nil }
    if let outcome = known[account.name] { return outcome }
    let outcome = obtain(account)
    if case .interrupted = outcome { return outcome }  // asked again if the run goes on
    known[account.name] = outcome
    return outcome
  }
}
