import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// The indicator's card is never cut by the plot's edges: wherever the line stands, on lines
/// and bars, with one to five series of short or long names, from 480² to 4K (issue 37.3: with
/// the card's left clamp removed, a wide card beside a line right of the middle hung off the
/// plot's left edge, and no test noticed).
@Suite struct CardInsidePlotTests {
  @Test(
    "the card lies inside the plot's width wherever its line is",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func cardInsideThePlot(width: Int, height: Int) throws {
    let tolerance = 0.5  // px: the card's edges are not rounded to pixels
    for kind in ["line", "bar"] {
      for count in [1, 2, 5] {
        for names in [["Joined", "Left"], TooltipBesideTests.names] {
          let drawing = try TooltipBesideTests().drawing(
            kind: kind, count: count, width: width, height: height, names: names)
          let plot = drawing.plot
          let points = drawing.data.indexRange(covering: drawing.window)
          for fraction in stride(from: 0.0, through: 1.0, by: 0.05) {
            let index = points.lowerBound + Int((Double(points.count - 1) * fraction).rounded())
            let lineX = drawing.transform.x(drawing.data.x[index])
            let card = drawing.tooltipCard(index: index, lineX: lineX).frame
            #expect(
              card.minX >= plot.minX - tolerance && card.maxX <= plot.maxX + tolerance,
              "card \(card) outside the plot \(plot): \(kind), \(count) series of \(names[0]) at \(width)×\(height), line at \(fraction)"
            )
          }
        }
      }
    }
  }
}
