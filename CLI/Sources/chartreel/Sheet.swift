import ArgumentParser
import ChartReel

/// `chartreel sheet`: draws a contact sheet of a scene's frames at even times.
struct Sheet: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a grid of frames at evenly spaced times, each labelled, into one PNG or JPEG.")

  @Argument(help: "The scene file.") var scene: String
  @OptionGroup var data: DataRootOption
  @Option(
    name: .shortAndLong, help: "The image to write: a .png file, or .jpg (encoded by ffmpeg).")
  var output: String
  @Option(help: "Cells across.") var columns = 4
  @Option(help: "Cells down.") var rows = 3
  @Option(help: "The width of one cell in pixels.") var cellWidth = 480
  @Flag(help: "No summary line.") var quiet = false

  func run() throws {
    try reportingFailures {
      try AddressSpace.check()
      try OpenFiles.check()
      guard Scene.sheetCells.contains(columns), Scene.sheetCells.contains(rows),
        Scene.sheetCellWidths.contains(cellWidth)
      else {
        throw ValidationError("--columns and --rows take 1 to 50, --cell-width 64 to 4096")
      }
      // Until the sheet is staged there is nothing to clean up: a signal exits at once.
      let interruption = Interruption()
      interruption.install(exitsAtOnce: true)
      let file = try SceneFile.load(scene, files: data.files(), hashing: false)
      interruption.exitsAtOnce = false
      let summary = try file.scene.renderSheet(
        to: output, columns: columns, rows: rows, cellWidth: cellWidth, inputs: file.inputs,
        interruption: interruption)
      if !quiet { printError(summary.description) }
    }
  }
}
