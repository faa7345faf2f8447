import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Joins segments rendered with `--segment K/N` into one video with ffmpeg's concat demuxer,
/// copying the encoded frames without re-encoding.
///
/// The segments are first read with ffprobe and checked (`SegmentCheck`); the joined video is
/// written to a temporary file beside the output, checked to hold every frame, stamped as the
/// whole render and renamed into place, so a failed or interrupted join leaves no trace.
package struct SegmentJoiner {
  package let segments: [String]
  package let output: String

  package init(segments: [String], output: String) {
    self.segments = segments
    self.output = output
  }

  /// Checks the segments and joins them; returns what was written.
  @discardableResult
  package func run(interruption: Interruption? = nil) throws -> RenderSummary {
    let start = Date()
    guard let ffmpeg = FFmpegSink.locate() else { throw ExportError.ffmpegMissing }
    guard !segments.isEmpty else {
      throw ExportError.usage("concat needs at least one segment")
    }
    let format = OutputFormats.format(for: output)
    if let format {
      try OutputCheck.check(
        output, storage: format.storage,
        inputs: segments.map { OutputCheck.Input(path: $0, role: "a segment") })
    }
    for segment in segments {
      guard let info = FileSystem.stat(segment) else {
        let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
        throw ExportError.unfitSegment(path: segment, reason: reason)
      }
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw ExportError.unfitSegment(
          path: segment, reason: "is \(OutputCheck.kind(info.st_mode)), not a regular file")
      }
    }
    let parts = try segments.map {
      SegmentCheck.Part(path: $0, probe: try VideoProbe.read($0, interruption: interruption))
    }
    let whole = try SegmentCheck.check(parts)
    guard let format = (format as? VideoOutput)?.format, format == whole.format else {
      throw ExportError.usage(
        "the segments are \(whole.format.rawValue) video: name a .\(whole.format.rawValue) output to join them into"
      )
    }
    let target = try AtomicOutput(finalPath: output)
    let list = target.companion("concat.txt")
    // A list, output or segment path that is not UTF-8 reaches ffmpeg through a descriptor.
    let paths = ChildPaths()
    do {
      // The list names links beside it, staged with the output, to the files checked: a path
      // holding a line break, a quote or a colon reaches ffmpeg intact. Where the list's own
      // path is not UTF-8 those names cannot be written in it: it names each segment by a
      // descriptor this process holds open (`/proc/PID/fd/N`) instead.
      var links: [String] = []
      for (index, segment) in segments.enumerated() {
        let link = target.companion("seg-\(index)." + format.rawValue)
        let absolute = URL(fileURLWithPath: segment).standardizedFileURL.path
        guard FileSystem.symlink(absolute, link) == 0 else {
          throw ExportError.io(path: output, reason: String(cString: strerror(errno)))
        }
        links.append(
          PathBytes.isText(list)
            ? "./" + URL(fileURLWithPath: link).lastPathComponent
            : String(try paths.argument(link).dropFirst("file:".count)))
      }
      let durations = parts.map { Double($0.probe.stamp?.frames.count ?? 0) / Double(whole.fps) }
      try FileWriter.writeFile(Array(Self.concatList(links, durations: durations).utf8), to: list)
      let child = try ChildProcess(
        executable: ffmpeg,
        arguments: ["-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0"]
          + [
            "-i", try paths.argument(list, url: true), "-map", "0:v", "-c", "copy",
            "-map_metadata:g", "-1",
          ]
          + VideoEncoding.containerArguments(format, stamp: whole)
          + ["-f", format.rawValue, try paths.argument(target.temporaryPath, creating: true)])
      do { try child.waitForExit(interruption: interruption) } catch {
        child.stop()
        throw error
      }
      guard child.succeeded else { throw child.failure() }
      let joined = try VideoProbe.read(target.temporaryPath, interruption: interruption)
      guard joined.packets == whole.totalFrames else {
        throw ExportError.io(
          path: output,
          reason:
            "the joined video holds \(joined.packets) frames, not \(whole.totalFrames); nothing was written"
        )
      }
      try StampSeal.seal(whole, in: target.temporaryPath, probe: joined)
      try target.commit()
    } catch {
      target.discard()
      throw error
    }
    let size = OutputCheck.size(output)
    return RenderSummary(
      output: output, frames: whole.totalFrames, width: whole.width, height: whole.height,
      fps: whole.fps, bytes: size, seconds: Date().timeIntervalSince(start))
  }

  /// The concat demuxer's list of `names` — `./NAME` for files beside the list, whose names hold
  /// no line break, quote or backslash (`PartialFiles.namePart`), or `/proc/PID/fd/N` — each
  /// with its exact duration (its
  /// frames ÷ fps: the container's own is rounded to milliseconds, and those roundings would
  /// add up over the segments).
  static func concatList(_ names: [String], durations: [Double]) -> String {
    var text = "ffconcat version 1.0\n"
    for (name, duration) in zip(names, durations) {
      // "./" or "/": no part of the name taken for a protocol.
      text += "file '" + name + "'\n"
      text += "duration " + String(format: "%.9f", duration) + "\n"
    }
    return text
  }
}
