import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// A translucent group drawn with its opacity folded into its shapes' colours gives the pixels
/// of the group composited offscreen, within two levels (compositing rounds twice, folding
/// once: a level either way, no more); groups whose shapes overlap, or reach a
/// pixel the clip covers partly, are still composited.
@Suite struct OpacityFoldingTests {
  let size = Size(width: 160, height: 90)
  let ink = Color(rgb: 0x3DC23F)

  /// The frames of `nodes` drawn folding and compositing, and how many groups were folded.
  func both(_ nodes: [DisplayNode], background: Color = .white) throws -> (
    folded: Frame, composited: Frame, folds: Int
  ) {
    let list = DisplayList(size: size, background: background, nodes: nodes)
    let folding = try CairoRasterizer(width: 160, height: 90)
    let compositing = try CairoRasterizer(width: 160, height: 90)
    compositing.foldsOpacity = false
    let folded = try folding.render(list)
    return (folded, try compositing.render(list), folding.foldedGroups)
  }

  /// The largest difference of any channel between two frames.
  func largestDifference(_ a: Frame, _ b: Frame) -> Int {
    zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
  }

  /// Shapes apart from one another: grid lines, labels, a bar path, a gradient, a nested group.
  var apart: [(String, [DisplayNode])] {
    let lines = stride(from: 10.5, to: 90, by: 16).map { y -> DisplayNode in
      var path = Path()
      path.move(to: Point(x: 5, y: y))
      path.line(to: Point(x: 155, y: y))
      return .stroke(path, Color(rgb: 0x182D3B).fading(0.4), StrokeStyle(width: 1))
    }
    var bars = Path()
    for i in 0..<12 {
      let x = 3.3 + Double(i) * 12.7
      bars.addRect(Rect(x: x, y: 80 - Double(i * 5), width: 12.7, height: 5 + Double(i * 5)))
    }
    let gradient = LinearGradient(
      start: Point(x: 0, y: 0), end: Point(x: 0, y: 40),
      stops: [(0, ink), (1, Color(rgb: 0x108BE3).fading(0.3))])
    let labels: [DisplayNode] = [
      .text(TextRun("20K", at: Point(x: 6, y: 8), font: Font(size: 13), color: ink)),
      .text(
        TextRun(
          "Mar 9", at: Point(x: 120, y: 60), alignment: .center,
          font: Font(size: 13, weight: .bold),
          color: Color(rgb: 0x252529).fading(0.5))),
    ]
    return [
      ("grid", lines),
      ("labels", labels),
      (
        "bars",
        [
          .transform(
            AffineTransform(a: 1.7, b: 0, c: 0, d: 1, tx: -40, ty: 0), children: [.fill(bars, ink)])
        ]
      ),
      ("gradient", [.gradientFill(.rect(Rect(x: 20.4, y: 5.6, width: 80, height: 30)), gradient)]),
      (
        "nested",
        [
          .group(
            clip: nil, opacity: 0.6,
            children: [.fill(.rect(Rect(x: 10, y: 10, width: 40, height: 30)), ink)]),
          .group(
            clip: .rect(Rect(x: 80.5, y: 10.5, width: 40, height: 40)), opacity: 1,
            children: [
              .fill(.roundedRect(Rect(x: 70, y: 0, width: 60, height: 60), radius: 9), ink)
            ]),
        ]
      ),
    ]
  }

  @Test("folded groups of shapes apart give the composited pixels within two levels")
  func foldedMatchesComposited() throws {
    for (name, children) in apart {
      for opacity in [0.03, 0.16, 0.5, 0.92] {
        for background in [Color.white, Color(rgb: 0x242F3E)] {
          let (folded, composited, folds) = try both(
            [.group(clip: nil, opacity: opacity, children: children)], background: background)
          #expect(folds >= 1, "\(name) at \(opacity) is folded")
          #expect(
            largestDifference(folded, composited) <= 2, "\(name) at \(opacity) on \(background)")
        }
      }
    }
  }

  @Test("overlapping shapes, and shapes on a clip's partly covered pixels, are composited")
  func overlapsAreComposited() throws {
    let a = DisplayNode.fill(.rect(Rect(x: 10, y: 10, width: 60, height: 40)), ink)
    let b = DisplayNode.fill(.rect(Rect(x: 40, y: 30, width: 60, height: 40)), Color(rgb: 0xE65850))
    let overlapping = [DisplayNode.group(clip: nil, opacity: 0.5, children: [a, b])]
    let onTheEdge = [
      DisplayNode.group(
        clip: .rect(Rect(x: 20.5, y: 20.25, width: 100, height: 50)), opacity: 0.5, children: [a])
    ]
    for nodes in [overlapping, onTheEdge] {
      let (folded, composited, folds) = try both(nodes)
      #expect(folds == 0)
      #expect(folded == composited)
    }
    // Folded anyway, the overlap would show: the test above would notice a wrong fold.
    let wrong = try CairoRasterizer(width: 160, height: 90)
    let forced = try wrong.render(
      DisplayList(size: size, background: .white, nodes: CairoRasterizer.fading([a, b], by: 0.5)))
    #expect(try largestDifference(forced, both(overlapping).composited) > 20)
  }

  @Test("scenes' translucent frames folded give the composited pixels within two levels")
  func scenesMatch() throws {
    for (name, times) in [("bars.json", [2.75, 2.9]), ("percentage.json", [3.3, 5.7, 6.6])] {
      var scene = try TestPaths.loadScene(name)
      scene.canvas = Canvas(width: 640, height: 360, fps: 30)
      let compiled = try scene.compiled()
      for t in times {
        let folding = try CairoRasterizer(width: 640, height: 360)
        let compositing = try CairoRasterizer(width: 640, height: 360)
        compositing.foldsOpacity = false
        let list = compiled.displayList(at: t, measurer: folding.measurer)
        let folded = try folding.render(list)
        #expect(folding.foldedGroups > 0, "\(name) at \(t) folds a group")
        #expect(try largestDifference(folded, compositing.render(list)) <= 2, "\(name) at \(t)")
      }
    }
  }
}
