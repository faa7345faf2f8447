import ChartReelCore
import Foundation

/// Which data points carry an x label for a window, and how each label reads.
///
/// Labels sit on every `stride`-th point counted from the first point, with a power-of-two
/// stride, so they stay attached to their points while the window pans. The stride follows the
/// "level" log₂(visible steps / target labels), rounded: a label is either shown or not for a
/// window. `XAxisPart` fades labels in and out over the last fraction of a second of the
/// window's motion, so at rest every label is fully opaque or not drawn.
package enum XAxisLabels {
  /// About six labels across the plot, as in Telegram's charts.
  package static let targetCount = 6.0
  /// The fewest labels a window shows while a finer stride's labels fit: four.
  package static let minimumCount = 4
  /// The fewest labels a window of data finer than a year shows in years: three; fewer read
  /// as months, six months apart or closer.
  package static let fewestCount = 3

  /// The number of labels to aim for on a plot `plotWidth` wide with labels `labelWidth` wide:
  /// six, or fewer when 1.5 times as many (the densest a rounded level shows) would not fit
  /// side by side with room between them.
  package static func targetCount(plotWidth: Double, labelWidth: Double) -> Double {
    max(1, min(targetCount, plotWidth / (2.2 * max(labelWidth, 1))))
  }

  /// The labelled points whose index lies within `indices`, in order.
  ///
  /// `base` points make one natural unit (12 five-minute points make an hour): strides are
  /// powers of two of it, so labels fall on round times (every 1, 2, 4 or 8 hours), counted
  /// from the point `origin`.
  package static func marks(
    visibleSteps: Double, indices: ClosedRange<Int>, targetCount: Double = targetCount,
    base: Int = 1, origin: Int = 0
  ) -> [Int] {
    let stride = stride(
      visibleSteps: visibleSteps, targetCount: targetCount, base: base)
    return marks(stride: stride, origin: origin, indices: indices)
  }

  /// The points of `indices` on every `stride`-th point counted from `origin`.
  package static func marks(stride: Int, origin: Int, indices: ClosedRange<Int>) -> [Int] {
    let stride = max(1, stride)
    let start = indices.lowerBound - origin
    var index =
      (start >= 0 ? (start + stride - 1) / stride : -((-start) / stride)) * stride + origin
    var marks: [Int] = []
    while index <= indices.upperBound {
      if index >= indices.lowerBound { marks.append(index) }
      index += stride
    }
    return marks
  }

  /// The stride in points for `visibleSteps` steps in view: a power of two of `base` points
  /// (or of one point, zoomed in past one label per unit), from the rounded level
  /// log₂(steps / base / targetCount).
  package static func stride(visibleSteps: Double, targetCount: Double, base: Int) -> Int {
    var base = max(1, base)
    let steps = visibleSteps.isFinite ? max(visibleSteps, 1e-9) : 1e-9
    var level = log2(steps / Double(base) / targetCount)
    if level < -0.5 {
      // Zoomed in past one label per unit: plain powers of two of points.
      level = log2(steps / targetCount)
      base = 1
    }
    // At most 2^30 units of at most 2^30 points: points closer than any step a label could
    // show (1e-13 ms) make levels whose powers of two pass Int.
    base = min(base, 1 << 30)
    let exponent = min(30, max(0, level.rounded()))
    return base * (1 << Int(exponent))
  }

  /// The lengths, in milliseconds, that labels less than a day apart read well at: seconds
  /// that divide a minute, minutes that divide an hour, hours that divide a day.
  static let clockLengths: [Double] =
    [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].map { $0 * 1_000 }
    + [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].map { $0 * 60_000 }
    + [1, 2, 3, 4, 6, 8, 12].map { $0 * 3_600_000 }

  /// The stride and origin of intraday labels on the clock: a `stride` of data `step` apart
  /// less than a day long becomes the longest at most as long that is one of `clockLengths`
  /// (16 hours becomes 12, 64 minutes an hour, 40 minutes 30), and labels are counted from the
  /// first point of a period of that length from midnight (00:00, 08:00, 16:00 rather than
  /// 03:00, 11:00, 19:00; 00:07, 08:07, 16:07 for points 7 minutes past the hour); `stride`
  /// and `origin` as they are when no such length is a whole number of steps.
  package static func onTheClock(stride: Int, origin: Int, step: Double, x: [Double])
    -> (stride: Int, origin: Int)
  {
    let length = Double(stride) * step
    guard step > 0, stride > 0, length < 86_400_000,
      let clock = clockLengths.last(where: {
        $0 <= length && ($0 / step).rounded() == $0 / step
      })
    else { return (stride, origin) }
    let points = Int(clock / step)
    let aligned = x.prefix(points).firstIndex { startsPeriod($0, length: clock, step: step) }
    return (points, aligned ?? origin)
  }

  /// A timeline's label spacings, in milliseconds: grid spacings (15 and 30 minutes, 1 and 2
  /// hours) and multiples of its 3 hours (6 and 12), so every label sits on a grid line; each
  /// divides the next, so while labels fade from one spacing to the next they never crowd.
  static let timeOfDayLengths: [Double] = [15, 30, 60, 120, 360, 720].map { $0 * 60_000 }

  /// The stride in points of a timeline's labels over `span` milliseconds of points `step`
  /// apart: the shortest of `timeOfDayLengths` that puts at most √2 × `targetCount` labels
  /// (the densest a rounded power-of-two level shows) between the span's ends, counted from
  /// 00:00; labels on the ends themselves stick out of the plot and are not drawn.
  ///
  /// Powers of two of an hour would reach 8 hours over a day: two labels, 08:00 and 16:00,
  /// between the grid's 3-hour lines.
  package static func timeOfDayStride(span: Double, step: Double, targetCount: Double) -> Int {
    guard step > 0, span.isFinite, span > 0 else { return 1 }
    let most = max(1, targetCount) * 2.0.squareRoot()
    let length = timeOfDayLengths.first { span / $0 <= most + 1 } ?? 720 * 60_000
    return max(1, Int((length / step).rounded()))
  }

  /// Label spacings from which intraday labels sit on midnights (a day, over √2: the spacing
  /// from which a day's level rounds to at least 0).
  package static let daySpacing = 86_400_000 / 2.0.squareRoot()

  /// The points of one natural unit of `data` and its first point of a unit (the one on the
  /// boundary, or the first past it when points lie off the round times), for labels
  /// `labelSpacing` milliseconds apart: a day (from midnight) for labels about a day or more
  /// apart, else an hour, for data a whole fraction of it apart; one point otherwise.
  package static func unit(of data: ChartData, labelSpacing: Double = 0)
    -> (base: Int, origin: Int)
  {
    let length = labelSpacing >= daySpacing ? 86_400_000.0 : 3_600_000.0
    let step = data.minimumStep
    guard step > 0, step < length, length / step <= Double(1 << 30),
      (length / step).rounded() == length / step
    else { return (1, 0) }
    let base = Int(length / step)
    let origin =
      data.x.prefix(base).firstIndex { startsPeriod($0, length: length, step: step) } ?? 0
    return (base, origin)
  }

  /// Whether a point at `x`, of data `step` apart, is the first of its period of `length`
  /// counted from 1970 (a day from midnight, an hour from the hour): less than a step past
  /// the period's start.
  static func startsPeriod(_ x: Double, length: Double, step: Double) -> Bool {
    let past = x.truncatingRemainder(dividingBy: length)
    return (past < 0 ? past + length : past) < max(step, 1)
  }

  /// The text of the label for a timestamp in English: "MMM d" for daily data, "HH:mm" for
  /// intraday data.
  package static func text(forX x: Double, intraday: Bool) -> String {
    let date = CalendarDate(milliseconds: x)
    return intraday ? date.hourMinute : date.monthDay
  }
}

/// How x labels read, from the data's spacing and how far apart the labels are.
package enum XLabelStyle: Equatable, Sendable {
  /// "2019": labels a year or more apart, on the first point of each year.
  case year
  /// "Apr", and the year ("2019") on January's label: labels one to six months apart.
  case month
  /// "Apr 7".
  case day
  /// "13:45" ("13:45:30" with `seconds`), and the day ("Apr 7") on the day's first point —
  /// at midnight, or less than `step` past it for points off the round times — when
  /// `daysAtMidnight`.
  case time(daysAtMidnight: Bool, seconds: Bool = false, step: Double = 0)

  static let dayLength = 86_400_000.0
  /// Labels of data less than a minute apart show seconds while they are closer than this: up
  /// to it, their strides are powers of two of points (`XAxisLabels.marks`), which seldom fall
  /// on whole minutes; from it on, whole hours.
  static let secondsSpacing = 3_600_000 / 2.0.squareRoot()

  /// The style for data `step` apart (the smallest gap) with labels `labelSpacing` apart,
  /// over a window from `first` to `last`: the calendar's (`CalendarTicks`) for monthly or
  /// yearly data or a window over a year long, days for daily data, else times (with seconds
  /// for data under a minute apart, until labels are whole hours apart), and the day on each
  /// day's first point when the window reaches over a midnight.
  package static func choose(step: Double, labelSpacing: Double, first: Double, last: Double)
    -> XLabelStyle
  {
    if let months = CalendarTicks.months(
      step: step, labelSpacing: labelSpacing, span: last - first)
    {
      return months >= 12 ? .year : .month
    }
    if step >= ChartData.dailyStep { return .day }
    return .time(
      daysAtMidnight: (first / dayLength).rounded(.down) != (last / dayLength).rounded(.down),
      seconds: ChartData.isSubMinute(step: step) && labelSpacing < secondsSpacing, step: step)
  }
}
