/// The picture's size, frame rate, starting theme and reading direction.
public struct Canvas: Equatable, Sendable {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// Frames per second.
  public var fps: Int
  /// The theme at the start: day or night.
  public var theme: Theme
  /// Whether the canvas behind the nodes is left transparent instead of the theme's colour.
  public var transparent: Bool
  /// Right to left mirrors the x direction of every chart and the order of every row.
  public var direction: LayoutDirection
  /// The locale that formats dates and numbers, like "ar" or "de_DE"; nil for ChartReel's own
  /// English formats.
  public var locale: String?
  /// Whether scripted gestures draw the fingers that make them.
  public var showsTouches: Bool
  /// The canvas size the scene's pixel values are written for; nil when they are this
  /// canvas's own.
  ///
  /// With one, every pixel value of the scene — sizes, paddings, gaps, font sizes, frames,
  /// offsets — is scaled by `designScale`: the scene is laid out on `designCanvas` and drawn
  /// scaled to this canvas, so a scene written at 4K renders at 720p with the same proportions.
  package var designSize: Size?

  /// A canvas; `Scene` checks its size (16 to 8192) and frame rate (1 to 240), and the sides
  /// of `designSize` (16 to 8192), the canvas the scene's pixel values are written for.
  public init(
    width: Int, height: Int, fps: Int = 60, theme: Theme = .day, transparent: Bool = false,
    direction: LayoutDirection = .leftToRight, locale: String? = nil, showsTouches: Bool = false,
    designSize: Size? = nil
  ) {
    self.width = width
    self.height = height
    self.fps = fps
    self.theme = theme
    self.transparent = transparent
    self.direction = direction
    self.locale = locale
    self.showsTouches = showsTouches
    self.designSize = designSize
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

  /// How much the scene's pixel values are scaled onto the canvas: the smaller of the ratios
  /// of its sides to the design size's (so the design fits), 1 without a design size.
  package var designScale: Double {
    guard let design = designSize, design.width > 0, design.height > 0 else { return 1 }
    return min(Double(width) / design.width, Double(height) / design.height)
  }

  /// The canvas the scene is laid out on: this one's sides divided by `designScale` (the
  /// design size itself when the proportions agree), without a design size.
  package var designCanvas: Canvas {
    var canvas = self
    let scale = designScale
    canvas.width = max(1, Int((Double(width) / scale).rounded()))
    canvas.height = max(1, Int((Double(height) / scale).rounded()))
    canvas.designSize = nil
    return canvas
  }
}

/// The colour scheme of a scene.
public enum Theme: String, Equatable, Sendable, CaseIterable {
  /// Light (day) or dark (night) colours.
  case day, night

  /// 0 for day, 1 for night: the value the theme track animates between.
  package var blendValue: Double { self == .day ? 0 : 1 }
}

/// Which way text reads and time runs on a canvas.
public enum LayoutDirection: String, Equatable, Sendable, CaseIterable {
  /// Rows run left to right.
  case leftToRight = "ltr"
  /// Rows run right to left, as in Arabic or Hebrew.
  case rightToLeft = "rtl"

  package var isRightToLeft: Bool { self == .rightToLeft }
}
