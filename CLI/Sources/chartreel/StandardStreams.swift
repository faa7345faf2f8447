import ChartReel

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output and standard error as the commands use them: every write to standard
/// output is checked, and no write to standard error can stop the process.
///
/// Foundation's `FileHandle.write` traps when the write fails (standard error on a full disk,
/// closed, or a pipe whose reader has gone) and `print` drops failures silently; these write
/// with `write(2)` instead.
enum StandardStreams {
  /// Standard output's bytes not yet written.
  nonisolated(unsafe) private static var pending: [UInt8] = []
  /// The first error writing to standard output, kept until `finish` reports it.
  nonisolated(unsafe) private static var failure: Int32 = 0

  /// Writes every byte to `descriptor`, retrying after a signal; the `errno` of a failure, or 0.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return 0
  }

  /// Writes `line` and a line break to standard error; a failure is ignored (there is nowhere
  /// left to report it).
  static func error(_ line: String) {
    _ = writeAll(Array((line + "\n").utf8), to: 2)
  }

  /// Writes `text` to standard output, in blocks of 64 KB; a failure stops the writes and is
  /// thrown by the next call or by `finish`.
  static func output(_ text: String) throws {
    pending.append(contentsOf: text.utf8)
    if pending.count >= 1 << 16 { try flush() }
  }

  /// Writes what is left for standard output; throws the first failure, if any, as an
  /// `ExportError.io` naming standard output and the system's reason.
  static func finish() throws { try flush() }

  /// Writes what is left for standard output, ignoring a failure: for a command that fails
  /// for another reason, which is the one it reports.
  static func finishIgnoringFailure() { try? flush() }

  private static func flush() throws {
    if failure == 0, !pending.isEmpty { failure = writeAll(pending, to: 1) }
    pending.removeAll(keepingCapacity: true)
    if failure != 0 {
      let reason = String(cString: strerror(failure))
      throw ExportError.io(path: "standard output", reason: "cannot be written: \(reason)")
    }
  }
}

/// Writes one line to standard error; never fails.
func printError(_ line: String) { StandardStreams.error(line) }

/// Writes one line to standard output (see `StandardStreams.output`).
func printOutput(_ line: String, terminator: String = "\n") throws {
  try StandardStreams.output(line + terminator)
}
