extension ChartKind {
  /// The kinds any data of series can be drawn as, whatever its file says: what a scene's
  /// `data.kind` and `ChartData.drawn(as:)` choose from — lines, bars, stacked bars, areas and
  /// percentage areas (those of `ChartKinds` with a `choice`, lines first).
  public static let choosable: [ChartKind] = ChartKinds.choosable

  /// Whether each series keeps its own y-axis on a chart of this kind (its `choice`): lines and
  /// bars; stacked kinds share one axis, and a kind no scene can choose has one.
  var allowsTwoAxes: Bool { ChartKinds.registered(self)?.choice?.ownAxes ?? false }
}

extension ChartDataRules {
  /// Why `name` cannot be chosen as a chart's kind, or nil when it is one of
  /// `ChartKind.choosable`: "expected one of …, found "stacked-bars"; did you mean "stackedBar"?".
  package static func kindNameProblem(_ name: String) -> String? {
    let names = ChartKind.choosable.map(\.rawValue)
    guard !names.contains(name) else { return nil }
    let listed = names.map { "\"\($0)\"" }.joined(separator: ", ")
    let found = "expected one of \(listed), found \"\(name.excerpt())\""
    // Kinds a chart reaches another way: say how.
    let lowered = name.lowercased()
    if let route = ChartKinds.all.lazy.compactMap(\.route).first(where: {
      $0.names.contains(lowered)
    }) {
      return found + "; " + route.hint
    }
    let squeezed = name.filter { $0.isLetter }.lowercased()
    let suggestion =
      (names.first { $0.lowercased() == squeezed }
      ?? names.first { squeezed.hasPrefix($0.lowercased()) && squeezed.count <= $0.count + 1 }
      ?? names.closest(to: name)).map { "; did you mean \"\($0)\"?" } ?? ""
    return found + suggestion
  }

  /// Why data of `count` series cannot have two y-axes, or nil when it can (exactly two):
  /// "two y-axes need two series, found 3".
  package static func twoAxesProblem(seriesCount count: Int) -> String? {
    count == 2 ? nil : "two y-axes need two series, found \(count)"
  }

  /// Why a chart of `kind` cannot have two y-axes, or nil when it can (lines and bars).
  package static func twoAxesProblem(kind: ChartKind) -> String? {
    kind.allowsTwoAxes
      ? nil
      : "two y-axes need lines or bars; \"\(kind)\" stacks its series on one axis"
  }
}

extension ChartData {
  /// The same data drawn as `kind`, one of `ChartKind.choosable`, whatever its file's types
  /// said: its series become lines, bars or areas, stacked or to 100 % as the kind draws them;
  /// a kind that stacks them drops two y-axes.
  ///
  /// `ChartData.problem` (and so the scene's checks) refuses a kind that is not choosable.
  public func drawn(as kind: ChartKind) -> ChartData {
    var data = self
    // A kind no scene can choose (refused by `problem`) draws lines meanwhile.
    let choice = ChartKinds.registered(kind)?.choice ?? SeriesChoice(series: .line)
    for index in data.series.indices { data.series[index].kind = choice.series }
    data.stacked = choice.stacked
    data.percentage = choice.percentage
    data.declaredKind = kind
    // Stacked kinds share one axis: the file's two axes (`y_scaled`) go.
    if !choice.ownAxes { data.yScaled = false }
    return data
  }

  /// The same data with one y-axis per series (`true`, two series only), or one shared axis.
  public func twoAxes(_ twoAxes: Bool = true) -> ChartData {
    var data = self
    data.yScaled = twoAxes
    return data
  }

  /// Why the data's chosen kind, formats or axes cannot be drawn — a kind that is not
  /// choosable, a series format with a bad currency code, two axes on a count of series other
  /// than two or on a stacked kind — or nil.
  var choiceProblem: (key: String, message: String)? {
    if let declaredKind, payload == nil, declaredKind.behavior.seriesRoles == nil,
      let message = ChartDataRules.kindNameProblem(declaredKind.rawValue)
    {
      return ("kind", message)
    }
    for (index, item) in series.enumerated() {
      if let text = item.format?.text, let message = ChartDataRules.formatProblem(text) {
        return ("series[\(index)].format", message)
      }
    }
    guard yScaled else { return nil }
    if let message = ChartDataRules.twoAxesProblem(seriesCount: series.count) {
      return ("twoAxes", message)
    }
    if let message = ChartDataRules.twoAxesProblem(kind: kind) { return ("twoAxes", message) }
    return nil
  }
}
