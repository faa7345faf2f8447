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

  @Test("text too long for its row wraps to the room left, and the row is as tall as its lines")
  func rowWraps() {
    // 100 glyphs of 12 px: 1200 px unwrapped, in a row 1000 px wide beside a 100 px dot.
    let text = Node(TextContent(String(repeating: "a", count: 100), size: 20))
    let row = Node(
      LinearContainer(axis: .horizontal, gap: 20, align: .center),
      children: [Node(ShapeContent(.ellipse), sizing: Sizing(width: 100, height: 20)), text])
    let column = Node(LinearContainer(axis: .vertical), children: [row, grower()])
    let box = engine.layout(column, in: canvas)
    let rowFrame = box.children[0].frame
    let textFrame = box.children[0].children[1].frame
    #expect(textFrame == Rect(x: 120, y: 0, width: 880, height: 48))  // two lines of 24
    #expect(rowFrame.height == 48)
    #expect(box.children[1].frame.minY == 48)
  }

  @Test("texts sharing a row that is too narrow give way in proportion to their lengths")
  func rowShares() {
    let long = Node(TextContent(String(repeating: "a", count: 100), size: 10))  // 600 px
    let short = Node(TextContent(String(repeating: "b", count: 50), size: 10))  // 300 px
    let row = Node(LinearContainer(axis: .horizontal, gap: 100), children: [long, short])
    let frames = engine.layout(row, in: Rect(x: 0, y: 0, width: 550, height: 300)).children
      .map(\.frame)
    // 450 px for 900: each takes half of its length.
    #expect(frames.map(\.width) == [300, 150])
    #expect(frames[1].minX == 400)
    #expect(frames.allSatisfy { $0.maxX <= 550 })
  }

  @Test("text in a column with too little room is shortened with an ellipsis to its frame")
  func columnShortens() throws {
    let words = Array(repeating: "word", count: 60).joined(separator: " ")
    let column = Node(
      LinearContainer(axis: .vertical),
      children: [
        Node(TextContent(words, size: 10)), Node(ShapeContent(.rect), sizing: Sizing(height: 40)),
      ])
    let frames = engine.layout(column, in: Rect(x: 0, y: 0, width: 120, height: 100)).children
      .map(\.frame)
    // 299 characters at 20 a line take 15 lines of 12 px; 60 px are left for them.
    #expect(frames[0].height == 60)
    #expect(frames[1].minY == 60)
    let measurer = ApproximateTextMeasurer()
    let shown = measurer.fitting(words, font: Font(size: 10), width: 120, height: 60)
    #expect(shown.hasSuffix("…"))
    #expect(measurer.measure(shown, font: Font(size: 10), width: 120).height <= 60)
    // Cut between words: what is left is whole words, then "…".
    #expect(shown.dropLast().split(separator: " ").allSatisfy { $0 == "word" })
    #expect(shown.count > 80)  // five lines of 20
  }

  @Test("a chart beside text too long for their row keeps a share of it")
  func chartBesideText() {
    let text = Node(TextContent(String(repeating: "a", count: 200), size: 20))  // 2400 px
    let row = Node(
      LinearContainer(axis: .horizontal, gap: 20), children: [grower(), text, grower(3)])
    let frames = engine.layout(row, in: canvas).children.map(\.frame)
    // 960 px of room: a third for the text, the rest shared 1 : 3 by the growers.
    #expect(frames.map(\.width) == [160, 320, 480])
    #expect(frames[2].maxX == 1000)
  }

  @Test("a chart in a row that centres its children is stretched across it, not left 0 high")
  func chartIgnoresAlign() {
    let row = Node(
      LinearContainer(axis: .horizontal, gap: 20, align: .center),
      children: [Node(Roomy()), Node(TextContent("Note", size: 20))])
    let frames = engine.layout(row, in: canvas).children.map(\.frame)
    #expect(frames[0].height == 600)
    #expect(frames[1].minY == 288)  // 24 px of text, centred
  }

  @Test("charts under titles of different lengths, side by side, get equal widths")
  func chartsUnderTitles() {
    func titled(_ title: String) -> Node {
      Node(
        LinearContainer(axis: .vertical),
        children: [Node(TextContent(title, size: 20)), Node(Roomy())])
    }
    let row = Node(
      LinearContainer(axis: .horizontal, gap: 20),
      children: [titled("Left"), titled(String(repeating: "a", count: 60))])
    let box = engine.layout(row, in: canvas)
    #expect(box.children.map(\.frame.width) == [490, 490])
    // The long title wraps in its half: 720 px of text in 490, two lines.
    #expect(box.children[1].children[0].frame.height == 48)
  }

  @Test("text that would leave a chart a sliver of its column takes no more than its share")
  func chartKeepsItsShare() {
    let words = Array(repeating: "word", count: 30).joined(separator: " ")  // 149 glyphs
    let column = Node(
      LinearContainer(axis: .vertical),
      children: [Node(TextContent(words, size: 50)), Node(Roomy())])
    // 149 glyphs of 30 px wrap 33 a line at 1000 px: five lines of 60 px, 300 of 400.
    let frames = engine.layout(column, in: Rect(x: 0, y: 0, width: 1000, height: 400)).children
      .map(\.frame)
    // The text's half, 200 px, holds its lines set at 80 % (four of 48 px); the chart takes
    // the rest.
    #expect(frames.map(\.height) == [192, 208])
  }
}
