import ChartReelCore

/// A day of intervals on a 24-hour axis — the use of a device, say — with an optional "now".
///
/// Times are minutes from midnight, 0 to 1440. Intervals overlap freely and are drawn in
/// their order.
public struct TimelineData: Equatable, Sendable {
  /// One interval: a bar from `start` to `end`, rising from the bottom of the plot.
  public struct Interval: Equatable, Sendable {
    /// When the interval starts, in minutes from midnight.
    public var start: Double
    /// When the interval ends, in minutes from midnight.
    public var end: Double
    /// The interval's colour.
    public var color: Color
    /// The colour at the end, for a horizontal gradient from `color`.
    public var gradientTo: Color?
    /// The bar's height as a fraction of the plot's, 0 to 1.
    public var height: Double
    /// The text on the interval; nil for none.
    public var label: String?

    /// An interval; `Scene` checks it.
    public init(
      start: Double, end: Double, color: Color, gradientTo: Color? = nil, height: Double = 1,
      label: String? = nil
    ) {
      self.start = start
      self.end = end
      self.color = color
      self.gradientTo = gradientTo
      self.height = height
      self.label = label
    }
  }

  /// The minutes in a day.
  public static let day = 1440.0
  /// The grid's step: 15 minutes.
  public static let gridStep = 15.0

  /// The current time in minutes, if the data says.
  public var now: Double?
  /// The intervals, in order.
  public var intervals: [Interval]

  /// A timeline of `intervals`, with `now` marked when given.
  public init(now: Double? = nil, intervals: [Interval]) {
    self.now = now
    self.intervals = intervals
  }

  /// "HH:mm" (or "HH:mm:ss") as minutes from midnight, 0 to 1440; nil when it is not a time.
  public static func minutes(_ text: String) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count),
      parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
      let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60
    else { return nil }
    let seconds = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
    guard seconds < 60, hours < 24 || (hours == 24 && minutes == 0 && seconds == 0) else {
      return nil
    }
    return Double(hours * 60 + minutes) + Double(seconds) / 60
  }

  /// The window a timeline opens on: two of the 24 hours, centred on "now" when there is one.
  public var defaultWindow: Window {
    let width = 2 / 24.0
    let center =
      (now ?? intervals.first.map { $0.start + width * Self.day / 2 } ?? width * Self.day / 2)
      / Self.day
    return Window(center - width / 2, center + width / 2).clamped()
  }
}

extension TimelineData: ChartKindPayload {
  /// Why the timeline cannot be drawn: more than `InputLimits.timelineIntervals` intervals;
  /// nil when it can.
  package var problem: (key: String, message: String)? {
    guard intervals.count > InputLimits.timelineIntervals else { return nil }
    return (
      "timeline",
      "\(InputLimits.grouped(intervals.count)) intervals; expected at most \(InputLimits.grouped(InputLimits.timelineIntervals)) (see docs/limits.md)"
    )
  }

  package var seriesMessage: String { "a timeline has intervals, not series" }

  /// The timeline as chart data: the 15-minute grid of the day in milliseconds as x, without
  /// series (so windows, labels and the minimum width, an hour, work as on any chart), the
  /// intervals as its payload.
  package var chartData: ChartData {
    var data = ChartData.unchecked(
      x: (0...Int(Self.day / Self.gridStep)).map { Double($0) * Self.gridStep * 60_000 },
      series: [])
    data.declaredKind = .timeline
    data.payload = KindPayload(self)
    return data
  }
}

extension ChartData {
  /// The intervals of a timeline's data; nil for data of series.
  package var timeline: TimelineData? { payload?.value as? TimelineData }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
