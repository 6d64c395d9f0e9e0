import CNcurses
import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

@Suite("A child program in the terminal's foreground")
struct ForegroundChildTests {
  @Test("while the child runs, SIGINT and SIGQUIT are ignored here; afterwards their actions are as before")
  func keyboardSignalsIgnored() throws {
    let before = [SIGINT, SIGQUIT, SIGTSTP].map(cn_signal_disposition)
    let survived = ForegroundChild.run { () -> Bool in
      kill(getpid(), SIGINT)
      kill(getpid(), SIGQUIT)
      usleep(20_000)
      return true
    }
    #expect(survived)
    #expect([SIGINT, SIGQUIT, SIGTSTP].map(cn_signal_disposition) == before)
  }

  @Test("waitForeground returns the child's exit status")
  func exitStatus() throws {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup("exit 3"), nil]
    defer { argv.forEach { free($0) } }
    #expect(posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0)
    let status = ForegroundChild.waitForeground(pid)
    #expect(status & 0x7F == 0)
    #expect((status >> 8) & 0xFF == 3)
  }
}
