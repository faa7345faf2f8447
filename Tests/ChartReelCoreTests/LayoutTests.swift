import ChartReelCore
import Testing

/// Columns, rows and stacks: padding, gaps, grow shares, alignment, right to left.
@Suite struct LayoutTests {
  let engine = LayoutEngine(measurer: ApproximateTextMeasurer())
  let canvas = Rect(x: 0, y: 0, width: 1000, height: 600)

  /// A shape that grows like a chart (it has no natural size).
  func grower(_ grow: Double = 1) -> Node {
    Node(ShapeContent(.rect), sizing: Sizing(grow: grow))
  }

  @Test("a column places fixed and natural sizes first and shares the rest by grow")
  func columnShares() {
    let text = Node(TextContent("Title", size: 20))  // natural height 24 (1.2 em)
    let column = Node(
      LinearContainer(axis: .vertical, gap: 10, padding: Insets(all: 20)),
      children: [text, grower(1), grower(3), Node(ShapeContent(.rect), sizing: Sizing(height: 50))])
    let box = engine.layout(column, in: canvas)
    let frames = box.children.map(\.frame)
    #expect(frames[0] == Rect(x: 20, y: 20, width: 960, height: 24))
    // 560 inside the padding − 24 − 50 − 3 gaps of 10 = 456 shared 1 : 3.
    #expect(frames[1] == Rect(x: 20, y: 54, width: 960, height: 114))
    #expect(frames[2] == Rect(x: 20, y: 178, width: 960, height: 342))
    #expect(frames[3] == Rect(x: 20, y: 530, width: 960, height: 50))
  }

  @Test("a row shares widths; align centres children across the axis")
  func rowAlign() {
    let row = Node(
      LinearContainer(axis: .horizontal, gap: 20, align: .center),
      children: [grower(), Node(ShapeContent(.rect), sizing: Sizing(width: 100, height: 40))])
    let frames = engine.layout(row, in: canvas).children.map(\.frame)
    #expect(frames[0] == Rect(x: 0, y: 300, width: 880, height: 0))
    #expect(frames[1] == Rect(x: 900, y: 280, width: 100, height: 40))
  }

  @Test("a right-to-left row runs from the right edge")
  func rightToLeftRow() {
    let rtl = LayoutEngine(measurer: ApproximateTextMeasurer(), direction: .rightToLeft)
    let row = Node(
      LinearContainer(axis: .horizontal),
      children: [
        Node(ShapeContent(.rect), sizing: Sizing(width: 100)), grower(),
      ])
    let frames = rtl.layout(row, in: canvas).children.map(\.frame)
    #expect(frames[0] == Rect(x: 900, y: 0, width: 100, height: 600))
    #expect(frames[1] == Rect(x: 0, y: 0, width: 900, height: 600))
  }

  @Test("a stack fills children without a frame and places the others at theirs")
  func stack() {
    let stack = Node(
      StackContainer(),
      children: [
        grower(),
        Node(
          ShapeContent(.ellipse), sizing: Sizing(frame: Rect(x: 10, y: 20, width: 30, height: 40))),
      ])
    let frames = engine.layout(stack, in: Rect(x: 100, y: 100, width: 500, height: 300)).children
      .map(\.frame)
    #expect(frames[0] == Rect(x: 100, y: 100, width: 500, height: 300))
    #expect(frames[1] == Rect(x: 110, y: 120, width: 30, height: 40))
  }

  /// Content with no natural size that grows by default, as a chart does.
  struct Roomy: BuiltInContent {
    var typeName: String { "roomy" }
    func defaultGrow(children: [Node]) -> Double { 1 }
    func makeRenderer(_ context: RendererContext) -> any NodeRenderer { EmptyRenderer() }
  }

  @Test("a container grows by default when its content needs room, so nested charts get it")
  func nestedGrow() {
    let inner = Node(LinearContainer(axis: .horizontal), children: [Node(Roomy()), Node(Roomy())])
    #expect(inner.grow == 1)
    // A child's own grow shares the row's width, not the column's height.
    #expect(Node(LinearContainer(axis: .horizontal), children: [grower()]).grow == 0)
    #expect(Node(LinearContainer(axis: .horizontal), children: [Node(TextContent("a"))]).grow == 0)
    let column = Node(LinearContainer(axis: .vertical), children: [Node(TextContent("a")), inner])
    let frames = engine.layout(column, in: canvas).children.map(\.frame)
    #expect(frames[1].height == 600 - frames[0].height)
  }

  @Test("frames are snapped to whole pixels")
  func snapped() {
    let column = Node(
      LinearContainer(axis: .vertical), children: [grower(), grower(), grower()])
    let frames = engine.layout(column, in: Rect(x: 0, y: 0, width: 100, height: 100)).children
      .map(\.frame)
    #expect(frames.map(\.minY) == [0, 33, 67])
    #expect(frames.allSatisfy { $0.height == $0.height.rounded() })
  }
}
