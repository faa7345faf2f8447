import ChartReelCore
import ChartReelEncode
import Foundation

/// Writes exactly one frame as a PNG or JPEG file, atomically.
public final class SingleImageSink: FrameSink {
  /// The still formats one frame can be written as.
  public enum Format: Sendable {
    case png
    /// Encoded by ffmpeg from the PNG, at quality 2 of 31, full-range 4:4:4.
    case jpeg

    /// The format `path`'s extension names (.png, .jpg, .jpeg); nil for any other.
    public init?(path: String) {
      switch URL(fileURLWithPath: path).pathExtension.lowercased() {
      case "png": self = .png
      case "jpg", "jpeg": self = .jpeg
      default: return nil
      }
    }
  }

  private let output: AtomicOutput
  private let format: Format
  private var written = false

  /// A sink writing to `path`, whose extension chooses the format; refuses any other extension
  /// (and a JPEG without ffmpeg) before any work.
  public init(path: String) throws {
    guard let format = Format(path: path) else {
      throw ExportError.usage(
        "cannot tell the image format of '\(path.escapedForTerminal)': name a .png or .jpg file")
    }
    if format == .jpeg && FFmpegSink.locate() == nil { throw ExportError.ffmpegMissing }
    self.format = format
    output = try AtomicOutput(finalPath: path)
  }

  public var payload: FramePayload { .png }

  public func write(_ png: [UInt8]) throws {
    guard !written else {
      throw ExportError.unsupported("an image file holds one frame; name a folder for a sequence")
    }
    switch format {
    case .png: try FileWriter.writeFile(png, to: output.temporaryPath)
    case .jpeg: try Self.writeJPEG(png, to: output.temporaryPath, scratch: output.companion("png"))
    }
    written = true
  }

  public func finish() throws { try output.commit() }

  public func cancel() { output.discard() }

  /// Has ffmpeg turn the PNG into a JPEG at `path`, through a scratch PNG beside it.
  private static func writeJPEG(_ png: [UInt8], to path: String, scratch: String) throws {
    guard let ffmpeg = FFmpegSink.locate() else { throw ExportError.ffmpegMissing }
    try FileWriter.writeFile(png, to: scratch)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let child = try ChildProcess(
      executable: ffmpeg,
      arguments: [
        "-v", "error", "-nostdin", "-y", "-i", scratch, "-frames:v", "1", "-update", "1",
        "-q:v", "2", "-pix_fmt", "yuvj444p", path,
      ])
    try child.waitForExit(interruption: nil)
    guard child.succeeded else { throw child.failure() }
  }
}
