/// What a node is: the part of a node that differs from kind to kind.
///
/// Give a node one of the library's contents — `TextContent`, `ShapeContent`, `ChartContent`,
/// `AnnotationContent`, `SliderContent`, a column's or row's `LinearContainer` — with
/// `Node(id:_:children:)`. How a content is laid out, animated and drawn is the library's own
/// (`BuiltInContent`): a scene refuses content of another type with an `InputError`.
public protocol NodeContent: Sendable {}

/// A content the library can lay out, animate and draw: every content type it ships.
///
/// A content type sizes itself for layout, places its children, declares the properties it
/// animates and makes the renderer that draws it at any time. Containers, text and shapes are
/// defined in this module; charts and controls in their own.
package protocol BuiltInContent: NodeContent {
  /// The node's `type` as scene files write it: "column", "text", "chart" …
  var typeName: String { get }

  /// The grow a node takes when the scene gives none.
  func defaultGrow(children: [Node]) -> Double

  /// The size the node would like when it may be `width` wide (nil: as wide as it likes).
  func naturalSize(width: Double?, children: [Node], layout: LayoutEngine) -> Size

  /// The frames of the node's children when the node fills `frame`.
  func arrange(_ children: [Node], in frame: Rect, layout: LayoutEngine) -> [Rect]

  /// Whether the node's renderer draws its children itself (a chart draws its annotations
  /// with its own data transform); otherwise each child is drawn over its parent.
  var drawsChildren: Bool { get }

  /// Problems with the content's own settings, each with the key it concerns; scenes built
  /// in Swift are checked with this as decoded ones are.
  func problems(children: [Node]) -> [(key: String, message: String)]

  /// Declares the properties the content animates, at their initial values.
  func declareProperties(of id: NodeID, in timeline: inout Timeline)

  /// The renderer that draws the node at any time, made once the script is compiled.
  func makeRenderer(_ context: RendererContext) -> any NodeRenderer

  /// The Unicode scalars of the text the node lays out (a text's text, a chart's title, an
  /// annotation's label), counted against `InputLimits.sceneText`; 0 by default.
  var textScalars: Int { get }

  /// Whether the node can give way when its container has too little room along its axis:
  /// text, which wraps narrower and is shortened with "…" when too short, and containers
  /// holding some; false by default.
  func shrinks(children: [Node]) -> Bool

  /// Whether nodes of this type that line up on the canvas form aligned groups (`AlignedGroups`); false by
  /// default.
  static var alignsInGroups: Bool { get }

  /// What each member of an aligned group of this type's nodes shares with the others, in the members'
  /// order; `layOutContent` receives it as `alignedPlace`. Asked only when `alignsInGroups`.
  static func alignedPlaces(
    _ members: [AlignedGroups.Member], canvas: Canvas, measurer: any TextMeasuring
  ) -> [(any Sendable)?]

  /// The node's content laid out in its laid-out `frame`, at `alignedPlace` in its aligned
  /// group: what its renderer draws in and its changes read (a chart's `ChartPlacement`, a
  /// slider's track), worked out once by the layout stage; nil by default.
  func layOutContent(
    in frame: Rect, canvas: Canvas, measurer: any TextMeasuring, alignedPlace: (any Sendable)?
  ) -> (any Sendable)?
}

extension BuiltInContent {
  package func defaultGrow(children: [Node]) -> Double { 0 }
  package func naturalSize(width: Double?, children: [Node], layout: LayoutEngine) -> Size {
    .zero
  }
  package func arrange(_ children: [Node], in frame: Rect, layout: LayoutEngine) -> [Rect] {
    children.map { _ in frame }
  }
  package var drawsChildren: Bool { false }
  package func problems(children: [Node]) -> [(key: String, message: String)] { [] }
  package func declareProperties(of id: NodeID, in timeline: inout Timeline) {}
  package var textScalars: Int { 0 }
  package func shrinks(children: [Node]) -> Bool { false }
  package static var alignsInGroups: Bool { false }
  package static func alignedPlaces(
    _ members: [AlignedGroups.Member], canvas: Canvas, measurer: any TextMeasuring
  ) -> [(any Sendable)?] {
    members.map { _ in nil }
  }
  package func layOutContent(
    in frame: Rect, canvas: Canvas, measurer: any TextMeasuring, alignedPlace: (any Sendable)?
  ) -> (any Sendable)? { nil }
}

extension NodeContent {
  /// The content as the library lays it out and draws it: content of a type it does not ship
  /// draws nothing and is refused by the scene's checks.
  package var builtIn: any BuiltInContent {
    self as? any BuiltInContent ?? ForeignContent(type: String(describing: Self.self))
  }
}

/// Content of a type the library does not ship: a scene refuses it.
struct ForeignContent: BuiltInContent {
  let type: String

  var typeName: String { type }
  func problems(children: [Node]) -> [(key: String, message: String)] {
    [
      (
        "type",
        "\(type) is not a node content the library can draw; use one of its contents (TextContent, ShapeContent, ChartContent, …)"
      )
    ]
  }
  func makeRenderer(_ context: RendererContext) -> any NodeRenderer { EmptyRenderer() }
}

/// Draws one node at any time: a pure function of time, made once per compiled scene.
package protocol NodeRenderer: Sendable {
  /// The node's own drawing at `t`, in canvas pixels, before its opacity, offset and scale.
  func draw(at t: Double, in context: DrawContext) -> [DisplayNode]

  /// What `chartreel probe` adds to the node's entry under `nodes` at `t`: its text, its plot
  /// rectangle, its values …
  func probeFields(at t: Double, in context: DrawContext) -> [(String, JSONValue)]

  /// For a node that draws its children: each child's entry, with its frame at `t`.
  func childProbes(at t: Double, in context: DrawContext) -> [NodeProbe]

  /// The most memory, in bytes, that the display nodes `draw` returns for one frame may take
  /// beyond `CompiledScene.bytesPerNode`: counted for each render thread in a render's memory
  /// budget (`FrameBudget`). A timeline's intervals, say; 0 by default.
  var drawingBytes: Int { get }
}

/// A renderer whose node `chartreel probe` summarises at the top level: a chart.
package protocol SummaryReporting: NodeRenderer {
  /// The fields `chartreel probe` prints at the top level when this node is the chart probed.
  func summary(at t: Double, in context: DrawContext) -> [(String, JSONValue)]
}

extension NodeRenderer {
  package func probeFields(at t: Double, in context: DrawContext) -> [(String, JSONValue)] { [] }
  package func childProbes(at t: Double, in context: DrawContext) -> [NodeProbe] { [] }
  package var drawingBytes: Int { 0 }
}

/// One node's entry in a probe line.
package struct NodeProbe: Sendable {
  package var id: NodeID
  package var type: String
  /// Where the node is drawn at that time, in canvas pixels, after offset and scale.
  package var frame: Rect
  package var opacity: Double
  package var fields: [(String, JSONValue)]

  package init(
    id: NodeID, type: String, frame: Rect, opacity: Double, fields: [(String, JSONValue)] = []
  ) {
    self.id = id
    self.type = type
    self.frame = frame
    self.opacity = opacity
    self.fields = fields
  }
}

/// What a content type knows when it makes its renderer.
package struct RendererContext {
  package let id: NodeID
  package let node: Node
  /// The node's laid-out frame, before offset and scale.
  package let frame: Rect
  /// The frames of the node's children.
  package let childFrames: [Rect]
  /// The compiled script: every property's track.
  package let timeline: Timeline
  package let canvas: Canvas
  /// The scene's length in seconds.
  package let duration: Double
  package let measurer: any TextMeasuring
  /// The node's content as the layout stage laid it out in `frame`
  /// (`BuiltInContent.layOutContent`); nil when it has nothing inside its frame to lay out.
  package var contentLayout: (any Sendable)? = nil
  /// Whether renderers may keep what they drew for inputs that repeat (`false` draws every
  /// frame afresh: the reference the caches are tested against).
  package var caches = true
}

/// What a renderer needs to draw one frame.
package struct DrawContext {
  /// The canvas's theme at this time: 0 day, 1 night.
  package let themeBlend: Double
  /// The shared colours at this time.
  package let palette: Palette
  package let canvas: Canvas
  /// A measurer for this thread, matching the rasteriser's text.
  package let measurer: any TextMeasuring
  /// From the node's own pixels to the canvas's (its and its ancestors' offsets and scales),
  /// for the boxes a probe reports; identity while drawing.
  package var transform = AffineTransform.identity

  package init(themeBlend: Double, canvas: Canvas, measurer: any TextMeasuring) {
    self.themeBlend = themeBlend
    self.palette = .blended(themeBlend)
    self.canvas = canvas
    self.measurer = measurer
  }
}
