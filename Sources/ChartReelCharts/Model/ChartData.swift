import ChartReelCore

/// The data of one chart: shared x values (timestamps) and one or more series over them.
public struct ChartData: Equatable, Sendable {
  /// Milliseconds since 1970-01-01 UTC, strictly increasing.
  public var x: [Double] {
    didSet {
      minimumStep = Self.smallestStep(x)
      isIrregular = Self.isIrregular(x, step: minimumStep)
    }
  }
  /// The series, in drawing order.
  public var series: [ChartSeries]
  /// Each series has its own y-range (two y-axes).
  public var yScaled: Bool
  /// Bars stacked on each other.
  public var stacked: Bool
  /// Areas stacked to 100 %.
  public var percentage: Bool
  /// The kind the data was made for, when its maker says (candles); nil to let the kinds
  /// recognise it by its series' types and flags (`ChartKinds`).
  public var declaredKind: ChartKind?
  /// What the declared kind draws besides x and series (a timeline's intervals); nil for data
  /// of series only.
  package var payload: KindPayload?

  /// Checks and builds chart data; throws the first problem `problem` finds, with its key path
  /// (`x[2]`, `series[0].values`): the rules the data-file decoders apply (`ChartDataRules`).
  ///
  /// - Parameters:
  ///   - x: milliseconds since 1970-01-01 UTC, at least two, strictly increasing.
  ///   - series: at least one, each with one value per x value (NaN for a gap).
  ///   - yScaled: two y axes, one per series (two series only).
  ///   - stacked: bars stacked on each other.
  ///   - percentage: areas stacked to 100 %.
  public init(
    x: [Double], series: [ChartSeries], yScaled: Bool = false, stacked: Bool = false,
    percentage: Bool = false
  ) throws(InputError) {
    self = .unchecked(
      x: x, series: series, yScaled: yScaled, stacked: stacked, percentage: percentage)
    if let problem {
      throw InputError(file: Self.source, keyPath: problem.key, message: problem.message)
    }
  }

  /// What errors from `init(x:series:)` name as their file.
  package static let source = "ChartData"

  /// Data that is known to follow the rules already (a decoder checked them), or that is not
  /// drawn as a chart (a timeline's axis), built without checking them again.
  package static func unchecked(
    x: [Double], series: [ChartSeries], yScaled: Bool = false, stacked: Bool = false,
    percentage: Bool = false
  ) -> ChartData {
    ChartData(
      storing: x, series: series, yScaled: yScaled, stacked: stacked, percentage: percentage)
  }

  private init(
    storing x: [Double], series: [ChartSeries], yScaled: Bool, stacked: Bool, percentage: Bool
  ) {
    self.x = x
    minimumStep = Self.smallestStep(x)
    isIrregular = Self.isIrregular(x, step: minimumStep)
    self.series = series
    self.yScaled = yScaled
    self.stacked = stacked
    self.percentage = percentage
  }

  /// The series with the given id, if any.
  public func series(id: String) -> ChartSeries? { series.first { $0.id == id } }

  /// The index of the series with the given id, if any.
  package func seriesIndex(id: String) -> Int? { series.firstIndex { $0.id == id } }

  /// The x value at a fraction of the full x range (0 is the first point, 1 the last).
  package func xValue(atFraction fraction: Double) -> Double {
    guard let first = x.first, let last = x.last else { return 0 }
    return first + (last - first) * fraction
  }

  /// The fraction of the full x range at which an x value lies.
  package func fraction(ofX value: Double) -> Double {
    guard let first = x.first, let last = x.last else { return 0 }
    let span = last - first
    return span > 0 ? (value - first) / span : 0
  }

  /// The smallest gap between neighbouring x values, in milliseconds; 0 for fewer than two.
  ///
  /// Kept with the data, worked out again only when `x` changes: every frame asks for it.
  package private(set) var minimumStep: Double

  static func smallestStep(_ x: [Double]) -> Double {
    guard x.count > 1 else { return 0 }
    var smallest = Double.infinity
    for i in 1..<x.count { smallest = Swift.min(smallest, x[i] - x[i - 1]) }
    return smallest
  }

  /// Whether the points lie at irregular times.
  ///
  /// Some gap between neighbouring x values is not a whole number of `minimumStep`s: times as
  /// a sensor or a log records them (1.5 s, 5 min, 2 s apart), not a grid of points with some
  /// left out. Kept with the data, as `minimumStep` is.
  package private(set) var isIrregular: Bool

  static func isIrregular(_ x: [Double], step: Double) -> Bool {
    guard x.count > 2, step > 0 else { return false }
    for i in 1..<x.count {
      let steps = (x[i] - x[i - 1]) / step
      if abs(steps - steps.rounded()) > 1e-6 * Swift.max(1, steps) { return true }
    }
    return false
  }

  /// The narrowest window allowed, as a fraction of the x range: four steps (five points);
  /// 1 for data without a range (fewer than two points, or x not increasing).
  package var minimumWindowWidth: Double {
    guard let first = x.first, let last = x.last, last > first, minimumStep > 0 else { return 1 }
    return Swift.min(1, 4 * minimumStep / (last - first))
  }

  /// The smallest step of daily data: 23 hours, a day shortened by a daylight-saving change
  /// (daily points at local midnights, written as UTC times).
  package static let dailyStep = 82_800_000.0

  /// Whether the points are less than a minute apart, so that times show seconds.
  package var isSubMinute: Bool { Self.isSubMinute(step: minimumStep) }

  /// Whether points `step` milliseconds apart are less than a minute apart.
  package static func isSubMinute(step: Double) -> Bool { step < 60_000 }

  /// Whether the points are less than a day apart (`dailyStep`), so that labels show hours.
  package var isIntraday: Bool { minimumStep < Self.dailyStep }
}

/// One named, coloured series of y values, one per x value.
public struct ChartSeries: Equatable, Sendable {
  /// How Telegram's data says a series is drawn.
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    /// A line through the points.
    case line
    /// Bars, one per point.
    case bar
    /// A filled area.
    case area
  }

  /// The column label in the data file, like `y0`; scenes refer to series by it.
  public var id: String
  /// The name the legend and tooltip show.
  public var name: String
  /// The series' colour.
  public var color: Color
  /// How the series is drawn.
  public var kind: Kind
  /// One value per x value; a gap in the data (a JSON `null`, an empty CSV field) is NaN.
  public var values: [Double]
  /// How its values read in y labels and tooltips ("42%", "$1,250", "12 °C"); nil for plain
  /// numbers.
  public var format: SeriesFormat? = nil

  /// A series; `ChartData(x:series:)` checks it.
  public init(id: String, name: String, color: Color, kind: Kind, values: [Double]) {
    self.id = id
    self.name = name
    self.color = color
    self.kind = kind
    self.values = values
  }
}
