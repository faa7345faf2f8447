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
/// and its last lines are reported if it fails.
public final class FFmpegSink: FrameSink {
  private let process = Process()
  private let input = Pipe()
  private let log: StderrLog
  private let output: AtomicOutput
  private var finished = false

  /// Starts ffmpeg for frames of `width` × `height` at `fps`, writing `format` to `path`;
  /// `transparent` keeps the frames' alpha (WebM and MOV only).
  public init(
    path: String, format: VideoFormat, width: Int, height: Int, fps: Int,
    transparent: Bool = false, settings: EncoderSettings = EncoderSettings()
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
    output = try AtomicOutput(finalPath: path)
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    let encoding = VideoEncoding(
      format: format, transparent: transparent, width: width, height: height, fps: fps,
      settings: settings)
    payload = encoding.payload
    process.arguments =
      ["-hide_banner", "-loglevel", "error", "-y"] + encoding.inputArguments + ["-i", "-"]
      + encoding.outputArguments + [output.temporaryPath]
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    log = StderrLog(errors.fileHandleForReading)
    do {
      try process.run()
    } catch {
      throw ExportError.io(
        path: ffmpeg, reason: "cannot start ffmpeg: \(error.localizedDescription)")
    }
    log.startDraining()
  }

  /// The full path of the `ffmpeg` executable on PATH, if there is one.
  public static func locate(_ name: String = "ffmpeg") -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  public let payload: FramePayload

  public func write(_ bytes: [UInt8]) throws {
    do {
      try bytes.withUnsafeBytes { buffer throws in
        try FileWriter.writeAll(
          buffer, to: input.fileHandleForWriting.fileDescriptor, path: "ffmpeg's input")
      }
    } catch {
      // ffmpeg has gone: its exit status and messages explain why better than EPIPE does.
      throw failure()
    }
  }

  public func finish() throws {
    finished = true
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    log.wait()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      output.discard()
      throw ExportError.ffmpegFailed(status: process.terminationStatus, log: log.lastLines())
    }
    do { try output.commit() } catch {
      output.discard()
      throw error
    }
  }

  public func cancel() {
    guard !finished else { return }
    finished = true
    if process.isRunning { process.terminate() }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    log.wait()
    output.discard()
  }

  private func failure() -> ExportError {
    finished = true
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    log.wait()
    output.discard()
    let status = process.terminationStatus
    let lines = log.lastLines()
    return .ffmpegFailed(
      status: status,
      log: lines.isEmpty && process.terminationReason == .uncaughtSignal
        ? "ffmpeg was killed by signal \(status)" : lines)
  }
}

/// Reads a process's standard error on its own thread, keeping the last lines.
final class StderrLog: @unchecked Sendable {
  private let handle: FileHandle
  private let lock = NSCondition()
  private var text = ""
  private var done = false

  init(_ handle: FileHandle) { self.handle = handle }

  func startDraining() {
    let thread = Thread { [self] in
      while true {
        let chunk = handle.availableData
        lock.lock()
        if chunk.isEmpty {
          done = true
          lock.broadcast()
          lock.unlock()
          return
        }
        text += String(decoding: chunk, as: UTF8.self)
        if text.utf8.count > 64_000 { text = String(text.suffix(16_000)) }
        lock.unlock()
      }
    }
    thread.start()
  }

  /// Waits until the process has closed its standard error.
  func wait() {
    lock.lock()
    while !done { lock.wait() }
    lock.unlock()
  }

  /// The last few lines written.
  func lastLines(_ count: Int = 8) -> String {
    lock.lock()
    defer { lock.unlock() }
    return text.split(separator: "\n").suffix(count).joined(separator: "\n")
  }
}
