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

  /// The behaviour of `kind`, or nil for a name no kind has.
  static func registered(_ kind: ChartKind) -> (any ChartKindBehavior)? { byName[kind] }

  /// The kinds a scene may choose for any data of series (those with a `choice`): lines, the
  /// kind of any data, first; then the others in the registry's order.
  static let choosable: [ChartKind] = {
    let lines = LineKind().kind
    return [lines] + all.filter { $0.choice != nil && $0.kind != lines }.map(\.kind)
  }()

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
