import ChartReelCore
import ChartReelEncode

/// Streams frames as raw premultiplied BGRA bytes to a file descriptor (standard output by
/// default), for `ffmpeg -f rawvideo -pix_fmt bgra -s WxH -r FPS -i -` and other scripts.
public final class RawStreamSink: FrameSink {
  private let descriptor: Int32
  private let name: String

  public init(descriptor: Int32 = 1, name: String = "standard output") {
    self.descriptor = descriptor
    self.name = name
  }

  public var payload: FramePayload { .rawBGRA }

  public func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { buffer throws in
      try FileWriter.writeAll(buffer, to: descriptor, path: name)
    }
  }

  public func finish() throws {}

  public func cancel() {}
}
