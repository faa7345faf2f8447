import Foundation

/// What a finished render wrote, as the one line the command prints on success:
/// `wrote out.mp4: 300 frames, 1280×720, 5.0 s, 2.1 MB in 3.4 s`.
public struct RenderSummary: Equatable, Sendable, CustomStringConvertible {
  /// The output as the user named it.
  public var output: String
  /// The frames written.
  public var frames: Int
  /// The frame width in pixels.
  public var width: Int
  /// The frame height in pixels.
  public var height: Int
  /// The frame rate.
  public var fps: Int
  /// The size written; nil for a stream.
  public var bytes: Int?
  /// The wall-clock time the render took.
  public var seconds: Double
  /// Whether the frames were drawn side by side in one contact sheet.
  public var isSheet: Bool

  package init(
    output: String, frames: Int, width: Int, height: Int, fps: Int, bytes: Int?, seconds: Double,
    isSheet: Bool = false
  ) {
    self.isSheet = isSheet
    self.output = output
    self.frames = frames
    self.width = width
    self.height = height
    self.fps = fps
    self.bytes = bytes
    self.seconds = seconds
  }

  /// The summary as the command line prints it: output, frames, size and time.
  public var description: String {
    let name = output == "-" ? "standard output" : output.escapedForTerminal
    let length = String(format: "%.1f s", Double(frames) / Double(max(fps, 1)))
    let size = bytes.map { ", " + Self.formatBytes($0) } ?? ""
    if isSheet {
      return
        "wrote \(name): a sheet of \(frames) frames, \(width)×\(height)\(size) in \(String(format: "%.1f s", seconds))"
    }
    return
      "wrote \(name): \(frames) frame\(frames == 1 ? "" : "s"), \(width)×\(height), \(length)\(size) in \(String(format: "%.1f s", seconds))"
  }

  /// A size in bytes as people read it: 512 bytes, 820 KB, 2.1 MB, 1.3 GB (powers of 1000).
  package static func formatBytes(_ bytes: Int) -> String {
    let value = Double(bytes)
    if bytes < 1000 { return "\(bytes) bytes" }
    if value < 1e6 { return String(format: "%.0f KB", value / 1e3) }
    if value < 1e9 { return String(format: "%.1f MB", value / 1e6) }
    return String(format: "%.1f GB", value / 1e9)
  }
}
