import ChartReelExport

/// A sink that keeps every frame's bytes in memory, for comparing renders.
public final class MemorySink: FrameSink {
  public let payload: FramePayload
  public private(set) var frames: [[UInt8]] = []
  public private(set) var finished = false
  public private(set) var cancelled = false

  public init(payload: FramePayload = .rawBGRA) { self.payload = payload }

  public func write(_ bytes: [UInt8]) throws { frames.append(bytes) }
  public func finish() throws { finished = true }
  public func cancel() { cancelled = true }
}
