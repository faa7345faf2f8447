import ChartReelCore
import ChartReelEncode
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Streams frames into an ffmpeg process that encodes them to a video file.
///
/// ffmpeg writes to a temporary file beside the output, renamed over it only after ffmpeg
/// exits cleanly. Its standard error is drained continuously (so it can never block the pipe)
/// and its last lines are reported if it fails. Frames go down a non-blocking pipe, so an
/// interruption is noticed within a tenth of a second even when ffmpeg has stopped reading;
/// ffmpeg runs in its own process group, which `cancel()` stops.
package final class FFmpegSink: FrameSink {
  private let ffmpeg: String
  private let encoding: VideoEncoding
  private let output: AtomicOutput
  private let palette: String?
  /// The output and palette as ffmpeg is given them (`ChildPaths`).
  private let outputArgument: String
  private let paletteArgument: String?
  private let paths = ChildPaths()
  private let interruption: Interruption?
  /// The stamp recorded in the container, sealed once the file is written (not in a GIF).
  private let stamp: SegmentStamp?
  private var child: ChildProcess
  /// Frames into ffmpeg's input, handed over without copies (`PipeFeed`).
  private var feed: PipeFeed?
  private var pass = 0
  private var finished = false
  /// Frames written in this pass.
  private var frames = 0
  /// The read-back of an MP4, started with its first frame (`ProbeRun`).
  private var readBack: ProbeRun?

  /// Starts ffmpeg for frames of `width` × `height` at `fps`, writing `format` to `path`;
  /// `transparent` keeps the frames' alpha (WebM and MOV only); `stamp` is recorded in the
  /// container's metadata; `interruption` stops a write or a wait when raised.
  package init(
    path: String, format: VideoFormat, width: Int, height: Int, fps: Int,
    transparent: Bool = false, settings: EncoderSettings = EncoderSettings(),
    stamp: SegmentStamp? = nil, interruption: Interruption? = nil
  ) throws {
    guard let ffmpeg = Self.locate() else { throw ExportError.ffmpegMissing }
    if transparent && !format.supportsAlpha {
      throw ExportError.unsupported(
        "\(format.rawValue) cannot keep a transparent background; write .webm or .mov, or set canvas.background to \"theme\""
      )
    }
    if format.needsEvenSize && (width % 2 != 0 || height % 2 != 0) {
      throw ExportError.unsupported(
        "\(format.rawValue) needs an even width and height, the canvas is \(width)×\(height); change canvas.width or canvas.height"
      )
    }
    try settings.validate()
    self.ffmpeg = ffmpeg
    self.interruption = interruption
    self.stamp = format.usesPalette ? nil : stamp
    output = try AtomicOutput(finalPath: path)
    encoding = VideoEncoding(
      format: format, transparent: transparent, width: width, height: height, fps: fps,
      settings: settings, stamp: stamp)
    palette = format.usesPalette ? output.companion("palette.png") : nil
    let paths = self.paths
    do {
      outputArgument = try paths.argument(output.temporaryPath, creating: true)
      paletteArgument = try palette.map { try paths.argument($0, creating: true) }
    } catch {
      output.discard()
      throw error
    }
    (child, feed) = try Self.start(
      ffmpeg, encoding.arguments(pass: 0, output: outputArgument, palette: paletteArgument),
      frameBytes: encoding.frameBytes, interruption: interruption)
  }

  private static func start(
    _ ffmpeg: String, _ arguments: [String], frameBytes: Int, interruption: Interruption?
  ) throws -> (ChildProcess, PipeFeed?) {
    let child = try ChildProcess(executable: ffmpeg, arguments: arguments, feedInput: true)
    guard let input = child.input else { return (child, nil) }
    let descriptor = input.fileHandleForWriting.fileDescriptor
    FileWriter.setNonBlocking(descriptor)
    return (
      child, PipeFeed(descriptor: descriptor, frameBytes: frameBytes, interruption: interruption)
    )
  }

  /// What leaves a video cut short while ffmpeg exits normally: its writes refused.
  static let spaceHint = " (is the disk full, or a file-size limit — ulimit -f — reached?)"

  /// The full path of the `ffmpeg` executable on PATH, if there is one.
  package static func locate(_ name: String = "ffmpeg") -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  package var payload: FramePayload { encoding.payload }

  package var passes: Int { encoding.passes }

  package var feedsEncoder: Bool { true }

  package func write(_ bytes: [UInt8]) throws {
    guard let feed else { return }
    frames += 1
    do {
      try feed.write(bytes)
    } catch ExportError.interrupted {
      throw ExportError.interrupted
    } catch {
      // ffmpeg has gone: its exit status and messages explain why better than EPIPE does.
      try child.waitForExit(interruption: interruption)
      throw child.failure()
    }
    // An MP4's index comes first (+faststart), so the read-back of a stamped one can read it
    // from a pipe: started now, its start-up overlaps the render instead of following the
    // encoder. A failure to start it now is met again in `finish()`.
    if frames == 1 && encoding.format == .mp4 && !readsOwnIndex {
      readBack = try? ProbeRun(path: nil, hashing: true)
    }
  }

  package func endPass() throws {
    try waitForEncoder()
    pass += 1
    frames = 0
    (child, feed) = try Self.start(
      ffmpeg, encoding.arguments(pass: pass, output: outputArgument, palette: paletteArgument),
      frameBytes: encoding.frameBytes, interruption: interruption)
  }

  package func finish() throws {
    try waitForEncoder()
    finished = true
    removePalette()
    do {
      let probe = try checkWritten()
      if let stamp { try StampSeal.seal(stamp, in: output.temporaryPath, probe: probe) }
    } catch {
      output.discard()
      throw error
    }
    try output.commit()
  }

  /// Reads the video back before it counts: an unstamped MP4 by its own index, anything else
  /// with ffprobe (the read-back started with the first frame, else a new one of the file).
  ///
  /// An ffmpeg that exits 0 but wrote something else than every frame (a broken build, a
  /// stand-in, a full disk it did not notice) is a failure, not a success. A GIF may merge
  /// repeated frames, so it need only hold some.
  private func checkWritten() throws -> VideoProbe {
    let probe: VideoProbe
    do {
      if readsOwnIndex {
        probe = try Self.indexProbe(output.temporaryPath)
      } else if let readBack {
        self.readBack = nil
        defer { readBack.stop() }
        try readBack.feed(output.temporaryPath, interruption: interruption)
        probe = try readBack.result(output.temporaryPath, interruption: interruption)
      } else {
        probe = try VideoProbe.read(
          output.temporaryPath, hashing: stamp != nil, interruption: interruption)
      }
    } catch ExportError.interrupted {
      throw ExportError.interrupted
    } catch let problem as MP4Index.Problem {
      throw ExportError.ffmpegFailed(
        status: 0,
        log:
          "ffmpeg exited normally, but what it wrote is not a whole MP4 video: it \(problem)\(Self.spaceHint)"
      )
    } catch {
      throw ExportError.ffmpegFailed(
        status: 0,
        log:
          "ffmpeg exited normally, but what it wrote is not a video ffprobe can read\(Self.spaceHint)"
      )
    }
    let expected = encoding.format.usesPalette ? probe.packets > 0 : probe.packets == frames
    guard expected, probe.codec == encoding.format.codec else {
      throw ExportError.ffmpegFailed(
        status: 0,
        log:
          "ffmpeg exited normally, but wrote \(probe.packets) \(probe.codec) frames, not the \(frames) \(encoding.format.codec) frames it was given"
      )
    }
    return probe
  }

  /// Whether the written video is read back by its own index (`MP4Index`), not ffprobe: a
  /// plain MP4, whose packets need no hash for a stamp.
  private var readsOwnIndex: Bool { encoding.format == .mp4 && stamp == nil }

  /// What the written MP4 at `path` says by its own index, checked against its bytes
  /// (`MP4Index`): all an unstamped MP4 needs, without starting ffprobe.
  private static func indexProbe(_ path: String) throws -> VideoProbe {
    let index = try MP4Index.read(path)
    return VideoProbe(
      codec: index.codec, width: index.width, height: index.height, pixelFormat: "",
      frameRate: "", packets: index.samples, stamp: nil, bytes: index.bytes)
  }

  /// Tells ffmpeg the frames have ended and waits for it to finish writing; throws its failure.
  private func waitForEncoder() throws {
    child.closeInput()
    defer { if !child.isRunning { feed?.readerExited() } }
    try child.waitForExit(interruption: interruption)
    guard child.succeeded else { throw child.failure() }
  }

  package func cancel() {
    guard !finished else { return }
    finished = true
    child.stop()
    readBack?.stop()
    readBack = nil
    output.discard()
    removePalette()
  }

  private func removePalette() {
    if let palette { FileSystem.remove(palette) }
  }
}
