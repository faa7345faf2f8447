import Foundation
import TestSupport

/// Reading videos back as a user checks them: frame counts, durations and PSNR with ffmpeg.
enum VideoCompare {
  /// The PSNR (dB, average over the planes) of each frame of `a` against the same frame of
  /// `b`, from ffmpeg's psnr filter; identical frames read as infinity.
  static func psnrPerFrame(_ a: String, _ b: String) throws -> [Double] {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stats = folder + "/psnr.log"
    let run = try CommandRun.run(
      "/usr/bin/ffmpeg",
      [
        "-hide_banner", "-loglevel", "error", "-i", a, "-i", b, "-lavfi",
        "[0:v][1:v]psnr=stats_file=\(stats)", "-f", "null", "-",
      ])
    guard run.status == 0 else { throw CompareError.ffmpeg(run.stderr) }
    let text = try String(contentsOfFile: stats, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard let field = line.split(separator: " ").first(where: { $0.hasPrefix("psnr_avg:") })
      else { return nil }
      let value = field.dropFirst("psnr_avg:".count)
      return value == "inf" ? .infinity : Double(value)
    }
  }

  /// The frame count (decoded) and the duration in seconds of a video.
  static func framesAndDuration(_ path: String) throws -> (frames: Int, duration: Double) {
    let fields = try CommandRun.probeVideo(path)
    return (Int(fields["nb_read_frames"] ?? "") ?? -1, Double(fields["duration"] ?? "") ?? -1)
  }

  enum CompareError: Error { case ffmpeg(String) }
}
