import ArgumentParser
import ChartReel
import Foundation

/// `chartreel watch`: renders a preview again whenever the scene or its data changes.
struct Watch: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render a preview, and again whenever the scene or a data file it reads changes.",
    discussion: """
      -o sheet.png (or .jpg) draws a contact sheet; -o preview.mp4 (or .webm, .gif, .mov, a \
      folder/) renders the scene as 'render' does. The files are looked at every half second; \
      each render prints one line, and a scene with errors prints them and is watched until it \
      is fixed. Ctrl-C ends the watch (exit status 130).
      """)

  @Argument(help: "The scene file.") var scene: String
  @OptionGroup var data: DataRootOption
  @Option(name: .shortAndLong, help: "The preview: sheet.png, sheet.jpg, preview.mp4 …")
  var output: String
  @Option(help: "low (480p15), medium (720p30), high (1080p60) or 4k (2160p60).")
  var quality: QualityPreset?
  @Option(help: "Render threads (default: the number of cores).") var threads: Int?

  func run() throws {
    try reportingFailures {
      try AddressSpace.check()
      try OpenFiles.check()
      let interruption = Interruption()
      interruption.install()
      if let threads, !(1...32).contains(threads) {
        throw ValidationError("--threads takes 1 to 32; got \(threads)")
      }
      let watcher = SceneWatcher(
        scene: scene, output: output, files: try data.files(),
        options: RenderOptions(threads: threads, quality: quality))
      do {
        try watcher.run(interruption: interruption) { outcome in
          switch outcome {
          case .rendered(let summary): printError(summary.description)
          case .failed(let lines): lines.forEach(printError)
          }
        }
      } catch ExportError.interrupted {
        // Ctrl-C is how a watch ends: the previews written are complete.
        throw ExitCode(130)
      }
    }
  }
}
