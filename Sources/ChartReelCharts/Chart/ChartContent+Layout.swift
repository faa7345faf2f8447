import ChartReelCore

extension ChartContent {
  /// The chart laid out in `frame`: what its renderer draws in, and what gestures find the plot
  /// with.
  public func layout(
    in frame: Rect, direction: LayoutDirection, measurer: any TextMeasuring
  ) -> ChartLayout {
    let sample = XAxisLabels.text(forX: data.x[0], intraday: data.isIntraday)
    return ChartLayout(
      frame: frame, title: title, seriesNames: data.series.map(\.name),
      showsMinimap: showsMinimap, showsLegend: showsLegend,
      sampleLabel: sample.count >= 6 ? sample : "Mmm 00", direction: direction,
      measurer: measurer)
  }
}
