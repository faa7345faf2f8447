import ChartReelCore

/// One row of long (tidy) data, as pandas, R and SQL export it: a date, the series it belongs to
/// and its value.
public struct ChartRow: Equatable, Sendable {
  /// Milliseconds since 1970-01-01 UTC.
  public var x: Double
  /// The series' id (and, unless renamed, its legend name).
  public var series: String
  /// The value; NaN for a gap.
  public var value: Double

  /// A row of `series` at `x`.
  public init(x: Double, series: String, value: Double) {
    self.x = x
    self.series = series
    self.value = value
  }
}

/// Long data turned wide: one series per distinct series id, in order of first appearance,
/// over the sorted distinct dates; a missing (x, series) pair is a gap.
///
/// The one definition of the rule, shared by the CSV decoder (`"pivot"`) and
/// `ChartData(rows:)`.
package struct Pivot: Sendable {
  /// Why rows cannot be pivoted.
  package enum Failure: Error, Equatable {
    /// An (x, series) pair given twice: the rows (counted from 0) that give it.
    case repeated(first: Int, second: Int)
    /// The wide data would pass `InputLimits.dataValues` (`ChartDataRules.sizeProblem` says
    /// so): checked before each series is made, so a file of distinct names never allocates
    /// a series per name over every date.
    case tooLarge(points: Int, values: Int)
  }

  /// The distinct dates, increasing.
  package var x: [Double]
  /// The distinct series ids, in order of first appearance.
  package var ids: [String]
  /// Each series' values, one per date, NaN where no row gives one.
  package var values: [[Double]]

  /// Pivots `count` rows read through `x`, `series` and `value`; fails at the first (x, series)
  /// pair that a row repeats, or as soon as the wide data would hold more than `valueLimit`
  /// values.
  package static func make(
    count: Int, x: (Int) -> Double, series: (Int) -> String, value: (Int) -> Double,
    valueLimit: Int = InputLimits.dataValues
  ) -> Result<Pivot, Failure> {
    var dates = (0..<count).map(x)
    dates.sort()
    var unique: [Double] = []
    unique.reserveCapacity(dates.count)
    for date in dates where unique.last != date { unique.append(date) }
    var position: [Double: Int] = [:]
    position.reserveCapacity(unique.count)
    for (index, date) in unique.enumerated() { position[date] = index }
    var ids: [String] = []
    var seriesIndex: [String: Int] = [:]
    var values: [[Double]] = []
    var rowAt: [[Int32]] = []
    for row in 0..<count {
      let id = series(row)
      let s: Int
      if let known = seriesIndex[id] {
        s = known
      } else {
        s = ids.count
        let size = unique.count.multipliedReportingOverflow(by: s + 2)
        if size.overflow || size.partialValue > valueLimit {
          return .failure(
            .tooLarge(points: unique.count, values: size.overflow ? .max : size.partialValue))
        }
        seriesIndex[id] = s
        ids.append(id)
        values.append(Array(repeating: .nan, count: unique.count))
        rowAt.append(Array(repeating: -1, count: unique.count))
      }
      guard let i = position[x(row)] else { continue }
      if rowAt[s][i] >= 0 { return .failure(.repeated(first: Int(rowAt[s][i]), second: row)) }
      rowAt[s][i] = Int32(truncatingIfNeeded: row)
      values[s][i] = value(row)
    }
    return .success(Pivot(x: unique, ids: ids, values: values))
  }
}

extension ChartDataRules {
  /// `line 52 repeats line 7: 2006-01-01 for "Fossil Fuels"`: a row of long data giving an
  /// (x, series) pair an earlier row gave; `place` and `earlier` name the rows, `x` is the date
  /// as written.
  package static func repeatMessage(
    _ place: String, repeats earlier: String, x: String, series: String
  ) -> String {
    "\(place) repeats \(earlier): \(x) for \"\(series.excerpt())\""
  }
}

extension ChartData {
  /// Chart data from long (tidy) rows: one series per distinct `series` id in order of first
  /// appearance, named by its id and coloured from the default palette, over the sorted
  /// distinct dates; a date a series has no row for is a gap.
  ///
  /// Throws when two rows give the same date for one series (`rows[51]`: "row 51 repeats
  /// row 6: 2006-01-01 for "Fossil Fuels""), then as `init(x:series:)` does.
  public init(rows: [ChartRow]) throws(InputError) {
    let pivot = Pivot.make(
      count: rows.count, x: { rows[$0].x }, series: { rows[$0].series }, value: { rows[$0].value })
    switch pivot {
    case .failure(.repeated(let first, let second)):
      let date = CalendarDate(milliseconds: rows[second].x)
      throw InputError(
        file: Self.source, keyPath: "rows[\(second)]",
        message: ChartDataRules.repeatMessage(
          "row \(second)", repeats: "row \(first)", x: date.isoText, series: rows[second].series))
    case .failure(.tooLarge(let points, let values)):
      throw InputError(
        file: Self.source, keyPath: "rows",
        message: "pivoted, "
          + (ChartDataRules.sizeProblem(points: points, values: values) ?? "is too large"))
    case .success(let pivot):
      let series = pivot.ids.enumerated().map { position, id in
        ChartSeries(
          id: id, name: id, color: SeriesColors.color(at: position), kind: .line,
          values: pivot.values[position])
      }
      try self.init(x: pivot.x, series: series)
    }
  }
}

extension CalendarDate {
  /// "2006-01-01", or "2006-01-01T13:45" for a time of day, as ISO 8601 writes it.
  var isoText: String {
    func two(_ value: Int) -> String { (value < 10 ? "0" : "") + "\(value)" }
    let date = "\(year)-\(two(month))-\(two(day))"
    return hour == 0 && minute == 0 && second == 0 ? date : "\(date)T\(hourMinute)"
  }
}
