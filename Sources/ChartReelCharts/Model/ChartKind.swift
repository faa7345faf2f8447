/// How a chart draws its data, read from the data's series types and flags.
public enum ChartKind: String, Equatable, Sendable, CaseIterable {
  /// Lines, one per series (two y-axes when the data is `y_scaled`).
  case line
  /// One series of bars.
  case bar
  /// Bars stacked by value × alpha.
  case stackedBar
  /// Stacked areas.
  case area
  /// Areas stacked to 100 % at every x.
  case percentArea
  /// A percentage chart shown as a pie of the window's shares.
  case pie
  /// Intervals on a 24-hour axis.
  case timeline
}

extension ChartData {
  /// The kind the data asks for: bars when its series are bars (stacked when the data says
  /// so, or when there are several), areas stacked to 100 % for `percentage`, lines otherwise.
  public var kind: ChartKind {
    let kinds = Set(series.map(\.kind))
    if kinds == [.bar] { return stacked || series.count > 1 ? .stackedBar : .bar }
    if kinds == [.area] { return percentage ? .percentArea : .area }
    return .line
  }
}
