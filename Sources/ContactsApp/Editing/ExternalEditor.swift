package import ContactModel
package import ContactsPrompt
package import ContactsScreens
import ContactsSupport
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens text in the user's editor (`EditorCommand`) and returns what was saved.
///
/// The text goes to `card.vcf` (0600) in a new folder of the user's own in `$TMPDIR` (else
/// `/tmp`), made by `mkdtemp` (0700, a name no one else can have taken), removed afterwards and
/// on every ending signal (`SignalCleanup`): a card is personal data. A folder a SIGKILL left
/// is removed by the next edit (`EditFolder`); until then only its owner can enter it. The editor runs as a real child process with the terminal handed over
/// (`handOver`: the browser leaves full-screen mode, line mode restores the tty, the keyboard's
/// signals go to the editor, `ForegroundChild`). Its standard input, output and error are
/// `/dev/tty` when there is one (standard input is a mail or a pipe for some commands), else they
/// are inherited.
package struct ExternalEditor {
  /// How a child is run in the terminal's foreground: the session's `handOver`, or
  /// `ForegroundChild.run` when no terminal is open.
  package typealias HandOver = (() -> Int32) -> Int32

  /// The editor's words (`EditorCommand.words`); the file's path is added as the last one.
  package var command: [String]
  /// The folder for the temporary file.
  package var temporaryDirectory: String
  /// How the child is run.
  package var handOver: HandOver

  /// An editor from `environment` (`VISUAL`, `EDITOR`, `TMPDIR`).
  package init(environment: [String: String], handOver: @escaping HandOver) throws(ContactsAppError) {
    command = try EditorCommand.words(environment: environment)
    let tmp = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    temporaryDirectory = tmp.hasSuffix("/") && tmp.count > 1 ? String(tmp.dropLast()) : tmp
    self.handOver = handOver
  }

  /// Opens `text` in the editor, waits for it, and returns the file's bytes as it left them.
  /// Throws when the file cannot be made or read, the editor cannot be started, or it fails
  /// (a non-zero exit, `:cq` in vi, is how a user abandons an edit).
  package func edit(_ text: [UInt8], suffix: String = ".vcf") throws(ContactsAppError) -> [UInt8] {
    EditFolder.removeStale(in: temporaryDirectory)
    let folder = try EditFolder.make(in: temporaryDirectory)
    defer { EditFolder.remove(folder) }
    let path = folder + "/card" + suffix
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else {
      throw ContactsAppError(
        .dataError, "cannot make a temporary file in \(folder): \(String(cString: strerror(errno)))")
    }
    let failure = DescriptorWriter.writeAll(text, to: fd)
    close(fd)
    if let failure {
      throw ContactsAppError(
        .dataError, "cannot write the temporary file \(path): \(DescriptorWriter.message(failure))")
    }
    // A hangup or a kill meanwhile removes the card's copy before the process ends of it.
    let status = try SignalCleanup.removing([path], folder: folder) { () throws(ContactsAppError) in
      try run(path: path)
    }
    guard status == 0 else {
      throw ContactsAppError(.dataError, "the editor (\(command.joined(separator: " "))) \(Self.describe(status))")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ContactsAppError(.dataError, "the editor left no file at \(path); nothing was changed")
    }
    return Array(data)
  }

  /// Spawns the editor on `path` and returns its wait status.
  private func run(path: String) throws(ContactsAppError) -> Int32 {
    let arguments = command + [path]
    var spawnError: Int32 = 0
    let status = handOver {
      SpawnAttributes.with(defaulting: ForegroundChild.spawnDefaults) { attributes in
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        if tty >= 0 {
          close(tty)
          posix_spawn_file_actions_addopen(&actions, 0, "/dev/tty", O_RDWR, 0)
          posix_spawn_file_actions_adddup2(&actions, 0, 1)
          posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        spawnError = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawnError == 0 else { return -1 }
        return ForegroundChild.waitForeground(pid)
      }
    }
    if spawnError != 0 {
      throw ContactsAppError(
        .configuration,
        "cannot start the editor '\(arguments[0])': \(String(cString: strerror(spawnError))); "
          + "set VISUAL or EDITOR to an editor's command")
    }
    return status
  }

  /// A wait status in words: "exited with status 1", "was killed by signal 9".
  private static func describe(_ status: Int32) -> String {
    if status == -1 { return "could not be waited for; nothing was changed" }
    return ChildProcess.describe(status) + "; nothing was changed"
  }
}

extension CardEditSession {
  /// A session in the user's editor, on a `.vcf` file.
  package init(contact: Contact, editor: ExternalEditor) {
    self.init(contact: contact) { text throws(ContactsAppError) in try editor.edit(text, suffix: ".vcf") }
  }
}
