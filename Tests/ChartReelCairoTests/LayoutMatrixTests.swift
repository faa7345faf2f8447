import ChartReel
import Foundation
import TestSupport
import Testing

/// Every frame right on any data at any size (issue 19).
///
/// Over the matrix of sizes, series
/// counts, spacings, kinds, themes and directions, the probe's texts and parts at rest show no
/// overprinted text, nothing outside the canvas or its node, the tooltip inside the plot and
/// clear of the mini-map and the legend, and a plot of at least half the chart's height.
/// `CHARTREEL_MATRIX=full` runs every combination (3 840 scenes) instead of 192.
@Suite struct LayoutMatrixTests {
  /// The same properties on wide and long CSV data of every kind the scene chooses (issue 33).
  @Test(arguments: MatrixScenes.csvCases())
  func restingCSVFramesAreClean(_ matrix: MatrixScenes.Case) throws {
    try restingFramesAreClean(matrix)
  }

  @Test(
    arguments: MatrixScenes.cases(
      full: ProcessInfo.processInfo.environment["CHARTREEL_MATRIX"] == "full"))
  func restingFramesAreClean(_ matrix: MatrixScenes.Case) throws {
    let measurer = try PangoTextMeasurer()
    // The indicator near the plot's left edge, in its middle and near its right edge (of the
    // window [0.5, 1] the matrix opens on), so the tooltip's clamps at both edges are checked.
    for indicator in [nil, 0.07, 0.5, 0.93] as [Double?] {
      let folder = TestPaths.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = try MatrixScenes.write(
        matrix, to: folder, indicator: indicator.map { 0.5 + 0.5 * $0 })
      let scene = try SceneDecoder.load(path: path)
      let compiled = CompiledScene(scene, measurer: measurer)
      let probe = compiled.probe(at: 1.5, measurer: measurer)
      let label = "\(matrix)\(indicator.map { " with the tooltip at \($0) of the plot" } ?? "")"
      let main = try #require(probe["nodes"]?["main"])
      let frame = try #require(main["frame"]?.rect)
      let parts = try #require(main["parts"])
      let plot = try #require(parts["plot"]?.rect)
      let canvas = Rect(x: 0, y: 0, width: Double(matrix.width), height: Double(matrix.height))
      if let form = matrix.form {
        // A CSV case draws as the kind its scene chose.
        let kind = matrix.kind == "twoAxes" ? "line" : matrix.kind
        #expect(probe["kind"] == .string(kind), "\(form) CSV: \(label)")
      }

      let texts = compiled.texts(at: 1.5, measurer: measurer).filter { $0.opacity >= 0.5 }
      // A header taller than its title's one line (a title on two lines, the dates under it)
      // takes its extra room from the plot, once the type is 9 % smaller: the line is 17 dp
      // bold where the axis text is 11 dp.
      let axisLine = texts.first { $0.role == .yLabel || $0.role == .xLabel }?.box.height ?? 0
      let headerExtra = parts["header"]?.rect.map { max(0, $0.height - axisLine * 17 / 11) } ?? 0
      #expect(
        plot.height >= frame.height / 2 - 1 - headerExtra,
        "plot \(plot) in \(frame), header \(headerExtra) px over its line: \(label)")

      let rows = Set(texts.filter { $0.role == .legend }.map { ($0.box.midY).rounded() })
      // Three rows at most; six on a portrait frame (9:16), whose plot has room to spare.
      let mostRows = canvas.height >= canvas.width * 1.25 ? 6 : 3
      #expect(rows.count <= mostRows, "\(rows.count) legend rows: \(label)")
      for text in texts {
        #expect(canvas.contains(text.box, tolerance: 0.5), "\(text.text) \(text.box): \(label)")
        #expect(frame.contains(text.box, tolerance: 0.5), "\(text.text) outside its node: \(label)")
      }
      for (i, a) in texts.enumerated() {
        for b in texts[(i + 1)...] where a.box.insetBy(dx: 0.5, dy: 0.5).intersects(b.box) {
          Issue.record("\"\(a.text)\" (\(a.role)) overprints \"\(b.text)\" (\(b.role)): \(label)")
        }
      }
      guard let tooltip = parts["tooltip"]?.rect else {
        if indicator != nil && matrix.kind != "timeline" {
          Issue.record("no tooltip: \(label)")
        }
        continue
      }
      #expect(tooltip.minX >= plot.minX - 0.5 && tooltip.maxX <= plot.maxX + 0.5, "\(label)")
      #expect(tooltip.maxY <= plot.maxY + 0.5, "tooltip \(tooltip) below the plot: \(label)")
      if let header = parts["header"]?.rect {
        #expect(tooltip.minY >= header.maxY - 0.5, "tooltip over the header: \(label)")
      }
      for part in ["minimap", "legend"] {
        if let box = parts[part]?.rect {
          #expect(!box.intersects(tooltip), "tooltip over the \(part): \(label)")
        }
      }
    }
  }
}
