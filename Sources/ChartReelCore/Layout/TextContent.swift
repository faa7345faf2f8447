/// One or more lines of text shaped by Pango: a title, a caption, a note.
///
/// Its natural height is its lines' height at the width it is given (lines wrap at the
/// frame's width). Its colour defaults to the theme's text colour, which follows day and
/// night. A `text` action cross-fades to the new text.
public struct TextContent: BuiltInContent {
  /// How lines sit in the node's frame; start and end follow the canvas's direction.
  public enum Alignment: String, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines start at the leading edge: the left, or the right on a right-to-left canvas.
    case start
    /// Lines end at the trailing edge: the right, or the left on a right-to-left canvas.
    case end
  }

  /// The text.
  package var text: String
  /// The font size in pixels.
  package var size: Double
  package var weight: Font.Weight
  /// nil for the theme's text colour.
  package var color: Color?
  package var alignment: Alignment

  /// Text of `size` pixels and `weight`, in `color` (nil: the theme's), aligned by `alignment`.
  public init(
    _ text: String, size: Double = 24, weight: Font.Weight = .regular, color: Color? = nil,
    alignment: Alignment = .start
  ) {
    self.text = text
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
  }

  package var typeName: String { "text" }
  package var textScalars: Int { text.unicodeScalars.count }
  package var font: Font { Font(size: size, weight: weight) }
  package func shrinks(children: [Node]) -> Bool { true }

  package func problems(children: [Node]) -> [(key: String, message: String)] {
    if let problem = NumberRule.fontSize.problem(size) { return [("size", problem)] }
    if let problem = InputLimits.lengthProblem(text) { return [("text", problem)] }
    return []
  }

  /// The laid-out text's size, rounded up to whole pixels: frames are snapped to the pixel
  /// grid, and the text must fit inside its frame.
  package func naturalSize(width: Double?, children: [Node], layout: LayoutEngine) -> Size {
    let size = layout.measurer.measure(text, font: font, width: width)
    return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// `text` as drawn in a frame `width` × `height`: whole in the largest font from `size` down
  /// to 70 % of it whose lines fit, else shortened with "…" at 70 %; and the lines' height.
  package func fitted(
    _ text: String, width: Double, height: Double, measurer: any TextMeasuring
  ) -> (text: String, font: Font, height: Double) {
    let width = max(1, width)
    let fonts = [1, 0.9, 0.8, 0.7].map { Font(size: size * $0, weight: weight) }
    for font in fonts {
      let lines = measurer.measure(text, font: font, width: width).height
      if lines <= height + 0.5 { return (text, font, min(height, lines.rounded(.up))) }
    }
    let shortened = measurer.fitting(text, font: fonts[3], width: width, height: height)
    return (shortened, fonts[3], height)
  }

  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer {
    let tracks = tracks(context)
    let track = tracks[TextProperties.text]
    // Every text the node shows, as it fits in the frame: a frame shorter than its lines
    // (in a column with too little room) sets them smaller, down to 70 %, then shortens them
    // with "…".
    var shown: [String: (text: String, font: Font)] = [:]
    let frame = context.frame
    for text in [track.initial] + track.segments.flatMap({ [$0.from, $0.to] })
    where shown[text] == nil {
      let fitted = fitted(
        text, width: frame.width, height: frame.height, measurer: context.measurer)
      shown[text] = (fitted.text, fitted.font)
    }
    return TextRenderer(
      content: self, frame: frame, text: track, shown: shown,
      color: tracks[TextProperties.color])
  }
}

/// Draws a text node, cross-fading while its text changes.
struct TextRenderer: NodeRenderer {
  let content: TextContent
  let frame: Rect
  let text: Track<String>
  /// Each text of the track as drawn and its font: set smaller or shortened to fit the frame
  /// where it must be.
  let shown: [String: (text: String, font: Font)]
  let color: Track<Color>

  func alignment(_ direction: LayoutDirection) -> TextRun.Alignment {
    let rtl = direction.isRightToLeft
    switch content.alignment {
    case .left: return .left
    case .center: return .center
    case .right: return .right
    case .start: return rtl ? .right : .left
    case .end: return rtl ? .left : .right
    }
  }

  /// The colour at `t` (`TextContent.color(at:track:palette:)`).
  func color(at t: Double, _ context: DrawContext) -> Color {
    content.color(at: t, track: color, palette: context.palette)
  }

  func draw(at t: Double, in context: DrawContext) -> [DisplayNode] {
    let (from, to, progress) = text.transition(at: t)
    let tint = color(at: t, context)
    let fades = from == to ? [(to, 1.0)] : [(from, 1 - progress), (to, progress)]
    return fades.compactMap { text, alpha in
      let (text, font) = shown[text] ?? (text, content.font)
      guard alpha > 0, !text.isEmpty else { return nil }
      return .text(
        TextRun(
          text, at: frame.origin, alignment: alignment(context.canvas.direction),
          font: font, color: tint, opacity: min(1, alpha), width: max(1, frame.width)))
    }
  }

  func probeFields(at t: Double, in context: DrawContext) -> [(String, JSONValue)] {
    let (from, to, progress) = text.transition(at: t)
    return [("text", .string(progress < 0.5 ? from : to))]
  }
}

extension TextContent {
  /// The text's colour at `t`: what is drawn and what the typed state reports.
  ///
  /// The theme's text colour (`palette`'s) while the node names no colour and no `color`
  /// action has begun; the `color` track's after.
  package func color(at t: Double, track: Track<Color>, palette: Palette) -> Color {
    if color == nil, track.segments.first.map({ t < $0.start }) ?? true {
      return palette.text
    }
    return track.value(at: t)
  }
}

extension Rect {
  /// The top left corner.
  package var origin: Point { Point(x: minX, y: minY) }
}

/// Cross-fades a text node to new text.
public struct TextChange: ScriptedChange {
  package var text: String
  /// A change of the text to `text`.
  public init(_ text: String) { self.text = text }

  package var key: String { TextProperties.text.changeKey }
  package func problem(for target: Node?) -> String? {
    target?.content is TextContent ? nil : "only text nodes take \"text\""
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    timeline.animate(TextProperties.text.key(target.id), timing, to: text)
  }
  /// The text node holding the new text, which layout gives room for.
  package func laterContent(of content: any BuiltInContent) -> (any BuiltInContent)? {
    guard var later = content as? TextContent else { return nil }
    later.text = text
    return later
  }
  package var textScalars: Int { text.unicodeScalars.count }
}

/// Blends a text node's colour to a new one.
public struct TextColorChange: ScriptedChange {
  package var color: Color
  /// A change of the text's colour to `color`.
  public init(_ color: Color) { self.color = color }

  package var key: String { TextProperties.color.changeKey }
  package func problem(for target: Node?) -> String? {
    target?.content is TextContent
      ? nil : "only text nodes take \"color\"; shapes take \"fill\" and \"stroke\""
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    let key = TextProperties.color.key(target.id)
    let own = (target.node?.content as? TextContent)?.color
    let untouched = timeline.track(key)?.segments.isEmpty ?? true
    // A node that follows the theme starts from the theme's text colour at that moment.
    let theme = Palette.blended(timeline.value(.theme, at: timing.start) ?? 0).text
    let start =
      own != nil || !untouched ? timeline.value(key, at: timing.start) ?? own ?? theme : theme
    let target = color
    timeline.modify(key) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve) { _, p in
        .interpolate(from: start, to: target, fraction: p)
      }
    }
  }
}
