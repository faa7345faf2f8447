/// Turns a scene into the display list of any frame: the whole "what to draw" half of ChartReel.
public struct SceneLayout: Sendable {
  public let timeline: Timeline
  public let chart: ChartLayout

  /// Compiles the scene's script and lays the chart out over the whole canvas.
  public init(scene: Scene, measurer: some TextMeasuring) {
    timeline = Timeline(scene: scene)
    let canvas = Rect(
      x: 0, y: 0, width: Double(scene.canvas.width), height: Double(scene.canvas.height))
    chart = ChartLayout(data: scene.data, title: scene.title, frame: canvas, measurer: measurer)
  }

  public var scene: Scene { timeline.scene }

  /// The display list at time `t` in seconds.
  public func displayList(at t: Double, measurer: some TextMeasuring) -> DisplayList {
    let state = timeline.state(at: t)
    return DisplayList(
      size: Size(width: chart.frame.width, height: chart.frame.height),
      background: Palette.blended(state.themeBlend).background,
      nodes: chart.nodes(for: state, measurer: measurer))
  }

  /// The display list of frame `index` (time index / fps).
  public func displayList(atFrame index: Int, measurer: some TextMeasuring) -> DisplayList {
    displayList(at: scene.time(ofFrame: index), measurer: measurer)
  }
}
