/// Turns a scene into the display list of any frame: the whole "what to draw" half of ChartReel.
public struct SceneLayout: Sendable {
  public let scene: Scene
  /// One compiled script per chart, top to bottom.
  public let timelines: [Timeline]
  /// One layout per chart; the frame is divided into equal rows.
  public let charts: [ChartLayout]

  /// Compiles every chart's script and lays the charts out in a column over `frame` (the
  /// whole canvas when nil; a contact sheet passes a cell).
  public init(scene: Scene, frame: Rect? = nil, measurer: some TextMeasuring) {
    self.scene = scene
    timelines = scene.charts.indices.map { Timeline(scene: scene, chart: $0) }
    let frame =
      frame
      ?? Rect(x: 0, y: 0, width: Double(scene.canvas.width), height: Double(scene.canvas.height))
    let rowHeight = frame.height / Double(scene.charts.count)
    charts = scene.charts.enumerated().map { index, script in
      ChartLayout(
        data: script.data, title: script.title,
        frame: Rect(
          x: frame.x, y: frame.y + Double(index) * rowHeight, width: frame.width,
          height: rowHeight),
        measurer: measurer)
    }
  }

  /// The first chart's layout: the only one in most scenes.
  public var chart: ChartLayout { charts[0] }

  /// The first chart's timeline.
  public var timeline: Timeline { timelines[0] }

  /// Every chart's nodes at time `t`, top to bottom.
  public func nodes(at t: Double, measurer: some TextMeasuring) -> [DisplayNode] {
    zip(charts, timelines).flatMap { layout, timeline in
      layout.nodes(for: timeline.state(at: t), measurer: measurer)
    }
  }

  /// The theme's background colour at time `t` (the theme is the whole canvas's).
  public func themeBackground(at t: Double) -> Color {
    Palette.blended(timelines[0].theme.value(at: t)).background
  }

  /// The display list at time `t` in seconds.
  public func displayList(at t: Double, measurer: some TextMeasuring) -> DisplayList {
    DisplayList(
      size: Size(width: Double(scene.canvas.width), height: Double(scene.canvas.height)),
      background: scene.canvas.transparent ? .clear : themeBackground(at: t),
      nodes: nodes(at: t, measurer: measurer))
  }

  /// The display list of frame `index` (time index / fps).
  public func displayList(atFrame index: Int, measurer: some TextMeasuring) -> DisplayList {
    displayList(at: scene.time(ofFrame: index), measurer: measurer)
  }
}
