import Foundation

/// The registry of output formats: every format a render can write, in the order they are
/// asked whether a path is theirs.
///
/// Adding a format is its type (an `OutputFormat`, in its own file) and one line in `all`.
package enum OutputFormats {
  /// Every format: standard output, the videos ffmpeg writes, one PNG, then a folder of PNGs
  /// (a path ending in "/" or an existing folder).
  package static let all: [any OutputFormat] =
    [RawStreamOutput()] + VideoFormat.allCases.map(VideoOutput.init) + [
      PNGFileOutput(), PNGSequenceOutput(),
    ]

  /// The format `path` names; nil when its form says nothing.
  package static func format(for path: String) -> (any OutputFormat)? {
    all.first { $0.matches(path) }
  }

  /// The format `path` names; throws `ExportError.usage` (a wrong command line: exit 64)
  /// naming the forms known.
  package static func require(_ path: String) throws -> any OutputFormat {
    guard let format = format(for: path) else {
      throw ExportError.usage(
        "cannot tell the output format of '\(path)': use \(known), a folder ending in / or -")
    }
    return format
  }

  /// The extensions of the file formats, for messages: ".mp4, .webm, .gif, .mov, .png".
  private static var known: String {
    (VideoFormat.allCases.map { "." + $0.rawValue } + [".png"]).joined(separator: ", ")
  }
}
