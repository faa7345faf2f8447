import ChartReelCore

/// A chart's place in a group of charts that line up (`AlignedGroups`): the type scale the group
/// shares, and where the plot starts and ends so that plots side by side line up.
///
/// Every chart of a group takes the smallest unit any of them would take alone, and the
/// smallest legend scale; charts whose frames start level start their plots at the lowest of
/// their tops, and charts whose frames end level end them at the highest of their bottoms.
package struct ChartAlignment: Sendable, Equatable {
  /// Pixels per dp, the group's.
  package var unit: Double
  /// The plot's top, in pixels below the frame's top.
  package var plotTop: Double
  /// The plot's bottom, in pixels above the frame's bottom.
  package var plotBottom: Double
  /// The largest scale the legend's pills take (see `LegendLayout`).
  package var legendScale: Double
  /// Whether the chart keeps its mini-map: as it would alone (a frame too short gives it up).
  package var showsMinimap = true

  /// Each member's place in a group of `members`, in their order; nil for a member that is not
  /// a chart.
  static func places(
    _ members: [AlignedGroups.Member], direction: LayoutDirection, locale: String? = nil,
    measurer: any TextMeasuring
  ) -> [ChartAlignment?] {
    let charts = members.map { $0.node.content as? ChartContent }
    let alone = zip(charts, members).map { chart, member in
      chart?.layout(in: member.frame, direction: direction, measurer: measurer, locale: locale)
    }
    guard let unit = alone.compactMap({ $0?.unit }).min() else { return charts.map { _ in nil } }
    let minimaps = alone.map { $0?.minimap != nil }
    func layouts(_ place: ChartAlignment) -> [ChartLayout?] {
      charts.indices.map { index in
        var place = place
        place.showsMinimap = minimaps[index]
        return charts[index]?.layout(
          in: members[index].frame, direction: direction, measurer: measurer, alignment: place,
          locale: locale)
      }
    }
    // The legend's scale at the shared unit, then the smallest of those.
    let shared = ChartAlignment(unit: unit, plotTop: 0, plotBottom: 0, legendScale: 1)
    let scales = layouts(shared).compactMap { $0?.legend }.filter { !$0.pills.isEmpty }
    let legendScale = scales.map(\.scale).min() ?? 1
    let own = layouts(
      ChartAlignment(unit: unit, plotTop: 0, plotBottom: 0, legendScale: legendScale))
    // The lowest plot top of the charts whose frames start level, and the highest plot
    // bottom of those whose frames end level.
    var tops: [Double: Double] = [:]
    var bottoms: [Double: Double] = [:]
    for (layout, member) in zip(own, members) {
      guard let plot = layout?.plot else { continue }
      tops[member.frame.minY] = max(tops[member.frame.minY] ?? 0, plot.minY - member.frame.minY)
      bottoms[member.frame.maxY] = max(
        bottoms[member.frame.maxY] ?? 0, member.frame.maxY - plot.maxY)
    }
    return members.indices.map { index in
      guard charts[index] != nil else { return nil }
      let frame = members[index].frame
      return ChartAlignment(
        unit: unit, plotTop: tops[frame.minY] ?? 0, plotBottom: bottoms[frame.maxY] ?? 0,
        legendScale: legendScale, showsMinimap: minimaps[index])
    }
  }
}

extension ChartContent {
  package static var alignsInGroups: Bool { true }

  package static func alignedPlaces(
    _ members: [AlignedGroups.Member], canvas: Canvas, measurer: any TextMeasuring
  ) -> [(any Sendable)?] {
    ChartAlignment.places(
      members, direction: canvas.direction, locale: canvas.locale, measurer: measurer)
  }
}
