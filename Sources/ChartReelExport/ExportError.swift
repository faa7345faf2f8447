import ChartReelCore
import Foundation

/// Why an export failed; every case reads as one clear line.
public enum ExportError: Error, Equatable, CustomStringConvertible {
  /// ffmpeg, needed for video outputs, is not on the PATH.
  case ffmpegMissing
  /// ffmpeg exited early or with an error; `log` holds its last lines. `status` is its exit
  /// status, the number of the signal that ended it negated, or 0 when it exited normally but
  /// left an output that is not a whole video.
  case ffmpegFailed(status: Int32, log: String)
  /// Writing to or creating an output failed; `reason` is the system's message.
  case io(path: String, reason: String)
  /// The user interrupted the render (Ctrl-C).
  case interrupted
  /// An output the library cannot write (an unknown extension …); the string says which.
  case unsupported(String)
  /// A command-line value that makes no sense (a bad `--segment`, `--crf` …); exit status 64.
  case usage(String)
  /// A segment given to `concat` that does not fit the others: missing, repeated, out of
  /// order, from another scene or made with other settings.
  case unfitSegment(path: String, reason: String)

  /// The error as one line.
  public var description: String {
    switch self {
    case .ffmpegMissing:
      return
        "ffmpeg is not installed or not on PATH; install it with: apt-get install ffmpeg (or run scripts/bootstrap)"
    case .ffmpegFailed(let status, let log):
      // ffmpeg's own lines may quote a file's metadata: each is escaped, the lines kept.
      let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).excerpt(InputLimits.messageCharacters)
      }
      let tail = log.isEmpty ? "" : ":\n" + lines.joined(separator: "\n")
      // A negative status is the signal that ended ffmpeg; 0, an output found unusable after
      // it exited normally.
      let how =
        status > 0 ? " (exit status \(status))" : status < 0 ? " (killed by signal \(-status))" : ""
      return "ffmpeg failed\(how)\(tail)"
    case .io(let path, let reason):
      return "\(path.escapedForTerminal): \(reason.excerpt(InputLimits.messageCharacters))"
    case .interrupted: return "interrupted; no output was written"
    case .unsupported(let message): return message
    case .usage(let message): return message
    case .unfitSegment(let path, let reason):
      // The reason may quote a segment's metadata, which any file can hold.
      return "\(path.escapedForTerminal): \(reason.excerpt(InputLimits.messageCharacters))"
    }
  }
}

extension ExportError: LocalizedError {
  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  public var errorDescription: String? { description }
}
