import ChartReelCore
import ChartReelEncode
import Foundation

/// Writes exactly one frame as a PNG or JPEG file, atomically.
package final class SingleImageSink: FrameSink {
  /// The still formats one frame can be written as.
  package enum Format: Sendable {
    case png
    /// Encoded by ffmpeg from the PNG, at quality 2 of 31, full-range 4:4:4.
    case jpeg

    /// The format `path`'s extension names (.png, .jpg, .jpeg); nil for any other.
    package init?(path: String) {
      switch URL(fileURLWithPath: path).pathExtension.lowercased() {
      case "png": self = .png
      case "jpg", "jpeg": self = .jpeg
      default: return nil
      }
    }
  }

  private let output: AtomicOutput
  private let format: Format
  private let interruption: Interruption?
  private var written = false
  private let level: Int

  /// A sink writing to `path`, whose extension chooses the format.
  ///
  /// Refuses any other extension (and a JPEG without ffmpeg) before any work. `interruption`
  /// stops the wait for ffmpeg; `level` is the PNG's compression level (`PNGEncoder.levels`).
  package init(
    path: String, interruption: Interruption? = nil, level: Int = PNGEncoder.defaultLevel
  ) throws {
    guard let format = Format(path: path) else {
      throw ExportError.usage(
        "cannot tell the image format of '\(path.escapedForTerminal)': name a .png or .jpg file")
    }
    if format == .jpeg && FFmpegSink.locate() == nil { throw ExportError.ffmpegMissing }
    self.format = format
    self.level = level
    self.interruption = interruption
    output = try AtomicOutput(finalPath: path)
  }

  package var payload: FramePayload { .png(level: level) }

  package func write(_ png: [UInt8]) throws {
    guard !written else {
      throw ExportError.unsupported("an image file holds one frame; name a folder for a sequence")
    }
    do {
      switch format {
      case .png: try FileWriter.writeFile(png, to: output.temporaryPath)
      case .jpeg:
        try Self.writeJPEG(
          png, to: output.temporaryPath, scratch: output.companion("png"),
          interruption: interruption)
      }
    } catch ExportError.io(_, let reason) {
      // The staging files are this run's own business: the error names the output.
      output.discard()
      throw ExportError.io(path: output.finalPath, reason: reason)
    } catch {
      output.discard()
      throw error
    }
    written = true
  }

  package func finish() throws { try output.commit() }

  package func cancel() { output.discard() }

  /// The size of the image written, read through symbolic links.
  package var writtenBytes: Int? { output.writtenBytes }

  /// Has ffmpeg turn the PNG into a JPEG at `path`, through a scratch PNG beside it.
  private static func writeJPEG(
    _ png: [UInt8], to path: String, scratch: String, interruption: Interruption?
  ) throws {
    guard let ffmpeg = FFmpegSink.locate() else { throw ExportError.ffmpegMissing }
    defer { FileSystem.remove(scratch) }
    try FileWriter.writeFile(png, to: scratch)
    let child = try ChildProcess(
      executable: ffmpeg,
      arguments: [
        "-v", "error", "-nostdin", "-y", "-i", scratch, "-frames:v", "1", "-update", "1",
        "-q:v", "2", "-pix_fmt", "yuvj444p", path,
      ])
    do { try child.waitForExit(interruption: interruption) } catch {
      child.stop()
      throw error
    }
    guard child.succeeded else { throw child.failure() }
  }
}
