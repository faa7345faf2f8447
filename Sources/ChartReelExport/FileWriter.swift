import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes bytes to a file descriptor, retrying short writes and turning failures into errors.
enum FileWriter {
  /// Writes all of `bytes` to `descriptor`; `path` names the destination in errors.
  ///
  /// On a non-blocking descriptor (a pipe to ffmpeg) it waits for room in slices of 100 ms and
  /// throws `.interrupted` as soon as `interruption` is raised, so a reader that has stopped
  /// reading can never hold the writer for ever.
  static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String,
    interruption: Interruption? = nil
  ) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          if interruption?.isRaised == true { throw ExportError.interrupted }
          var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&entry, 1, 100)
          continue
        }
        throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
      }
      offset += written
    }
  }

  /// Makes writes to `descriptor` return at once when they cannot proceed.
  static func setNonBlocking(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
  }

  /// Writes `bytes` to a new file at `path` (replacing any file there), readable and writable as
  /// the umask allows, as other programs create files.
  static func writeFile(_ bytes: [UInt8], to path: String) throws {
    let descriptor = FileSystem.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer throws in
      try writeAll(buffer, to: descriptor, path: path)
    }
  }
}
