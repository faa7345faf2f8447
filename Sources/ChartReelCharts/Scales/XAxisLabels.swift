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
  public static func marks(
    visibleSteps: Double, indices: ClosedRange<Int>, targetCount: Double = targetCount
  ) -> [Mark] {
    let level = max(0, log2(max(visibleSteps, 1e-9) / targetCount))
    let coarse = Int(pow(2, level.rounded(.up)))
    let fine = max(1, coarse / 2)
    let fadeIn = coarse == fine ? 1 : min(1, max(0, 4 * (level.rounded(.up) - level)))
    var marks: [Mark] = []
    var index = (indices.lowerBound + fine - 1) / fine * fine
    while index <= indices.upperBound {
      let alpha = index % coarse == 0 ? 1 : fadeIn
      if alpha > 0 { marks.append(Mark(index: index, alpha: alpha)) }
      index += fine
    }
    return marks
  }

  /// The text of the label for a timestamp: "MMM d" for daily data, "HH:mm" for intraday data.
  public static func text(forX x: Double, intraday: Bool) -> String {
    let date = CalendarDate(milliseconds: x)
    return intraday ? date.hourMinute : date.monthDay
  }
}
