import Foundation

extension Scene {
  /// Loads and checks the scene file at `path` and the data it names.
  public static func load(_ path: String, files: DataFiles = DataFiles()) throws(InputError)
    -> Scene
  {
    try SceneDecoder.load(path: path, files: files)
  }

  /// The scene laid out and compiled with Pango measuring its text, as it will be drawn.
  ///
  /// Throws `InputError` when the canvas was changed since `init` into one that cannot be drawn
  /// (`checkCanvas()`), and `RenderError` when Pango or its font is missing.
  public func compiled() throws -> CompiledScene {
    try checkCanvas()
    let measurer = try PangoTextMeasurer()
    try measurer.requireFont()
    return CompiledScene(self, measurer: measurer)
  }

  /// Renders the scene to `path` on the calling thread: a .mp4, .webm, .gif or .mov video, a
  /// folder of PNG frames (a path ending in "/", or an existing folder), or one .png frame
  /// (with `options.frames` holding one frame); returns what was written.
  @discardableResult
  public func render(to path: String, options: RenderOptions = RenderOptions()) throws
    -> RenderSummary
  {
    try RenderPlan(scene: self, output: path, options: options).run()
  }

  /// Renders the scene to the file or folder `url` as `render(to:options:)` does with its
  /// path: a folder URL (`URL(fileURLWithPath: "frames", isDirectory: true)`) is a PNG folder;
  /// a URL that is not a file's (`https://…`) is refused.
  @discardableResult
  public func render(to url: URL, options: RenderOptions = RenderOptions()) throws
    -> RenderSummary
  {
    try render(to: url.renderPath(), options: options)
  }

  /// The probe line at time `t`: the state of chart `chart` and of every named node.
  public func probe(at t: Double, chart: Int = 0) throws -> JSONValue {
    try checkCanvas()
    let measurer = try PangoTextMeasurer()
    return CompiledScene(self, measurer: measurer).probe(at: t, chart: chart, measurer: measurer)
  }
}

extension URL {
  /// The path `render(to:)` takes for the URL: a folder's ends in "/"; throws for a URL that
  /// is not a file's (its path, "/x.mp4" of `https://example.com/x.mp4`, is not where it points).
  func renderPath() throws -> String {
    guard isFileURL else {
      throw ExportError.usage(
        "expected a file URL to render to (URL(fileURLWithPath:)), found \"\(absoluteString)\"")
    }
    return hasDirectoryPath && !path.hasSuffix("/") ? path + "/" : path
  }
}
