import ChartReelCore

extension ChartData {
  /// Why this data cannot be drawn — its key path (`x[2]`, `series[0].values`) and message —
  /// or nil when it can.
  ///
  /// The rules of `ChartDataRules`, as the decoders apply them to data files: at least two
  /// points; x values dates from the year 1 to 9999, strictly increasing; at least one series,
  /// each with a unique id and one value per x value, finite (NaN for a gap) from −10¹⁵ to 10¹⁵,
  /// not all gaps; at most `InputLimits.dataPoints` points and `InputLimits.dataValues` values;
  /// then a chosen kind and two axes (`choiceProblem`), then the rules of the data's kind
  /// (`kindProblem`: candles' prices). Data with a payload
  /// (a timeline's intervals) is checked by the payload's rules instead (`ChartKindPayload`).
  /// `ChartData(x:series:)` throws it; the scene's checks report it for data changed later.
  package var problem: (key: String, message: String)? {
    if let payload { return payload.value.problem }
    let values = x.count.multipliedReportingOverflow(by: series.count + 1)
    if let message = ChartDataRules.sizeProblem(
      points: x.count, values: values.overflow ? .max : values.partialValue)
    {
      return ("x", message)
    }
    if let message = ChartDataRules.pointCountProblem(x.count) { return ("x", message) }
    guard !series.isEmpty else {
      return ("series", "expected at least one series besides x, found none")
    }
    for (index, value) in x.enumerated() {
      if let message = ChartDataRules.xProblem(value) { return ("x[\(index)]", message) }
    }
    if let index = ChartDataRules.firstOutOfOrder(x) {
      return (
        "x[\(index)]", ChartDataRules.orderMessage(x, at: index) { x[$0].formattedForMessage }
      )
    }
    if let problem = columnProblem { return problem }
    for (position, item) in series.enumerated() {
      let path = "series[\(position)].values"
      guard item.values.count == x.count else {
        return (
          path,
          "series \"\(item.id.excerpt())\" has \(item.values.count) values but x has \(x.count); expected the same length"
        )
      }
      for (index, value) in item.values.enumerated() where !value.isNaN {
        if let message = ChartDataRules.valueProblem(value) {
          return ("\(path)[\(index)]", message)
        }
      }
      if !ChartDataRules.hasValues(item.values) {
        return (
          path,
          "series \"\(item.id.excerpt())\" holds only gaps (NaN); expected at least one number"
        )
      }
    }
    return choiceProblem ?? kindProblem
  }

  /// The first series id that two series share, or a series id or name that is too long.
  package var columnProblem: (key: String, message: String)? {
    guard series.count <= InputLimits.seriesPerChart else {
      return (
        "series",
        "\(InputLimits.grouped(series.count)) series in one chart; expected at most \(InputLimits.grouped(InputLimits.seriesPerChart)) (see docs/limits.md)"
      )
    }
    var seen = Set<String>()
    for (position, item) in series.enumerated() {
      guard seen.insert(item.id).inserted else {
        return ("series[\(position)].id", ChartDataRules.duplicateMessage(item.id))
      }
      for (key, text) in [("id", item.id), ("name", item.name)] {
        if let message = ChartDataRules.nameProblem(text) {
          return ("series[\(position)].\(key)", message)
        }
      }
    }
    return nil
  }

  /// `problem` as one line, `key: message`; nil when the data can be drawn.
  package var shapeProblem: String? { problem.map { "\($0.key): \($0.message)" } }
}
