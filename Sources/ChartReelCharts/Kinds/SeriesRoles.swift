/// The series a kind's data is made of, by role, when the kind fixes them: candles are open,
/// high, low and close.
///
/// A scene's CSV `data` names their columns under `key` (`"candles": {"open": "o", …}`); the
/// series take the roles as ids and `names` as names, and the data declares `kind`.
package struct SeriesRoles: Sendable {
  /// The kind the data is drawn as.
  package let kind: ChartKind
  /// The key of a CSV `data` object that names the columns.
  package let key: String
  /// The roles, in the order of the series: the keys under `key` and the series' ids.
  package let roles: [String]
  /// The series' names (the tooltip's), one per role.
  package let names: [String]

  package init(kind: ChartKind, key: String, roles: [String], names: [String]) {
    self.kind = kind
    self.key = key
    self.roles = roles
    self.names = names
  }
}

/// A point a kind cannot draw: the series (by position) and the point at fault, and why.
package struct PointProblem: Sendable, Equatable {
  package var series: Int
  package var index: Int
  package var message: String

  package init(series: Int, index: Int, message: String) {
    self.series = series
    self.index = index
    self.message = message
  }
}

extension ChartKinds {
  /// The kinds whose series have fixed roles, for the scene decoder's CSV keys.
  package static var seriesRoles: [SeriesRoles] { all.compactMap(\.seriesRoles) }
}

extension ChartData {
  /// The data with the series of `roles`: their ids the roles, their names the roles' names,
  /// the kind declared; not checked.
  package func taking(_ roles: SeriesRoles) -> ChartData {
    var data = self
    for (index, role) in roles.roles.enumerated() where data.series.indices.contains(index) {
      data.series[index].id = role
      data.series[index].name = roles.names[index]
    }
    data.declaredKind = roles.kind
    return data
  }

  /// The first point the data's kind cannot draw (`ChartKindBehavior.pointProblem`), or nil.
  package var pointProblem: PointProblem? { kind.behavior.pointProblem(self) }

  /// Why the data's series do not fit its kind — the series' count against its roles, or a
  /// point it cannot draw — as a key path (`low[3]`) and message; nil when they fit.
  var kindProblem: (key: String, message: String)? {
    let behavior = kind.behavior
    if let roles = behavior.seriesRoles?.roles, series.count != roles.count {
      return (
        "series",
        "expected \(roles.count) series for \(kind) (\(roles.joined(separator: ", "))), found \(series.count)"
      )
    }
    guard let problem = behavior.pointProblem(self), series.indices.contains(problem.series)
    else { return nil }
    return ("\(series[problem.series].id)[\(problem.index)]", problem.message)
  }
}
