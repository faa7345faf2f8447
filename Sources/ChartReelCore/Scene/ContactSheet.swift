/// A grid of a scene's frames at evenly spaced times, each labelled with its time: the picture
/// a reviewer wants in a pull request.
///
/// Each cell is the frame's own display list, scaled into the cell, so the sheet is one vector
/// display list drawn at full quality.
package struct ContactSheet: Sendable {
  package let compiled: CompiledScene
  package let columns: Int
  package let rows: Int
  /// The width of one cell in pixels; its height keeps the canvas's aspect ratio.
  package let cellWidth: Double
  /// The times shown, left to right and top to bottom: from 0 to the last frame's time.
  package let times: [Double]

  static let gap = 12.0
  static let labelHeight = 26.0

  package init(_ compiled: CompiledScene, columns: Int = 4, rows: Int = 3, cellWidth: Double = 480)
  {
    self.compiled = compiled
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.cellWidth = cellWidth
    let scene = compiled.scene
    let count = self.columns * self.rows
    let last = scene.time(ofFrame: max(0, scene.frameCount - 1))
    times = (0..<count).map { count == 1 ? 0 : last * Double($0) / Double(count - 1) }
  }

  var cellHeight: Double {
    let canvas = compiled.scene.canvas
    return (cellWidth * Double(canvas.height) / Double(canvas.width)).rounded()
  }

  /// The sheet's size in pixels (even, so it can also be encoded as video).
  package var size: Size {
    let width = Double(columns) * (cellWidth + Self.gap) + Self.gap
    let height = Double(rows) * (cellHeight + Self.labelHeight + Self.gap) + Self.gap
    return Size(width: (width / 2).rounded(.up) * 2, height: (height / 2).rounded(.up) * 2)
  }

  /// The sheet as one display list.
  package func displayList(measurer: any TextMeasuring) -> DisplayList {
    let canvas = compiled.scene.canvas
    let scale = cellWidth / Double(canvas.width)
    var nodes: [DisplayNode] = []
    for (index, time) in times.enumerated() {
      let cell = Rect(
        x: Self.gap + Double(index % columns) * (cellWidth + Self.gap),
        y: Self.gap + Double(index / columns) * (cellHeight + Self.labelHeight + Self.gap),
        width: cellWidth, height: cellHeight)
      let frame = compiled.displayList(at: time, measurer: measurer)
      let placed = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: cell.x, ty: cell.y)
      let background = frame.background.alpha > 0 ? frame.background : Color(rgb: 0xFFFFFF)
      nodes.append(
        .group(
          clip: .rect(cell), opacity: 1,
          children: [.fill(.rect(cell), background), .transform(placed, children: frame.nodes)]))
      nodes.append(.stroke(.rect(cell), Color(rgb: 0x8A97A5), StrokeStyle(width: 1)))
      let frameIndex = Int((time * Double(canvas.fps)).rounded())
      nodes.append(
        .text(
          TextRun(
            "\(NumberText.trimmed(time, decimals: 2)) s · frame \(frameIndex)",
            at: Point(x: cell.x, y: cell.maxY + 5), font: Font(size: 13),
            color: Color(rgb: 0x252529))))
    }
    return DisplayList(size: size, background: Color(rgb: 0xF0F2F5), nodes: nodes)
  }
}
