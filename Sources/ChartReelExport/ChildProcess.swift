import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A helper program (ffmpeg, ffprobe) run in its own process group, whose output is drained on
/// threads of its own so it can never block on a full pipe.
///
/// Waiting for it polls an `Interruption`: on Ctrl-C the whole group is stopped (SIGTERM, then
/// SIGKILL after a short grace) and the wait throws `ExportError.interrupted`.
final class ChildProcess {
  let name: String
  private let process = Process()
  private let errors: OutputDrain
  private let output: OutputDrain?
  /// The write end of the child's standard input, when it reads frames from a pipe.
  let input: Pipe?
  /// The child's process group, killed by a signal that ends this process at once.
  private var fatal: FatalCleanup?

  /// How long a stopped child gets to exit after SIGTERM before it is killed.
  static let grace: TimeInterval = 0.5

  /// Starts `executable` with `arguments`; `feedInput` gives it a pipe on standard input (else
  /// /dev/null), `captureOutput` keeps its standard output (else it goes to /dev/null).
  init(
    executable: String, arguments: [String], feedInput: Bool = false, captureOutput: Bool = false
  ) throws {
    name = URL(fileURLWithPath: executable).lastPathComponent
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errorPipe = Pipe()
    process.standardError = errorPipe
    errors = OutputDrain(errorPipe.fileHandleForReading, keepAll: false)
    if captureOutput {
      let outputPipe = Pipe()
      process.standardOutput = outputPipe
      output = OutputDrain(outputPipe.fileHandleForReading, keepAll: true)
    } else {
      process.standardOutput = FileHandle.nullDevice
      output = nil
    }
    if feedInput {
      let pipe = Pipe()
      process.standardInput = pipe
      input = pipe
    } else {
      process.standardInput = FileHandle.nullDevice
      input = nil
    }
    do {
      try process.run()
    } catch {
      throw ExportError.io(
        path: executable, reason: "cannot start \(name): \(error.localizedDescription)")
    }
    fatal = .group(process.processIdentifier)
    // (Process has closed the parent's copies of the child's pipe ends, so EOF and EPIPE
    // arrive when the child exits.)
    errors.start()
    output?.start()
  }

  var isRunning: Bool { process.isRunning }

  /// Whether the child exited by itself with status 0.
  var succeeded: Bool {
    !process.isRunning && process.terminationReason == .exit && process.terminationStatus == 0
  }

  /// Everything written to standard output (after the child has exited).
  var standardOutput: String {
    output?.wait(timeout: 1)
    return output?.text ?? ""
  }

  /// The last lines written to standard error (after the child has exited).
  var standardError: String {
    errors.wait(timeout: 1)
    return errors.lastLines()
  }

  /// Closes the child's standard input, telling it no more frames come.
  func closeInput() { try? input?.fileHandleForWriting.close() }

  /// Waits until the child exits; throws `.interrupted` (after stopping it) if the user
  /// interrupts first.
  func waitForExit(interruption: Interruption?) throws {
    while process.isRunning {
      if interruption?.isRaised == true {
        stop()
        throw ExportError.interrupted
      }
      usleep(5_000)
    }
    fatal?.drop()
    errors.wait(timeout: 1)
  }

  /// Stops the child and every process it started: SIGTERM to its process group, SIGKILL
  /// after `grace`; returns once it has exited.
  func stop() {
    closeInput()
    let group = -process.processIdentifier
    if process.isRunning {
      kill(group, SIGTERM)
      let deadline = Date().addingTimeInterval(Self.grace)
      while process.isRunning && Date() < deadline { usleep(5_000) }
    }
    // Also reaches whatever the child left behind in its group.
    kill(group, SIGKILL)
    while process.isRunning { usleep(5_000) }
    fatal?.drop()
    errors.wait(timeout: 0.5)
  }

  /// Why the child failed, with its last lines of standard error.
  func failure() -> ExportError {
    errors.wait(timeout: 1)
    let lines = errors.lastLines()
    // A signal's number, negated (`ExportError.ffmpegFailed`).
    let signaled = process.terminationReason == .uncaughtSignal
    return .ffmpegFailed(
      status: signaled ? -process.terminationStatus : process.terminationStatus, log: lines)
  }
}

/// Reads a pipe on its own thread until end of file, keeping all of it or its last part.
final class OutputDrain: @unchecked Sendable {
  private let handle: FileHandle
  private let keepAll: Bool
  private let lock = NSCondition()
  private var bytes: [UInt8] = []
  private var done = false

  init(_ handle: FileHandle, keepAll: Bool) {
    self.handle = handle
    self.keepAll = keepAll
  }

  func start() {
    let thread = Thread { [self] in
      while true {
        let chunk = handle.availableData
        lock.lock()
        if chunk.isEmpty {
          done = true
          lock.broadcast()
          lock.unlock()
          try? handle.close()
          return
        }
        bytes += chunk
        if !keepAll && bytes.count > 64_000 { bytes.removeFirst(bytes.count - 16_000) }
        lock.unlock()
      }
    }
    thread.start()
  }

  /// Waits until the pipe's writers have all closed it, or `timeout` seconds.
  func wait(timeout: TimeInterval) {
    let deadline = Date().addingTimeInterval(timeout)
    lock.lock()
    while !done && lock.wait(until: deadline) {}
    lock.unlock()
  }

  /// Everything kept, as text.
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The last few lines written.
  func lastLines(_ count: Int = 8) -> String {
    text.split(separator: "\n").suffix(count).joined(separator: "\n")
  }
}
