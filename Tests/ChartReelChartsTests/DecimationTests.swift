import ChartReelCore
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Drawing many points by pixel column: the min/max index against a scan, the column edges
/// against a linear search, and M4 and the band exact: every pixel column drawn holds the
/// data's own minimum and maximum of that column.
@Suite struct DecimationTests {
  /// Values with runs of equal values and gaps, so ties and NaN are exercised.
  static func values(_ count: Int, _ random: inout SeededGenerator) -> [Double] {
    (0..<count).map { _ in
      switch Int.random(in: 0..<10, using: &random) {
      case 0: return .nan
      case 1, 2: return 5
      default: return Double(Int.random(in: -50...50, using: &random))
      }
    }
  }

  /// The first lowest and first highest position in `range`, by a scan.
  static func scan(_ values: [Double], _ range: ClosedRange<Int>) -> (min: Int, max: Int)? {
    var low: Int?
    var high: Int?
    for i in range where !values[i].isNaN {
      if low == nil || values[i] < values[low!] { low = i }
      if high == nil || values[i] > values[high!] { high = i }
    }
    guard let low, let high else { return nil }
    return (low, high)
  }

  @Test func minMaxIndexFindsTheFirstExtremesOfAnyRange() {
    var random = SeededGenerator(seed: 21)
    for count in [1, 2, 31, 32, 33, 64, 65, 100, 1_000, 5_000] {
      let values = Self.values(count, &random)
      let index = MinMaxIndex(values)
      for _ in 0..<400 {
        let a = Int.random(in: 0..<count, using: &random)
        let b = Int.random(in: 0..<count, using: &random)
        let range = min(a, b)...max(a, b)
        let expected = Self.scan(values, range)
        let found = index.extremes(in: range)
        #expect(found?.min == expected?.min && found?.max == expected?.max, "\(count) \(range)")
      }
    }
  }

  @Test func columnEdgesAreFoundAsByALinearSearch() {
    var random = SeededGenerator(seed: 22)
    for _ in 0..<200 {
      var x: [Double] = []
      var value = 0.0
      for _ in 0..<Int.random(in: 1...500, using: &random) {
        // Uneven steps, with long holes now and then.
        value += Bool.random(using: &random) ? 1 : Double(Int.random(in: 1...200, using: &random))
        x.append(value)
      }
      for _ in 0..<20 {
        let from = Int.random(in: 0..<x.count, using: &random)
        let last = Int.random(in: from..<x.count, using: &random)
        let target = Double.random(in: -5...(value + 5), using: &random)
        let expected = (from...last).first { x[$0] >= target } ?? last + 1
        let found = x.withUnsafeBufferPointer {
          Decimation.firstIndex(in: $0, from: from, through: last, atLeast: target)
        }
        #expect(found == expected)
      }
    }
  }

  /// Random data under random transforms: each pixel column's points, found by their pixel x,
  /// have the same minimum and maximum among the points M4 picks as among all of them.
  @Test(arguments: [false, true])
  func m4KeepsEveryColumnsMinimumAndMaximum(mirrored: Bool) {
    var random = SeededGenerator(seed: mirrored ? 24 : 23)
    for _ in 0..<60 {
      let count = Int.random(in: 200...20_000, using: &random)
      var x: [Double] = []
      var t = 1e12
      for _ in 0..<count {
        t += Double(Int.random(in: 1...(Bool.random(using: &random) ? 3 : 60), using: &random))
        x.append(t)
      }
      let values = Self.values(count, &random)
      let a = Int.random(in: 0..<count, using: &random)
      let b = Int.random(in: 0..<count, using: &random)
      let points = min(a, b)...max(a, b)
      let width = Double(Int.random(in: 20...400, using: &random)) + 0.5
      let transform = PlotTransform(
        xLower: x[points.lowerBound], xUpper: x[points.upperBound], yRange: ValueRange(-50, 50),
        rect: Rect(x: 10.25, y: 0, width: width, height: 100), mirrored: mirrored)
      let index = MinMaxIndex(values)
      let picked = Decimation.indices(x: x, index: index, points: points, transform: transform)
      #expect(picked == picked.sorted() && Set(picked).count == picked.count)
      #expect(picked.first == points.lowerBound && picked.last == points.upperBound)
      let columns = Decimation.columns(x: x, index: index, points: points, transform: transform)
      // The columns cover the points in order, without overlap.
      #expect(columns.first?.first == points.lowerBound)
      #expect(columns.last?.last == points.upperBound)
      for (c, d) in zip(columns, columns.dropFirst()) { #expect(d.first == c.last + 1) }
      let pickedSet = Set(picked)
      for column in columns {
        let all = (column.first...column.last).map { values[$0] }.filter { !$0.isNaN }
        let drawn = (column.first...column.last).filter(pickedSet.contains).map { values[$0] }
          .filter { !$0.isNaN }
        #expect(all.min() == drawn.min() && all.max() == drawn.max())
        #expect(column.low.map { values[$0] } == all.min())
        #expect(column.high.map { values[$0] } == all.max())
        // Every point of a column lies within its edges.
        for i in [column.first, column.last] {
          #expect(x[i] >= column.lower - 1e-6 || column.first == points.lowerBound)
          #expect(x[i] < column.upper + 1e-6 || column.last == points.upperBound)
        }
      }
      if points.count <= 2 * Decimation.columnCount(transform) {
        #expect(picked == Array(points))
      }
    }
  }

  /// The band covers, in each column, the column's lowest to highest value, widened by half the
  /// line's width, and breaks at a column of gaps.
  @Test func theBandSpansEachColumnsExtremes() {
    let count = 40_000
    let x = (0..<count).map { Double($0) }
    var values = (0..<count).map { sin(Double($0) / 700) * 40 + Double($0 % 13) }
    for i in 20_000..<20_400 { values[i] = .nan }
    let transform = PlotTransform(
      xLower: 0, xUpper: Double(count - 1), yRange: ValueRange(-60, 60),
      rect: Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(Decimation.drawsBand(0...(count - 1), transform))
    let columns = Decimation.columns(
      x: x, index: MinMaxIndex(values), points: 0...(count - 1), transform: transform)
    let band = Decimation.band(columns: columns, values: values, transform: transform, lineWidth: 2)
    var ys: [Double] = []
    var subpaths = 0
    for element in band.elements {
      switch element {
      case .move(let point):
        subpaths += 1
        ys.append(point.y)
      case .line(let point): ys.append(point.y)
      default: break
      }
    }
    let all = values.filter { !$0.isNaN }
    #expect(abs(ys.min()! - (transform.y(all.max()!) - 1)) < 1e-9)
    #expect(abs(ys.max()! - (transform.y(all.min()!) + 1)) < 1e-9)
    #expect(subpaths == 2)
    // Two points per column: the top edge and the bottom edge.
    #expect(ys.count == 2 * columns.filter { $0.low != nil }.count)
  }

  @Test func minimapColumnsFitOnlyTheirOwnMapping() throws {
    let count = 10_000
    let x = (0..<count).map { 1e12 + Double($0) * 60_000 }
    let data = try ChartData(
      x: x,
      series: [
        ChartSeries(
          id: "y0", name: "Y", color: .black, kind: .line,
          values: (0..<count).map { Double($0 % 97) })
      ])
    let indexes = RangeIndexes(data: data, kind: .line)
    let rect = Rect(x: 16, y: 600, width: 1248, height: 40)
    let cached = MinimapColumns(data: data, indexes: indexes, rect: rect, mirrored: false)!
    let same = PlotTransform(
      xLower: x[0], xUpper: x[count - 1], yRange: ValueRange(3, 9), rect: rect)
    #expect(cached.fits(same))
    #expect(
      cached.series[0]
        == Decimation.columns(
          x: x, index: indexes.index(ofSeries: 0), points: 0...(count - 1), transform: same))
    let mirrored = PlotTransform(
      xLower: x[0], xUpper: x[count - 1], yRange: ValueRange(3, 9), rect: rect, mirrored: true)
    #expect(!cached.fits(mirrored))
    #expect(
      MinimapColumns(
        data: data, indexes: indexes, rect: Rect(x: 0, y: 0, width: 9_000, height: 9),
        mirrored: false)
        == nil)
  }
}
