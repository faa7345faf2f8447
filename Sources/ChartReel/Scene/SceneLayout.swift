/// Turns a scene into the display list of any frame: the whole "what to draw" half of ChartReel.
public struct SceneLayout: Sendable {
  public let scene: Scene
  /// One compiled script per chart, top to bottom.
  public let timelines: [Timeline]
  /// One layout per chart; the canvas is divided into equal rows.
  public let charts: [ChartLayout]

  /// Compiles every chart's script and lays the charts out in a column over the canvas.
  public init(scene: Scene, measurer: some TextMeasuring) {
    self.scene = scene
    timelines = scene.charts.indices.map { Timeline(scene: scene, chart: $0) }
    let width = Double(scene.canvas.width)
    let rowHeight = Double(scene.canvas.height) / Double(scene.charts.count)
    charts = scene.charts.enumerated().map { index, script in
      ChartLayout(
        data: script.data, title: script.title,
        frame: Rect(x: 0, y: Double(index) * rowHeight, width: width, height: rowHeight),
        measurer: measurer)
    }
  }

  /// The first chart's layout: the only one in most scenes.
  public var chart: ChartLayout { charts[0] }

  /// The first chart's timeline.
  public var timeline: Timeline { timelines[0] }

  /// The display list at time `t` in seconds.
  public func displayList(at t: Double, measurer: some TextMeasuring) -> DisplayList {
    let states = timelines.map { $0.state(at: t) }
    var nodes: [DisplayNode] = []
    for (layout, state) in zip(charts, states) {
      nodes += layout.nodes(for: state, measurer: measurer)
    }
    return DisplayList(
      size: Size(width: Double(scene.canvas.width), height: Double(scene.canvas.height)),
      background: scene.canvas.transparent
        ? .clear : Palette.blended(states[0].themeBlend).background,
      nodes: nodes)
  }

  /// The display list of frame `index` (time index / fps).
  public func displayList(atFrame index: Int, measurer: some TextMeasuring) -> DisplayList {
    displayList(at: scene.time(ofFrame: index), measurer: measurer)
  }
}
