/// How a path's outline is drawn.
public struct StrokeStyle: Equatable, Sendable {
  public enum Cap: String, Sendable { case butt, round, square }
  public enum Join: String, Sendable { case miter, round, bevel }

  public var width: Double
  public var cap: Cap
  public var join: Join

  public init(width: Double, cap: Cap = .butt, join: Join = .miter) {
    self.width = width
    self.cap = cap
    self.join = join
  }
}

/// A font request: family, pixel size and weight.
public struct Font: Equatable, Hashable, Sendable {
  public enum Weight: String, Sendable { case regular, bold }

  public var family: String
  public var size: Double
  public var weight: Weight

  public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// The family ChartReel uses everywhere; installed by `fonts-dejavu-core`.
  public static let defaultFamily = "DejaVu Sans"
}

/// A single line of text placed on the canvas.
public struct TextRun: Equatable, Sendable {
  public enum Alignment: String, Sendable { case left, center, right }

  public var text: String
  /// The anchor: its x is the left edge, centre or right edge per `alignment`; its y is the
  /// top of the line box.
  public var position: Point
  public var alignment: Alignment
  public var font: Font
  public var color: Color

  public init(
    _ text: String, at position: Point, alignment: Alignment = .left, font: Font, color: Color
  ) {
    self.text = text
    self.position = position
    self.alignment = alignment
    self.font = font
    self.color = color
  }
}

/// One drawing instruction of a frame; the Cairo backend executes these in order.
public indirect enum DisplayNode: Equatable, Sendable {
  case fill(Path, Color)
  case stroke(Path, Color, StrokeStyle)
  case text(TextRun)
  /// Children drawn clipped to the inside of `clip` (when given) and composited with `opacity`.
  case group(clip: Path?, opacity: Double, children: [DisplayNode])
  /// Children drawn into an offscreen layer covering `bounds` (widened to whole pixels), then
  /// painted: the same pixels on every frame, so a rasteriser may keep the layer and reuse it
  /// while the children stay equal. `id` names the layer among a frame's layers.
  case layer(id: String, bounds: Rect, children: [DisplayNode])
}

/// Everything needed to draw one frame, in canvas pixels, with no reference to any backend.
public struct DisplayList: Equatable, Sendable {
  public var size: Size
  public var background: Color
  public var nodes: [DisplayNode]

  public init(size: Size, background: Color, nodes: [DisplayNode] = []) {
    self.size = size
    self.background = background
    self.nodes = nodes
  }
}

/// Measures text the way the rasteriser will draw it; the one thing layout needs from a backend.
public protocol TextMeasuring {
  /// The size of the line box of `text` set in `font`.
  func measure(_ text: String, font: Font) -> Size
}

/// An approximate measurer for tests and for layout without a backend: glyphs of 0.6 em.
public struct ApproximateTextMeasurer: TextMeasuring, Sendable {
  public init() {}
  public func measure(_ text: String, font: Font) -> Size {
    Size(width: Double(text.count) * font.size * 0.6, height: font.size * 1.2)
  }
}
