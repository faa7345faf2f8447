import Foundation

extension Scene {
  /// The columns and rows a contact sheet may have.
  public static let sheetCells = 1...50
  /// The widths in pixels a contact sheet's cells may have.
  public static let sheetCellWidths = 64...4096

  /// Draws a contact sheet of the scene — `columns` × `rows` frames at even times, each
  /// `cellWidth` pixels wide and labelled — into `path` (.png, or .jpg through ffmpeg).
  ///
  /// Throws `ExportError.usage` when `columns` or `rows` is outside 1–50 or `cellWidth`
  /// outside 64–4096 (`sheetCells`, `sheetCellWidths`), when the sheet would be larger than
  /// `InputLimits.canvasPixels`, or when `path` exists and is not a regular file.
  @discardableResult
  public func renderSheet(
    to path: String, columns: Int = 4, rows: Int = 3, cellWidth: Int = 480
  ) throws -> RenderSummary {
    try renderSheet(to: path, columns: columns, rows: rows, cellWidth: cellWidth, inputs: [])
  }

  /// Draws a contact sheet as `renderSheet(to:columns:rows:cellWidth:)` does, sparing `inputs`.
  ///
  /// It refuses to write over one of `inputs` (the scene's files). A raised `interruption`
  /// stops it before the sheet is moved into place (`ExportError.interrupted`), leaving nothing
  /// behind.
  @discardableResult
  package func renderSheet(
    to path: String, columns: Int = 4, rows: Int = 3, cellWidth: Int = 480,
    inputs: [OutputCheck.Input], interruption: Interruption? = nil
  ) throws -> RenderSummary {
    let start = Date()
    guard Self.sheetCells.contains(columns), Self.sheetCells.contains(rows),
      Self.sheetCellWidths.contains(cellWidth)
    else {
      throw ExportError.usage(
        "a sheet of \(columns) × \(rows) cells \(cellWidth) px wide: expected columns and rows from 1 to 50 and a cell width from 64 to 4096"
      )
    }
    try OutputCheck.check(path, storage: .file, inputs: inputs)
    let sheet = ContactSheet(
      try compiled(), columns: columns, rows: rows, cellWidth: Double(cellWidth))
    let (width, height) = (Int(sheet.size.width), Int(sheet.size.height))
    guard width * height <= InputLimits.canvasPixels else {
      throw ExportError.usage(
        "a \(columns) × \(rows) sheet of \(cellWidth) px cells is \(width) × \(height) pixels; expected at most \(InputLimits.grouped(InputLimits.canvasPixels)) pixels: lower columns, rows or cellWidth"
      )
    }
    let rasterizer = try CairoRasterizer(width: width, height: height)
    if interruption?.isRaised == true { throw ExportError.interrupted }
    let sink = try SingleImageSink(path: path, interruption: interruption)
    do {
      try sink.write(frame: rasterizer.render(sheet.displayList(measurer: rasterizer.measurer)))
      if interruption?.isRaised == true { throw ExportError.interrupted }
      try sink.finish()
    } catch {
      sink.cancel()
      throw error
    }
    let size = sink.writtenBytes
    return RenderSummary(
      output: path, frames: columns * rows, width: width, height: height, fps: canvas.fps,
      bytes: size, seconds: Date().timeIntervalSince(start), isSheet: true)
  }
}
