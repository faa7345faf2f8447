/// A validated scene: a canvas, one or more charts in a column, each with its own script, and
/// the canvas-wide theme changes.
public struct Scene: Sendable {
  /// The scene file as the user named it, for messages.
  public var file: String
  public var canvas: Canvas
  /// The charts, top to bottom; most scenes have one.
  public var charts: [ChartScript]
  /// The `theme` actions, which apply to the whole canvas, ordered by start time.
  public var themeActions: [Action]
  /// The length of the animation in seconds.
  public var duration: Double

  public init(
    file: String, canvas: Canvas, charts: [ChartScript], themeActions: [Action] = [],
    duration: Double
  ) {
    self.file = file
    self.canvas = canvas
    self.charts = charts
    self.themeActions = Action.ordered(themeActions)
    self.duration = duration
  }

  /// The number of frames of a full render: round(duration × fps).
  public var frameCount: Int { Int((duration * Double(canvas.fps)).rounded()) }

  /// The time shown by frame `index`: index / fps, computed from the integer.
  public func time(ofFrame index: Int) -> Double { Double(index) / Double(canvas.fps) }

  /// The end of the last action of any chart or of the theme, 0 when there are none.
  public var lastActionEnd: Double {
    (charts.flatMap(\.actions) + themeActions).map(\.end).max() ?? 0
  }
}

/// One chart of a scene: its data, title, starting state and script.
public struct ChartScript: Sendable {
  public var data: ChartData
  public var title: String?
  public var initial: InitialState
  /// The chart's actions, ordered by start time (stable for equal times); never `theme`.
  public var actions: [Action]

  public init(data: ChartData, title: String?, initial: InitialState, actions: [Action]) {
    self.data = data
    self.title = title
    self.initial = initial
    self.actions = Action.ordered(actions)
  }
}

/// The picture's size, frame rate and starting theme.
public struct Canvas: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var fps: Int
  public var theme: Theme
  /// Whether the canvas behind the charts is left transparent instead of the theme's colour.
  public var transparent: Bool

  public init(width: Int, height: Int, fps: Int, theme: Theme, transparent: Bool = false) {
    self.width = width
    self.height = height
    self.fps = fps
    self.theme = theme
    self.transparent = transparent
  }
}

/// The colour scheme of a chart.
public enum Theme: String, Equatable, Sendable, CaseIterable {
  case day, night

  /// 0 for day, 1 for night: the value the theme track animates between.
  public var blendValue: Double { self == .day ? 0 : 1 }
}

/// The chart's state before the first action.
public struct InitialState: Equatable, Sendable {
  public var window: Window
  /// Ids of the series that start hidden.
  public var hidden: [String]
  /// Where the indicator starts, as a fraction of the x range; nil when it starts hidden.
  public var indicator: Double?

  public init(window: Window, hidden: [String] = [], indicator: Double? = nil) {
    self.window = window
    self.hidden = hidden
    self.indicator = indicator
  }
}

/// One scripted interaction: a change that starts at `at` and takes `duration` seconds.
public struct Action: Equatable, Sendable {
  /// What the action changes.
  public enum Change: Equatable, Sendable {
    /// Move the window to [lower, upper].
    case window(Window)
    /// Shift the window by a fraction of the full range, keeping its width.
    case pan(Double)
    /// Scale the window's width by a factor about its centre.
    case zoom(Double)
    case hide(String)
    case show(String)
    /// Hide the series if it is shown (or being shown), show it otherwise.
    case toggle(String)
    /// Move the indicator to a fraction of the x range, or hide it with nil.
    case indicator(Double?)
    case theme(Theme)
  }

  public var at: Double
  public var duration: Double
  public var curve: TimingCurve
  public var change: Change

  public init(at: Double, duration: Double, curve: TimingCurve = .linear, change: Change) {
    self.at = at
    self.duration = duration
    self.curve = curve
    self.change = change
  }

  public var end: Double { at + duration }

  /// Whether the action changes the theme, which belongs to the whole canvas.
  public var isThemeChange: Bool {
    if case .theme = change { return true }
    return false
  }

  /// The actions sorted by start time, keeping the file's order for equal times.
  static func ordered(_ actions: [Action]) -> [Action] {
    actions.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
      .map(\.element)
  }
}
