import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A flag raised when the user presses Ctrl-C or the process gets another terminating signal.
///
/// The signals caught are every one whose default is to end the process and that can be
/// caught (`signals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, SIGXCPU and the
/// real-time signals). SIGPIPE and SIGXFSZ are ignored instead: a write to a closed pipe or
/// past the file size limit then fails, and that failure is reported and cleaned up like any
/// other. SIGABRT, SIGTRAP and SIGSYS still end the process, with their own status, but
/// first remove the staging, locks and helpers registered with `FatalCleanup`.
///
/// While it is installed the signals no longer kill the process: the render loop, the pipe
/// writer and every wait for ffmpeg poll the flag (at least every tenth of a second), stop,
/// remove their temporary output and the command exits with status 130. Before there is
/// anything to clean up (loading and compiling a scene), `exitsAtOnce` makes a signal end
/// the process straight away with `message` and status 130.
package final class Interruption: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false
  private var immediate = false
  private var sources: [DispatchSourceSignal] = []
  /// Printed to standard error when a signal ends the process at once.
  package var message = "error: interrupted; no output was written"

  package init() {}

  /// The signals caught: every one whose default action ends the process, with exceptions.
  ///
  /// Not caught: SIGSEGV, SIGBUS, SIGILL and SIGFPE — faults of the process itself, which
  /// would repeat if caught as the instruction is run again (Swift traps with SIGILL on x86) —
  /// SIGKILL and SIGSTOP, which cannot be caught, and SIGPIPE and SIGXFSZ, ignored. SIGABRT,
  /// SIGTRAP (Swift's trap on ARM) and SIGSYS are left to `FatalCleanup`'s handler, which
  /// removes the staging and lets the signal end the process: raised as a flag through
  /// libdispatch, SIGABRT and SIGSYS left its manager thread spinning while a render waited on
  /// a stalled ffmpeg, and a SIGTRAP sent to a render was swallowed.
  package static var signals: [Int32] {
    [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
      SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, SIGXCPU,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
  }

  /// Starts catching `signals` (and ignoring SIGPIPE and SIGXFSZ); with `exitsAtOnce`, a
  /// signal ends the process at once until `exitsAtOnce` is set to false.
  package func install(exitsAtOnce: Bool = false) {
    self.exitsAtOnce = exitsAtOnce
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    FatalCleanup.install()
    for number in Self.signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in raise() }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether a signal ends the process at once (status 130) instead of raising the flag;
  /// true only while nothing needs cleaning up.
  package var exitsAtOnce: Bool {
    get {
      lock.lock()
      defer { lock.unlock() }
      return immediate
    }
    set {
      lock.lock()
      immediate = newValue
      let pending = raised && newValue
      lock.unlock()
      if pending { exitNow() }
    }
  }

  /// Raises the flag, as a signal would.
  package func raise() {
    lock.lock()
    raised = true
    let now = immediate
    lock.unlock()
    if now { exitNow() }
  }

  private func exitNow() -> Never {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    _exit(130)
  }

  package var isRaised: Bool {
    lock.lock()
    defer { lock.unlock() }
    return raised
  }
}
