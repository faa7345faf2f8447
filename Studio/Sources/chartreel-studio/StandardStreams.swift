#if canImport(Glibc)
  import Glibc
#endif

/// Standard output and standard error as the studio uses them: no write can stop the process.
///
/// Foundation's `FileHandle.write` traps when the write fails (standard error on a full disk,
/// closed, or a pipe whose reader has gone); these write with `write(2)` instead and return
/// the system's error code of a failure.
enum StandardStreams {
  /// Writes every byte of `text` to `descriptor`, retrying after a signal; the `errno` of a
  /// failure, or 0.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Int32 {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
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
}

/// Writes `text` and a newline to standard error; a failure is ignored (there is nowhere left
/// to report it).
func printError(_ text: String) {
  StandardStreams.write(text + "\n", to: 2)
}

/// Writes the page's address to standard output; when standard output cannot be written, the
/// address goes to standard error with a warning, and the studio serves on.
func printAddress(_ address: String) {
  let line = "ChartReel Studio: \(address)"
  let failure = StandardStreams.write(line + "\n", to: 1)
  guard failure != 0 else { return }
  let reason = String(cString: strerror(failure))
  printError("warning: standard output cannot be written (\(reason)); \(line)")
}
