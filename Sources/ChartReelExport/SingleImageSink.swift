import ChartReelCore
import ChartReelEncode

/// Writes exactly one frame as a PNG file, atomically.
public final class SingleImageSink: FrameSink {
  private let output: AtomicOutput
  private var written = false

  public init(path: String) throws {
    output = try AtomicOutput(finalPath: path)
  }

  public var payload: FramePayload { .png }

  public func write(_ png: [UInt8]) throws {
    guard !written else {
      throw ExportError.unsupported("a PNG file holds one frame; name a folder for a sequence")
    }
    try FileWriter.writeFile(png, to: output.temporaryPath)
    written = true
  }

  public func finish() throws { try output.commit() }

  public func cancel() { output.discard() }
}
