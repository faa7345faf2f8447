import ArgumentParser
import ChartReel

/// `chartreel sheet`: draws a contact sheet of a scene's frames at even times.
struct Sheet: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a grid of frames at evenly spaced times, each labelled, into one PNG.")

  @Argument(help: "The scene file.") var scene: String
  @Option(name: .shortAndLong, help: "The PNG file to write.") var output: String
  @Option(help: "Cells across.") var columns = 4
  @Option(help: "Cells down.") var rows = 3
  @Option(help: "The width of one cell in pixels.") var cellWidth = 480

  func run() throws {
    try reportingFailures {
      let scene = try Scene.load(scene)
      guard (1...50).contains(columns), (1...50).contains(rows), (64...4096).contains(cellWidth)
      else {
        throw ValidationError("--columns and --rows take 1 to 50, --cell-width 64 to 4096")
      }
      let sheet = ContactSheet(
        try scene.compiled(), columns: columns, rows: rows, cellWidth: Double(cellWidth))
      let rasterizer = try CairoRasterizer(
        width: Int(sheet.size.width), height: Int(sheet.size.height))
      let sink = try SingleImageSink(path: output)
      do {
        try sink.write(frame: rasterizer.render(sheet.displayList(measurer: rasterizer.measurer)))
        try sink.finish()
      } catch {
        sink.cancel()
        throw error
      }
    }
  }
}
