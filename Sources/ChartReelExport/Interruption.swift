import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A flag raised when the user presses Ctrl-C (SIGINT) or the process gets SIGTERM.
///
/// While it is installed the signals no longer kill the process: the render loop polls the
/// flag, stops, removes its temporary output and the command exits with status 130.
public final class Interruption: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false
  private var sources: [DispatchSourceSignal] = []

  public init() {}

  /// Starts catching SIGINT and SIGTERM.
  public func install() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in raise() }
      source.resume()
      sources.append(source)
    }
  }

  /// Raises the flag, as a signal would.
  public func raise() {
    lock.lock()
    raised = true
    lock.unlock()
  }

  public var isRaised: Bool {
    lock.lock()
    defer { lock.unlock() }
    return raised
  }
}
