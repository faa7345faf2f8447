/// A font request: family, pixel size and weight.
public struct Font: Equatable, Hashable, Sendable {
  /// How heavy the strokes are.
  public enum Weight: String, Sendable, CaseIterable {
    /// Regular strokes.
    case regular
    /// Bold strokes.
    case bold
  }

  /// The font family, DejaVu Sans unless told.
  public var family: String
  /// The size in pixels.
  public var size: Double
  /// Regular or bold.
  public var weight: Weight

  /// A font of `size` pixels.
  public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// The family ChartReel uses everywhere; installed by `fonts-dejavu-core`, and it covers
  /// Latin, Greek, Cyrillic, Arabic and Hebrew.
  public static let defaultFamily = "DejaVu Sans"
}

/// Text placed on the canvas: one line, or a block wrapped to a width.
package struct TextRun: Equatable, Sendable {
  package enum Alignment: String, Sendable, CaseIterable { case left, center, right }

  package var text: String
  /// The anchor.
  ///
  /// Without `width`, its x is the left edge, centre or right edge of the line per `alignment`;
  /// with `width`, it is the left edge of the block, inside which each line is aligned. Its y is
  /// the top of the first line.
  package var position: Point
  package var alignment: Alignment
  package var font: Font
  package var color: Color
  /// The width lines wrap at, in pixels; nil keeps each line (split at "\n") whole.
  package var width: Double?
  /// How far the run has faded in, from 0 to 1: drawn as the colour's alpha times it.
  ///
  /// A colour's own alpha is part of the design (axis text is half transparent); this is
  /// animation, and what the probe reports as the run's opacity.
  package var opacity: Double
  /// What the run is for; the probe reports it, drawing ignores it.
  package var role: TextRole

  package init(
    _ text: String, at position: Point, alignment: Alignment = .left, font: Font, color: Color,
    opacity: Double = 1, width: Double? = nil, role: TextRole = .text
  ) {
    self.opacity = opacity
    self.role = role
    self.text = text
    self.position = position
    self.alignment = alignment
    self.font = font
    self.color = color
    self.width = width
  }
}

extension TextRun {
  /// The run's logical box in its own coordinates: where its lines are set, per alignment.
  package func box(measurer: any TextMeasuring) -> Rect {
    let size = measurer.measure(text, font: font, width: width)
    var x = position.x
    if let width {
      switch alignment {
      case .left: break
      case .center: x += (width - size.width) / 2
      case .right: x += width - size.width
      }
    } else {
      switch alignment {
      case .left: break
      case .center: x -= size.width / 2
      case .right: x -= size.width
      }
    }
    return Rect(x: x, y: position.y, width: size.width, height: size.height)
  }
}

/// Measures text the way the rasteriser will draw it; the one thing layout needs from a backend.
public protocol TextMeasuring {
  /// The size of the block of `text` set in `font`, wrapped at `width` when it is given.
  func measure(_ text: String, font: Font, width: Double?) -> Size
}

extension TextMeasuring {
  /// The size of `text` set in `font` on lines that do not wrap.
  public func measure(_ text: String, font: Font) -> Size {
    measure(text, font: font, width: nil)
  }
}

/// An approximate measurer for tests and for layout without a backend: glyphs of 0.6 em.
public struct ApproximateTextMeasurer: TextMeasuring, Sendable {
  /// The measurer; it holds nothing.
  public init() {}
  public func measure(_ text: String, font: Font, width: Double?) -> Size {
    let glyph = font.size * 0.6
    var lines = 0
    var widest = 0.0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var lineWidth = Double(line.count) * glyph
      if let width, width > glyph, lineWidth > width {
        let perLine = max(1, Int(width / glyph))
        lines += (line.count + perLine - 1) / perLine
        lineWidth = Double(perLine) * glyph
      } else {
        lines += 1
      }
      widest = max(widest, lineWidth)
    }
    return Size(width: widest, height: Double(max(1, lines)) * font.size * 1.2)
  }
}
