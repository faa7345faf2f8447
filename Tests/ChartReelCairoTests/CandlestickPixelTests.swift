import ChartReel
import Foundation
import TestSupport
import Testing

/// Candles are drawn in their colours: a rising candle's body green (#3DC23F), a falling
/// one's red (#F34C44), in the day and the night theme, and so is a dense window's column.
@Suite struct CandlestickPixelTests {
  /// Five tall candles a day apart: up, down, up, down, up.
  static let data = try! ChartData(
    x: (0..<5).map { 1_700_000_000_000 + Double($0) * 86_400_000 },
    open: [20, 80, 20, 80, 20], high: [100, 100, 100, 100, 100], low: [0, 0, 0, 0, 0],
    close: [80, 20, 80, 20, 80])

  func render(_ data: ChartData, theme: Theme) throws -> (Frame, ChartRenderer) {
    let chart = Node(
      id: "chart",
      ChartContent(data: data, initial: InitialState(window: .full), showsMinimap: false))
    let scene = try Scene(
      file: "candles.json", canvas: Canvas(width: 480, height: 270, fps: 10, theme: theme),
      root: chart, actions: [], duration: 1)
    let rasterizer = try CairoRasterizer(width: 480, height: 270)
    let compiled = CompiledScene(scene, measurer: rasterizer.measurer)
    let frame = try rasterizer.render(compiled.displayList(at: 0, measurer: rasterizer.measurer))
    return (frame, compiled.charts[0])
  }

  func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: Int) -> Bool {
    abs(Int(pixel.red) - (rgb >> 16)) <= 2 && abs(Int(pixel.green) - (rgb >> 8 & 0xFF)) <= 2
      && abs(Int(pixel.blue) - (rgb & 0xFF)) <= 2
  }

  @Test(
    "the middle of each body is green when it rises and red when it falls",
    arguments: [
      Theme.day, .night,
    ])
  func bodyColours(theme: Theme) throws {
    let (frame, chart) = try render(Self.data, theme: theme)
    let plot = chart.layout.plot
    let range = chart.state(at: 0).yRange
    // Each candle owns one x-step: the plot spans five steps, half a step beyond each end.
    let y = Int(plot.maxY - (50 - range.min) / range.span * plot.height)
    for index in 0..<5 {
      let x = Int(plot.minX + (Double(index) + 0.5) / 5 * plot.width)
      let rising = index % 2 == 0
      #expect(
        isColor(frame.pixel(x: x, y: y), rising ? 0x3DC23F : 0xF34C44),
        "candle \(index): \(frame.pixel(x: x, y: y))")
    }
    // Between two bodies, above the wicks' reach of the gap: the background.
    let gap = Int(plot.minX + 1.0 / 5 * plot.width)
    #expect(!isColor(frame.pixel(x: gap, y: y), 0x3DC23F))
    #expect(!isColor(frame.pixel(x: gap, y: y), 0xF34C44))
  }

  @Test("a dense window draws one column per pixel, in the colour of its first open and last close")
  func denseColumns() throws {
    // Every candle rises: each column is green from its low to its high.
    let count = 5_000
    let open = (0..<count).map { 100 + Double($0 % 7) }
    let data = try ChartData(
      x: (0..<count).map { 1_700_000_000_000 + Double($0) * 3_600_000 }, open: open,
      high: open.map { $0 + 20 }, low: open.map { $0 - 20 }, close: open.map { $0 + 10 })
    let (frame, chart) = try render(data, theme: .day)
    let plot = chart.layout.plot
    let range = chart.state(at: 0).yRange
    let y = Int(plot.maxY - (103 - range.min) / range.span * plot.height)
    let off = (Int(plot.minX) + 40..<Int(plot.maxX) - 2).filter {
      !isColor(frame.pixel(x: $0, y: y), 0x3DC23F)
    }
    #expect(off.isEmpty, "columns \(off.prefix(10)) are not green")
  }
}
