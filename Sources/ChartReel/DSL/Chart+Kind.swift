import Foundation

extension Chart {
  /// Draws the chart's data as `kind` — `.line`, `.bar`, `.stackedBar`, `.area` or
  /// `.percentArea` — whatever its file's types said, as a scene's `"data": {"kind": …}` does.
  ///
  /// ```swift
  /// Chart(id: "energy", data: try ChartData(rows: rows)).kind(.stackedBar)
  /// ```
  ///
  /// A kind that stacks its series drops two y-axes; the scene's checks refuse a kind that is
  /// not one of `ChartKind.choosable`.
  public func kind(_ kind: ChartKind) -> Self {
    modifiedContent(ChartContent.self) { $0.data = $0.data.drawn(as: kind) }
  }

  /// Puts each of the chart's two series on its own y-axis (`"twoAxes": true`); the scene's
  /// checks refuse it for a count of series other than two ("two y-axes need two series, found
  /// 3") and for stacked kinds.
  public func twoAxes(_ twoAxes: Bool = true) -> Self {
    modifiedContent(ChartContent.self) { $0.data = $0.data.twoAxes(twoAxes) }
  }
}

extension ChartRow {
  /// A row of long data at `date`.
  public init(date: Date, series: String, value: Double) {
    self.init(x: date.chartX, series: series, value: value)
  }
}
