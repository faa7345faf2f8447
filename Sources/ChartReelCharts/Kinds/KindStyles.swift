/// How much of the x axis one point of a kind takes.
///
/// Asked by the plot's x range, the indicator's card and the y labels' contrast.
enum XExtent: Sendable {
  /// A point sits at its x (lines, areas): the x range runs from the first point to the last.
  case points
  /// Each point owns one x-step (bars, candles): the x range is widened by half a step at each
  /// end so the edge points are whole, and the card keeps clear of the point's half step.
  case steps
}

/// What the x values mean, and so how the x axis, the header and the probe write them.
enum XAxisStyle: Sendable {
  /// Dates (or times) of the data's own spacing.
  case dates
  /// Times of one day, from 00:00 to 24:00 (a timeline): labels and header show hours, the
  /// probe minutes.
  case timeOfDay
}

/// What the y axis reads.
enum YAxisStyle: Sendable {
  /// The series' values, in their format ("$1.5K", "12 °C").
  case values
  /// Shares of 100 % (percentage areas): no series format, and the y labels over fills read
  /// against the shares' stacks.
  case shares
}

/// How hiding a series moves the y-range.
enum Stacking: Sendable {
  /// Each series is drawn on its own: a series leaves the y-range as soon as it starts to hide.
  case none
  /// Series are stacked by value × alpha: a hiding series counts by its alpha, so the stack
  /// shrinks with it.
  case byAlpha
}

/// Where the grid lies against the data, and what the y labels are read over.
enum GridStyle: Sendable {
  /// Under the data (lines, candles, timelines).
  case underData
  /// Over the data, the labels in the axis colour.
  case overData
  /// Over filled bands (bars, areas): a y label at the reading edge over a band takes the axis
  /// colour pushed until it reads against the band (`gridLabelColor(atY:)`).
  case overFills

  /// Whether the grid is drawn after the data.
  var isOverData: Bool { self != .underData }
}

/// What the indicator draws at the selected point, besides the card.
enum IndicatorStyle: Sendable {
  /// A vertical line and a ring on each visible series (lines).
  case lineAndRings
  /// A vertical line (areas).
  case line
  /// Nothing: the marks show the selection by their colours (bars, candles).
  case none
}

/// How the mini-map draws the kind's data.
enum MinimapStyle: Sendable {
  /// Lines kept by pixel column (`MinimapColumns`, worked out once per compiled chart), with room above
  /// and below so strokes are whole.
  case lines
  /// The kind's marks with room above and below so strokes are whole (candles).
  case padded
  /// The kind's marks from edge to edge (bars, areas).
  case flush

  /// Whether the mini-map keeps room above and below its data.
  var isPadded: Bool { self != .flush }
}

/// How a chart of the kind zooms into a day (`ZoomTransition`).
enum ZoomStyle: Sendable {
  /// The overview's lines are gone half way while the day's lines grow from the pivot in x and
  /// y (when the day has the same series) and appear from 30 % of the way.
  case lines
  /// The overview fades while the day's marks grow from the pivot in x.
  case grows
  /// The chart zooms into a day as the pie of its week, and turns into a pie (percentage
  /// areas): the overview fades over the pie, which does not grow.
  case weekPie
}

/// What the legend shows.
enum LegendStyle: Sendable {
  /// A pill per series, which hides and shows it.
  case seriesPills
  /// No pills (the series are parts of one mark: candles).
  case none
}

/// How the filled bands of several series share a period, as the y labels over them read it.
enum FillLayout: Sendable {
  /// Stacked, the first series at the bottom (stacked bars, areas, one series of bars).
  case stacked
  /// Side by side, each series in its slot of the period (`BarGroup`): bars of several series.
  case sideBySide
}
