import ChartReelCore
import ChartReelEncode

#if canImport(Glibc)
  import Glibc
#endif

/// Streams frames as raw premultiplied BGRA bytes to a file descriptor (standard output by
/// default), for `ffmpeg -f rawvideo -pix_fmt bgra -s WxH -r FPS -i -` and other scripts.
///
/// When the descriptor is a pipe or a socket it is made non-blocking for the render (and
/// restored after), so a reader that stops reading cannot keep an interruption from ending it.
package final class RawStreamSink: FrameSink {
  private let descriptor: Int32
  private let name: String
  private let interruption: Interruption?
  private let savedFlags: Int32?

  package init(
    descriptor: Int32 = 1, name: String = "standard output", interruption: Interruption? = nil
  ) {
    self.descriptor = descriptor
    self.name = name
    self.interruption = interruption
    var info = stat()
    let kind = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
    if interruption != nil && (kind == S_IFIFO || kind == S_IFSOCK) {
      let flags = fcntl(descriptor, F_GETFL)
      savedFlags = flags >= 0 ? flags : nil
      FileWriter.setNonBlocking(descriptor)
    } else {
      savedFlags = nil
    }
  }

  package var payload: FramePayload { .rawBGRA }

  package func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { buffer throws in
      try FileWriter.writeAll(buffer, to: descriptor, path: name, interruption: interruption)
    }
  }

  package func finish() throws { restore() }

  package func cancel() { restore() }

  private func restore() {
    if let savedFlags { _ = fcntl(descriptor, F_SETFL, savedFlags) }
  }
}
