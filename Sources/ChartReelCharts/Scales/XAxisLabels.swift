import ChartReelCore
import Foundation

/// Which data points carry an x label, and how opaque each label is, for a window.
///
/// Labels sit on every `stride`-th point counted from the first point, with a power-of-two
/// stride, so they stay attached to their points while the window pans. The stride follows a
/// continuous "level" log₂(visible steps / target labels): at a whole level the labels on odd
/// multiples of half the stride are invisible; as the level falls (zooming in) they fade in
/// over the first quarter of the octave and stay opaque for the rest — a pure function of the
/// window, with no memory of earlier frames.
public enum XAxisLabels {
  /// About six labels across the plot, as in Telegram's charts.
  public static let targetCount = 6.0

  /// The number of labels to aim for on a plot `plotWidth` wide with labels `labelWidth` wide:
  /// six, or fewer when twice as many (the most the fade shows) would not fit side by side.
  public static func targetCount(plotWidth: Double, labelWidth: Double) -> Double {
    max(1, min(targetCount, plotWidth / (2.2 * max(labelWidth, 1))))
  }

  /// A label: the point's index and its opacity from the stride fade alone.
  public struct Mark: Equatable, Sendable {
    public var index: Int
    public var alpha: Double
  }

  /// The labelled points whose x lies within `indices`, with their stride alphas.
  ///
  /// `base` points make one natural unit (12 five-minute points make an hour): strides are
  /// powers of two of it, so labels fall on round times (every 1, 2, 4 or 8 hours), counted
  /// from the point `origin`.
  public static func marks(
    visibleSteps: Double, indices: ClosedRange<Int>, targetCount: Double = targetCount,
    base: Int = 1, origin: Int = 0
  ) -> [Mark] {
    var base = max(1, base)
    var level = log2(max(visibleSteps, 1e-9) / Double(base) / targetCount)
    if level < 0 {
      // Zoomed in past one label per unit: plain powers of two of points.
      level = log2(max(visibleSteps, 1e-9) / targetCount)
      base = 1
    }
    level = max(0, level)
    let coarse = base * Int(pow(2, level.rounded(.up)))
    let fine = max(1, coarse / 2)
    let fadeIn = coarse == fine ? 1 : min(1, max(0, 4 * (level.rounded(.up) - level)))
    var marks: [Mark] = []
    let start = indices.lowerBound - origin
    var index = (start >= 0 ? (start + fine - 1) / fine : -((-start) / fine)) * fine + origin
    while index <= indices.upperBound {
      let alpha = (index - origin) % coarse == 0 ? 1 : fadeIn
      if alpha > 0 && index >= indices.lowerBound { marks.append(Mark(index: index, alpha: alpha)) }
      index += fine
    }
    return marks
  }

  /// The points of one natural unit of `data` and the first point on a unit boundary: an hour
  /// for data a whole fraction of an hour apart, one point otherwise.
  public static func unit(of data: ChartData) -> (base: Int, origin: Int) {
    let hour = 3_600_000.0
    let step = data.minimumStep
    guard step > 0, step < hour, (hour / step).rounded() == hour / step else { return (1, 0) }
    let base = Int(hour / step)
    let origin =
      data.x.prefix(base).firstIndex { $0.truncatingRemainder(dividingBy: hour) == 0 } ?? 0
    return (base, origin)
  }

  /// The text of the label for a timestamp: "MMM d" for daily data, "HH:mm" for intraday data.
  public static func text(forX x: Double, intraday: Bool) -> String {
    let date = CalendarDate(milliseconds: x)
    return intraday ? date.hourMinute : date.monthDay
  }
}
