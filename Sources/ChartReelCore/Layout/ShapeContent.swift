/// A plain shape filling its frame: a rectangle (with rounded corners), an ellipse, or a line
/// from the frame's top left to its bottom right.
public struct ShapeContent: BuiltInContent {
  /// The shape drawn in the node's frame.
  public enum Kind: String, Sendable, CaseIterable {
    /// A rectangle, its corners rounded by `cornerRadius`.
    case rect
    /// An ellipse touching the frame's sides.
    case ellipse
    /// A line from the frame's top left to its bottom right.
    case line
  }

  package var kind: Kind
  package var fill: Color?
  package var stroke: Color?
  package var lineWidth: Double
  package var cornerRadius: Double

  /// A shape of `kind`, filled with `fill` and outlined with `stroke` `lineWidth` pixels wide
  /// (nil: not filled, not outlined).
  public init(
    _ kind: Kind, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 2,
    cornerRadius: Double = 0
  ) {
    self.kind = kind
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
    self.cornerRadius = cornerRadius
  }

  package var typeName: String { "shape" }

  /// The width of a shape's outline, in pixels.
  package static let lineWidthRule = NumberRule(0...1000, "a line width from 0 to 1000 px")

  package func problems(children: [Node]) -> [(key: String, message: String)] {
    var problems: [(key: String, message: String)] = []
    if let problem = Self.lineWidthRule.problem(lineWidth) {
      problems.append(("lineWidth", problem))
    }
    if let problem = NumberRule.length.problem(cornerRadius) {
      problems.append(("cornerRadius", problem))
    }
    return problems
  }

  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer {
    let tracks = tracks(context)
    return ShapeRenderer(
      content: self, frame: context.frame, fill: tracks[ShapeProperties.fill],
      stroke: tracks[ShapeProperties.stroke])
  }
}

/// Draws a shape node.
struct ShapeRenderer: NodeRenderer {
  let content: ShapeContent
  let frame: Rect
  let fill: Track<Color>
  let stroke: Track<Color>

  func path(inset: Double) -> Path {
    let box = frame.insetBy(dx: min(inset, frame.width / 2), dy: min(inset, frame.height / 2))
    switch content.kind {
    case .rect: return .roundedRect(box, radius: content.cornerRadius)
    case .ellipse: return .ellipse(in: box)
    case .line:
      var line = Path()
      line.move(to: Point(x: frame.minX, y: frame.minY))
      line.line(to: Point(x: frame.maxX, y: frame.maxY))
      return line
    }
  }

  func draw(at t: Double, in context: DrawContext) -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    let fillColor = fill.value(at: t)
    if fillColor.alpha > 0 && content.kind != .line {
      nodes.append(.fill(path(inset: 0), fillColor))
    }
    let strokeColor = stroke.value(at: t)
    if strokeColor.alpha > 0 && content.lineWidth > 0 {
      let inset = content.kind == .line ? 0 : content.lineWidth / 2
      nodes.append(
        .stroke(
          path(inset: inset), strokeColor,
          StrokeStyle(width: content.lineWidth, cap: content.kind == .line ? .round : .butt)))
    }
    return nodes
  }
}

/// Blends a shape's fill or stroke colour to a new one.
public struct ShapeColorChange: ScriptedChange {
  /// The colour changed.
  public enum Part: String, Sendable {
    /// The fill.
    case fill
    /// The outline.
    case stroke
  }

  package var part: Part
  package var color: Color
  /// A change of the shape's `part` to `color`.
  public init(_ part: Part, _ color: Color) {
    self.part = part
    self.color = color
  }

  package var key: String { part.rawValue }
  package func problem(for target: Node?) -> String? {
    target?.content is ShapeContent
      ? nil : "only shapes take \"\(part.rawValue)\"; text takes \"color\""
  }
  package func apply(_ timing: ActionTiming, to target: ChangeTarget, in timeline: inout Timeline) {
    let key = (part == .fill ? ShapeProperties.fill : ShapeProperties.stroke).key(target.id)
    let color = self.color
    timeline.modify(key) {
      $0.append(start: timing.start, duration: timing.duration, curve: timing.curve) { from, p in
        // From no colour, only the opacity blends, not the hue.
        .interpolate(from: from.alpha == 0 ? color.fading(0) : from, to: color, fraction: p)
      }
    }
  }
}
