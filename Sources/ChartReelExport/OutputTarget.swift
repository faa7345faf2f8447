import Foundation

/// What `-o PATH` asks for, told apart by the path's form.
package enum OutputTarget: Equatable, Sendable {
  /// A video file encoded by ffmpeg (.mp4, .webm, .gif, .mov).
  case video(VideoFormat)
  /// One PNG file.
  case png
  /// A folder of numbered PNG files (a path ending in "/" or an existing folder).
  case pngSequence
  /// Raw frames on standard output ("-").
  case rawStream

  /// The target for `path`, or nil when its form says nothing.
  package init?(path: String) {
    if path == "-" {
      self = .rawStream
    } else if let format = VideoFormat(path: path) {
      self = .video(format)
    } else if path.lowercased().hasSuffix(".png") {
      self = .png
    } else if path.hasSuffix("/") || Self.isFolder(path) {
      self = .pngSequence
    } else {
      return nil
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
