import Synchronization
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The signal bookkeeping that needs no terminal: which signals end a run, and how a hang-up and
/// a stop are reported. The flags are process-wide, so these run one at a time.
@Suite("Signals that end a run", .serialized)
struct SignalMonitorTests {
  @Test(
    "every signal whose default action ends the process ends a run the same way",
    arguments: [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
    ])
  func endingSignal(signal: Int32) {
    #expect(SignalMonitor.endingSignals.contains(signal))
    #expect(!SignalMonitor.crashSignals.contains(signal))
  }

  @Test("signals that do not end a process, or cannot be caught, are not ending signals")
  func notEnding() {
    for signal in [SIGCONT, SIGTSTP, SIGWINCH, SIGCHLD, SIGKILL, SIGSTOP, SIGURG] {
      #expect(!SignalMonitor.endingSignals.contains(signal))
    }
  }

  @Test("a hang-up of the tty is taken as SIGHUP, once")
  func hangUpIsSIGHUP() {
    _ = SignalMonitor.takeSignal()
    SignalMonitor.noteHangUp()
    #expect(SignalMonitor.takeSignal() == SIGHUP)
    #expect(SignalMonitor.takeSignal() == nil)
  }

  @Test("a hang-up does not replace a signal that arrived first")
  func hangUpKeepsTheFirstSignal() {
    _ = SignalMonitor.takeSignal()
    SignalMonitor.pending.store(SIGTERM, ordering: .releasing)
    SignalMonitor.noteHangUp()
    #expect(SignalMonitor.takeSignal() == SIGTERM)
  }

  @Test("a stop request is reported once, and none is pending without Ctrl-Z")
  func stopRequest() {
    _ = SignalMonitor.takeStopRequest()
    #expect(!SignalMonitor.takeStopRequest())
    SignalMonitor.stopRequested.store(true, ordering: .releasing)
    #expect(SignalMonitor.takeStopRequest())
    #expect(!SignalMonitor.takeStopRequest())
  }

  @Test("the emergency reset turns bracketed paste off always, and mouse reporting when it was on")
  func resetSequence() {
    let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)
    let mouseOff = Array("\u{1B}[?1000l".utf8)
    let withMouse = EmergencyRestore.resetSequence(mouse: true)
    let withoutMouse = EmergencyRestore.resetSequence(mouse: false)
    #expect(withMouse.suffix(bracketedPasteOff.count).elementsEqual(bracketedPasteOff))
    #expect(withoutMouse.suffix(bracketedPasteOff.count).elementsEqual(bracketedPasteOff))
    #expect(contains(withMouse, mouseOff))
    #expect(!contains(withoutMouse, mouseOff))
  }

  private func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
    guard bytes.count >= part.count else { return false }
    return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
  }
}
