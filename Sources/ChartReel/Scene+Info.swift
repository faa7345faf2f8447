import Foundation

extension Scene {
  /// What `chartreel info --json` prints: the canvas, the length and the size of the scene.
  ///
  /// `width`, `height`, `fps`, `frames`, `duration` (seconds), `charts`, `nodes`, `actions`,
  /// `theme`, `direction`, `transparent` and `file`.
  public var info: JSONValue {
    let charts = entries.filter { $0.node.content is ChartContent }.count
    return .object([
      ("file", .string(file)),
      ("width", .number(Double(canvas.width))),
      ("height", .number(Double(canvas.height))),
      ("fps", .number(Double(canvas.fps))),
      ("frames", .number(Double(frameCount))),
      ("duration", .number(duration)),
      ("charts", .number(Double(charts))),
      ("nodes", .number(Double(entries.count))),
      ("actions", .number(Double(actions.count))),
      ("theme", .string(canvas.theme.rawValue)),
      ("direction", .string(canvas.direction.rawValue)),
      ("transparent", .bool(canvas.transparent)),
    ])
  }

  /// What `chartreel info` prints for scripts: `WIDTH HEIGHT FPS FRAMES DURATION`.
  public var infoLine: String {
    "\(canvas.width) \(canvas.height) \(canvas.fps) \(frameCount) \(duration)"
  }
}
