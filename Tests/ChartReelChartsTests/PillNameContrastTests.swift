import ChartReelCore
import Testing

@testable import ChartReelCharts

/// A legend pill's name reads all through a hide or a show, not only at its ends.
@Suite struct PillNameContrastTests {
  static let colors: [UInt32] = [
    0x3DC23F, 0xF34C44, 0x3497ED, 0xF5BD25, 0x65B9AC, 0xCB513A, 0x4682B4, 0x9ED448, 0xA6D8F7,
    0x1A1A1A,
  ]

  @Test(
    "halfway through a toggle the name reads on its pill as well as at the ends",
    arguments: [ChartPalette.day, ChartPalette.night])
  func nameReadsMidToggle(palette: ChartPalette) {
    for rgb in Self.colors {
      let color = palette.seriesColor(Color(rgb: rgb))
      let background = palette.background
      let shown = LegendPart.pillNameColor(color, alpha: 1, background: background)
      let hidden = LegendPart.pillNameColor(color, alpha: 0, background: background)
      // The ends are the design's: the fill's ink on the fill, the series colour outlined.
      #expect(shown == color.inkOnFill, "\(color) shown")
      #expect(hidden == color.seriesText(on: background), "\(color) hidden")
      let least = min(
        3, shown.contrast(with: color.composited(over: background)),
        hidden.composited(over: background).contrast(with: background))
      var sides: [Bool] = []
      for step in 0...100 {
        let alpha = Double(step) / 100
        let fill = color.fading(alpha).composited(over: background)
        let name = LegendPart.pillNameColor(color, alpha: alpha, background: background)
        #expect(
          name.composited(over: fill).contrast(with: fill) >= least - 0.01,
          "\(color) at alpha \(alpha): \(name) on \(fill)")
        let side = name.luminance > fill.luminance
        if sides.last != side { sides.append(side) }
      }
      // Lighter than the fill, then darker (or the other way), never back: no flicker.
      #expect(sides.count <= 2, "\(color): the name changes sides \(sides.count - 1) times")
    }
  }
}
