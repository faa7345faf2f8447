/// The registry of chart kinds: every kind a chart can be drawn as, in the order they are
/// asked whether they recognise a chart's data.
///
/// Adding a kind is a folder of new files (its `ChartKindBehavior` and its marks) and one line
/// in `all`.
package enum ChartKinds {
  /// Every kind, in the order they are asked to recognise data; lines, which take any data,
  /// come last.
  static let all: [any ChartKindBehavior] = [
    BarKind(),
    StackedBarKind(),
    AreaKind(),
    PercentAreaKind(),
    PieKind(),
    TimelineKind(),
    CandlestickKind(),
    LineKind(),
  ]

  private static let byName: [ChartKind: any ChartKindBehavior] = Dictionary(
    all.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })

  /// The behaviour of `kind`; lines for a name no kind has.
  static func behavior(of kind: ChartKind) -> any ChartKindBehavior {
    byName[kind] ?? LineKind()
  }

  /// The first kind that recognises `data`; lines when none does.
  static func recognising(_ data: ChartData) -> any ChartKindBehavior {
    all.first { $0.recognises(data) } ?? LineKind()
  }
}

extension ChartKind {
  /// What this kind decides when a chart is drawn, from the registry.
  var behavior: any ChartKindBehavior { ChartKinds.behavior(of: self) }
}

extension ChartKind {
  /// Whether a chart of this kind turns into a pie, and zooms into a day as the pie of its
  /// week (percentage areas).
  package var turnsIntoPie: Bool { behavior.zoom == .weekPie }
}
