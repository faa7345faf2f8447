import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One read-back of a video: ffprobe counting its packets, and, when a stamp is to be sealed,
/// ffmpeg hashing them (`VideoProbe.packetHash`) in a second process beside it.
///
/// They read the file by its path, or, for a format whose index comes before its packets (an
/// MP4 written with `+faststart`), from a pipe: then they can be started while the encoder is
/// still finishing, so that their start-up (about 0.07 s of CPU each, mostly loading ffmpeg's
/// libraries) is not added after it, and `feed(_:)` copies the finished file to them.
final class ProbeRun {
  /// ffprobe, printing the first video stream and the container's tags as JSON.
  private let probe: ChildProcess
  /// ffmpeg's `streamhash` of the packets, when asked for.
  private let hasher: ChildProcess?
  /// Whether the two read their standard input instead of a path.
  private let piped: Bool
  /// Keeps open the file a path that is not UTF-8 is given to the children through.
  private let paths = ChildPaths()

  /// Starts the read-back of the file at `path`, or of what `feed(_:)` sends when `path` is
  /// nil; `hashing` starts the packet hash too.
  init(path: String?, hashing: Bool) throws {
    guard let ffprobe = FFmpegSink.locate("ffprobe") else { throw ExportError.ffmpegMissing }
    let ffmpeg = hashing ? FFmpegSink.locate() : nil
    if hashing && ffmpeg == nil { throw ExportError.ffmpegMissing }
    let piped = path == nil
    self.piped = piped
    let paths = self.paths
    let input = try path.map { try paths.argument($0, url: true) } ?? "pipe:0"
    probe = try ChildProcess(
      executable: ffprobe,
      arguments: [
        "-v", "error", "-count_packets", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_packets:format_tags",
        "-of", "json", input,
      ], feedInput: piped, captureOutput: true)
    do {
      hasher = try ffmpeg.map {
        try ChildProcess(
          executable: $0,
          arguments: [
            "-hide_banner", "-v", "error", "-i", input, "-map", "0:v:0", "-c", "copy", "-f",
            "streamhash", "-hash", "sha256", "-",
          ], feedInput: piped, captureOutput: true)
      }
    } catch {
      probe.stop()
      throw error
    }
  }

  /// Sends the file at `path` to the processes reading their standard input, then closes it.
  ///
  /// A process that stops reading before the end (it has every packet, or it failed) is left
  /// alone: its exit status and output tell which.
  func feed(_ path: String, interruption: Interruption?) throws {
    var inputs = [probe, hasher].compactMap { $0?.input?.fileHandleForWriting.fileDescriptor }
    defer {
      probe.closeInput()
      hasher?.closeInput()
    }
    guard piped, !inputs.isEmpty else { return }
    let file = FileSystem.open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else {
      throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(file) }
    inputs.forEach(FileWriter.setNonBlocking)
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while !inputs.isEmpty {
      let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      inputs = try inputs.filter { descriptor in
        do {
          try chunk.withUnsafeBytes {
            try FileWriter.writeAll(
              UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: descriptor,
              path: "ffprobe's input", interruption: interruption)
          }
          return true
        } catch ExportError.interrupted {
          throw ExportError.interrupted
        } catch {
          return false
        }
      }
    }
  }

  /// Waits for the read-back of the file at `path` and returns what it found; throws
  /// `ExportError.unfitSegment` when the file is not a whole video.
  func result(_ path: String, interruption: Interruption?) throws -> VideoProbe {
    defer { stop() }
    try probe.waitForExit(interruption: interruption)
    guard probe.succeeded, var found = VideoProbe.parse(probe.standardOutput) else {
      let reason = probe.succeeded ? "" : ": " + probe.failure().lastLine
      throw ExportError.unfitSegment(
        path: path, reason: "is not a video ffprobe can read (cut short, or not a video?)\(reason)")
    }
    // Reading every packet, ffprobe reports a packet cut short ("Truncating packet", "Invalid
    // NAL unit size"): a video chartreel wrote reads without a word.
    if let complaint = probe.standardError.split(separator: "\n").last {
      throw ExportError.unfitSegment(
        path: path, reason: "is damaged (cut short or altered?): ffprobe says \(complaint)")
    }
    found.bytes = FileSystem.stat(path).map { Int($0.st_size) } ?? 0
    if let hasher { found.packetHash = try Self.hash(path, hasher, interruption: interruption) }
    return found
  }

  /// Stops whichever of the two is still running.
  func stop() {
    for child in [probe, hasher] where child?.isRunning == true { child?.stop() }
  }

  /// Waits for `hasher` and reads the hash it prints.
  private static func hash(_ path: String, _ hasher: ChildProcess, interruption: Interruption?)
    throws -> String
  {
    try hasher.waitForExit(interruption: interruption)
    // One line: "0,v,SHA256=<64 hex digits>".
    let line = hasher.standardOutput.split(separator: "\n").first ?? ""
    guard hasher.succeeded, let equals = line.lastIndex(of: "="),
      line[line.index(after: equals)...].count == 64
    else {
      let reason = hasher.succeeded ? "" : ": " + hasher.failure().lastLine
      throw ExportError.unfitSegment(path: path, reason: "cannot hash its packets\(reason)")
    }
    return String(line[line.index(after: equals)...]).lowercased()
  }
}
