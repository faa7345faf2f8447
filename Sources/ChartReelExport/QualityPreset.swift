import ChartReelCore

/// Output quality presets like Manim's: a frame height, a frame rate and encoder settings.
public enum QualityPreset: String, CaseIterable, Sendable {
  /// 480p at 15 fps, fast and small: for a quick look.
  case low
  /// 720p at 30 fps.
  case medium
  /// 1080p at 60 fps.
  case high
  /// 2160p at 60 fps.
  case fourK = "4k"

  /// The preset's canvas height in pixels; the width follows the canvas's aspect ratio.
  public var height: Int {
    switch self {
    case .low: return 480
    case .medium: return 720
    case .high: return 1080
    case .fourK: return 2160
    }
  }

  /// The preset's frame rate.
  public var fps: Int {
    switch self {
    case .low: return 15
    case .medium: return 30
    case .high, .fourK: return 60
    }
  }

  package var settings: EncoderSettings {
    switch self {
    case .low: return EncoderSettings(crf: 28, preset: "ultrafast")
    case .medium: return EncoderSettings(crf: 23, preset: "veryfast")
    case .high, .fourK: return EncoderSettings(crf: 18, preset: "veryfast")
    }
  }

  /// The canvas at this preset's height (keeping the aspect ratio, even sizes) and frame rate.
  public func apply(to canvas: Canvas) -> Canvas {
    var result = canvas
    let width = Double(canvas.width) * Double(height) / Double(canvas.height)
    result.width = max(2, Int((width / 2).rounded()) * 2)
    result.height = height
    result.fps = fps
    return result
  }
}
