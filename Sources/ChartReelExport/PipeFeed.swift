import CPipe
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Feeds frames into a pipe (ffmpeg's input) without copying them.
///
/// Each frame's pages are spliced into the pipe by reference (`vmsplice`) instead of copied
/// into it by `write`, and the frame's storage is kept, unchanged, until the reader has read
/// past its last byte: the pipe reports how many bytes it still holds (`FIONREAD`), and bytes
/// leave a pipe in the order they went in. A frame whose storage is reused while kept is
/// copied first (arrays copy on write), so what the reader sees is always what was written.
///
/// The pipe is asked for about one frame of room, so that a frame goes in with one or two
/// calls and, once a frame is in, every frame two before it has been read. Where splicing is
/// refused (not a pipe, an old kernel) the feed falls back to `write` for good.
final class PipeFeed {
  private let descriptor: Int32
  private let interruption: Interruption?
  /// Frames spliced and maybe not yet read, each with the byte count written up to its end.
  private var unread: [(storage: [UInt8], end: Int)] = []
  private var written = 0
  /// Whether frames are spliced (false once the pipe has refused, and they are copied).
  private(set) var splices = true

  /// A feed into the non-blocking pipe `descriptor` for frames of `frameBytes`; `interruption`
  /// stops a wait for room when raised.
  init(descriptor: Int32, frameBytes: Int, interruption: Interruption?) {
    self.descriptor = descriptor
    self.interruption = interruption
    // A request past the system's limit (/proc/sys/fs/pipe-max-size) is refused: halve it.
    var room = Int32(clamping: frameBytes)
    while room > 65_536 && chartreel_set_pipe_size(descriptor, room) < 0 { room /= 2 }
  }

  /// Puts all of `bytes` into the pipe, waiting for room in slices of 100 ms.
  func write(_ bytes: [UInt8]) throws {
    if splices {
      splices = try splice(bytes)
      if splices { unread.append((bytes, written + bytes.count)) }
    }
    if !splices {
      try bytes.withUnsafeBytes { buffer throws in
        try FileWriter.writeAll(
          buffer, to: descriptor, path: "ffmpeg's input", interruption: interruption)
      }
    }
    written += bytes.count
    forgetRead()
  }

  /// Splices all of `bytes` in by reference; false, with nothing written, when the pipe
  /// refuses the very first splice.
  private func splice(_ bytes: [UInt8]) throws -> Bool {
    try bytes.withUnsafeBytes { buffer throws in
      var offset = 0
      while offset < buffer.count {
        let count = chartreel_vmsplice(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count >= 0 {
          offset += count
          continue
        }
        let error = errno
        if error == EINTR { continue }
        if error == EAGAIN || error == EWOULDBLOCK {
          try waitForRoom()
          continue
        }
        if written == 0 && offset == 0 && [EINVAL, ENOSYS, EBADF, EPERM].contains(error) {
          return false
        }
        throw ExportError.io(path: "ffmpeg's input", reason: String(cString: strerror(error)))
      }
      return true
    }
  }

  private func waitForRoom() throws {
    if interruption?.isRaised == true { throw ExportError.interrupted }
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, 100)
    forgetRead()
  }

  /// How many frames are kept, spliced and maybe not yet read.
  var keptFrames: Int { unread.count }

  /// The bytes in the pipe that the reader has not read yet (-1 if the pipe cannot tell).
  var unreadBytes: Int { Int(chartreel_pipe_unread(descriptor)) }

  /// Lets go of the frames the reader has read to their end.
  private func forgetRead() {
    let pending = unreadBytes
    guard pending >= 0 else { return }
    let read = written - pending
    let done = unread.prefix { $0.end <= read }.count
    if done > 0 { unread.removeFirst(done) }
  }

  /// Lets go of every frame: call once the reader has exited (it can read no more).
  func readerExited() {
    unread.removeAll()
  }
}
