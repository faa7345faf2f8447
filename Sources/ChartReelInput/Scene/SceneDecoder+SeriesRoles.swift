import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The kinds whose CSV columns a `data` object names by role under one key (`"candles":
  /// {"open": "o", "high": "h", "low": "l", "close": "c"}`), from the kinds' registry.
  static var roleKinds: [SeriesRoles] { ChartKinds.seriesRoles }

  /// Reads the columns of `roles` at `field` as series requests, in the roles' order; nil
  /// after reporting why they are not usable.
  static func decodeRoleRequests(_ field: JSONField, _ roles: SeriesRoles) -> [SeriesRequest]? {
    guard let object = field.object(allowed: roles.roles) else { return nil }
    var requests: [SeriesRequest] = []
    for (position, role) in roles.roles.enumerated() {
      guard
        let columnField = object.required(
          role, "the name of the CSV column of the \(role) values (\(roles.kind))"),
        let column = columnField.string()
      else { continue }
      requests.append(
        SeriesRequest(
          column: column, columnField: columnField, name: roles.names[position], color: nil))
    }
    return requests.count == roles.roles.count ? requests : nil
  }

  /// The CSV chart's series in their `roles`; throws at the line and column of the first point
  /// the kind cannot draw.
  static func taking(_ roles: SeriesRoles, _ chart: ChartData, table: CSVTable, columns: [Int])
    throws(InputError) -> ChartData
  {
    let data = chart.taking(roles)
    if let problem = data.pointProblem {
      let place =
        columns.indices.contains(problem.series)
        ? table.place(row: problem.index, column: columns[problem.series]) : ""
      throw InputError(file: table.file, keyPath: place, message: problem.message)
    }
    return data
  }
}
