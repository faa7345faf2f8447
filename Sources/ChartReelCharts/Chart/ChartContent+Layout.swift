import ChartReelCore

extension ChartContent {
  /// The chart laid out in `frame`: what its renderer draws in, and what gestures find the plot
  /// with.
  ///
  /// A day zoomed into is laid out with its own `data` (its own legend). A chart in an aligned group
  /// (`alignment`) shares its type scale and lines its plot up with the others'. The header's dates
  /// (in `locale`'s digits) stand beside the title when they fit there, else under it.
  package func layout(
    in frame: Rect, direction: LayoutDirection, measurer: any TextMeasuring,
    data: ChartData? = nil, alignment: ChartAlignment? = nil, locale: String? = nil
  ) -> ChartLayout {
    let data = data ?? self.data
    let sample = XAxisLabels.text(forX: data.x[0], intraday: data.isIntraday)
    let dates = HeaderDates.widest(
      data: data, windows: [.full, initialWindow],
      timeOfDay: data.kind.behavior.xAxis == .timeOfDay,
      format: LabelFormat(locale: locale), measurer: measurer)
    return ChartLayout(
      frame: frame, title: title, seriesNames: data.series.map(\.name),
      showsMinimap: showsMinimap,
      showsLegend: showsLegend && data.kind.behavior.legend == .seriesPills,
      sampleLabel: sample.count >= 6 ? sample : "Mmm 00", direction: direction,
      measurer: measurer, alignment: alignment, dates: dates)
  }
}
