import Foundation

#if canImport(Glibc)
  package import Glibc
#elseif canImport(Darwin)
  package import Darwin
#endif

/// A child process with pipes on its standard input and output (its standard error is ours):
/// the app's password command and its sync agent. Spawned with `posix_spawn`, with no signal blocked
/// or ignored, so a `kill` ends it whatever the app had set up.
///
/// @unchecked Sendable: `input` and `status` change after init, each only under `lock`, which the
/// compiler cannot see.
package final class ChildProcess: @unchecked Sendable {
  /// The process id.
  package let pid: pid_t
  /// Our end of its standard input; -1 once closed.
  package private(set) var input: Int32
  /// Our end of its standard output.
  package let output: Int32
  private var status: Int32?
  private let lock = NSLock()

  private init(pid: pid_t, input: Int32, output: Int32) {
    self.pid = pid
    self.input = input
    self.output = output
  }

  deinit {
    closeInput()
    close(output)
  }

  /// Starts `arguments[0]` (a path) with `arguments`; the error is `strerror`'s words.
  package static func spawn(_ arguments: [String]) -> Result<ChildProcess, SpawnFailure> {
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    guard pipe(&inPipe) == 0 else { return .failure(SpawnFailure(errno)) }
    guard pipe(&outPipe) == 0 else {
      let failure = SpawnFailure(errno)
      close(inPipe[0])
      close(inPipe[1])
      return .failure(failure)
    }
    // No other child (a sync of another account, the editor) may inherit our ends.
    for fd in inPipe + outPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var pid: pid_t = 0
    let result = SpawnAttributes.with(defaulting: nil) { attributes in
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
      let argv = arguments.map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      var result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
      // A file just written may still be open for writing in a child another thread forked at
      // that moment (ETXTBSY) until that child execs; it passes in milliseconds.
      var tries = 0
      while result == ETXTBSY && tries < 50 {
        usleep(20_000)
        tries += 1
        result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
      }
      return result
    }
    close(inPipe[0])
    close(outPipe[1])
    guard result == 0 else {
      close(inPipe[1])
      close(outPipe[0])
      return .failure(SpawnFailure(result))
    }
    // A child that stops reading must not kill us with SIGPIPE: the write fails with EPIPE.
    signal(SIGPIPE, SIG_IGN)
    return .success(ChildProcess(pid: pid, input: inPipe[1], output: outPipe[0]))
  }

  /// Writes all of `bytes` to its standard input; false when it stopped reading.
  package func write(_ bytes: [UInt8]) -> Bool {
    DescriptorWriter.writeAll(bytes, to: input) == nil
  }

  /// Closes its standard input (it sees end of file).
  package func closeInput() {
    lock.lock()
    defer { lock.unlock() }
    if input >= 0 {
      close(input)
      input = -1
    }
  }

  /// Reads what is there within `timeout` seconds: bytes, `[]` at end of file, nil on time out.
  package func read(timeout: Double) -> [UInt8]? {
    var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(max(0, timeout * 1000).rounded(.up)))
    if ready == 0 { return nil }
    if ready < 0 { return errno == EINTR ? nil : [] }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { Foundation.read(output, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? nil : [] }
    return Array(buffer.prefix(count))
  }

  /// Sends SIGKILL (once it has ended, nothing).
  package func kill() {
    lock.lock()
    defer { lock.unlock() }
    if status == nil { Foundation.kill(pid, SIGKILL) }
  }

  /// Waits for it to end and returns its wait status.
  @discardableResult
  package func wait() -> Int32 {
    lock.lock()
    if let status {
      lock.unlock()
      return status
    }
    lock.unlock()
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    lock.lock()
    status = raw
    lock.unlock()
    return raw
  }

  /// A wait status in words: "exited with status 1", "was killed by signal 9".
  package static func describe(_ status: Int32) -> String {
    status & 0x7F == 0 ? "exited with status \((status >> 8) & 0xFF)" : "was killed by signal \(status & 0x7F)"
  }
}

/// Why a child could not be started: an errno, in words.
package struct SpawnFailure: Error {
  /// The errno.
  package var code: Int32
  package init(_ code: Int32) { self.code = code }
  /// `strerror`'s words.
  package var message: String { String(cString: strerror(code)) }
}
