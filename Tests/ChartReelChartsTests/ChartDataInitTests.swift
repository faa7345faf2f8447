import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Testing

/// `ChartData(x:series:)` checks what it is given and throws `InputError` — never traps — with
/// the messages the data-file decoders give for the same rule.
@Suite struct ChartDataInitTests {
  static func series(_ values: [Double], id: String = "y0") -> ChartSeries {
    ChartSeries(id: id, name: id, color: .black, kind: .line, values: values)
  }

  /// The one problem `init` throws, as `key: message`.
  static func problem(_ x: [Double], _ series: [ChartSeries]) -> String? {
    do {
      _ = try ChartData(x: x, series: series)
      return nil
    } catch {
      #expect(error.problems.count == 1)
      #expect(error.problems.first?.file == ChartData.source)
      return error.problems.first.map { "\($0.keyPath): \($0.message)" }
    }
  }

  @Test("the issue's traps: empty, descending, lengths that differ, non-finite")
  func issueCases() {
    #expect(Self.problem([], []) == "x: expected at least 2 points, found 0")
    #expect(
      Self.problem([3000, 2000, 1000], [Self.series([1, 2, 3])])
        == "x[1]: expected x values in increasing order without duplicates, found 2000 after 3000")
    #expect(
      Self.problem([0, 1000, 1000], [Self.series([1, 2, 3])])
        == "x[2]: expected x values in increasing order without duplicates, found 1000 twice")
    #expect(
      Self.problem((0..<6).map { Double($0) * 1000 }, [Self.series([1, 2])])
        == "series[0].values: series \"y0\" has 2 values but x has 6; expected the same length")
    #expect(
      Self.problem([0, .nan], [Self.series([1, 2])])
        == "x[1]: expected a date from the year 1 to 9999, found nan")
    #expect(
      Self.problem([0, 1000], [Self.series([1, -.infinity])])
        == "series[0].values[1]: expected a number from -1e15 to 1e15, found -inf")
    #expect(
      Self.problem([0, 1000], [Self.series([.nan, .nan])])
        == "series[0].values: series \"y0\" holds only gaps (NaN); expected at least one number")
    #expect(
      Self.problem([0, 1000], [])
        == "series: expected at least one series besides x, found none")
    #expect(
      Self.problem([0, 1000], [Self.series([1, 2]), Self.series([3, 4])])
        == "series[1].id: two columns have the id \"y0\"; expected each id once")
  }

  @Test("more points than a data file may hold are refused before any value is read")
  func tooManyPoints() {
    let x = [Double](repeating: 0, count: InputLimits.dataPoints + 1)
    #expect(
      Self.problem(x, [Self.series([1])])
        == "x: holds 20,000,001 data points; expected at most 20,000,000 (see docs/limits.md)")
  }

  @Test("data that can be drawn is kept as given, gaps included")
  func validData() throws {
    let data = try ChartData(
      x: [0, 1000, 2000], series: [Self.series([1, .nan, 3])], stacked: true)
    #expect(data.x == [0, 1000, 2000])
    #expect(data.stacked)
    #expect(data.problem == nil)
    #expect(data.minimumWindowWidth == 1)
  }

  @Test("a rule gives the same message from a Telegram file as from Swift")
  func sameMessageAsTheDecoder() {
    let json = """
      {"columns": [["x", 3000, 2000], ["y0", 1, 2]], "types": {"x": "x", "y0": "line"},
       "names": {"y0": "A"}, "colors": {"y0": "#3DC23F"}}
      """
    var decoded: String?
    do {
      _ = try TelegramChartDecoder.decode(Array(json.utf8), file: "d.json")
    } catch {
      decoded = error.problems.first?.message
    }
    let built = Self.problem([3000, 2000], [Self.series([1, 2])])
    #expect(decoded != nil)
    #expect(built?.hasSuffix(": " + (decoded ?? "-")) == true)
  }

  @Test("data changed after it was checked does not trap the index helpers")
  func changedDataDoesNotTrap() throws {
    var data = try ChartData(x: [0, 1000, 2000, 3000], series: [Self.series([1, 2, 3, 4])])
    data.x = [3000, 2000, 1000, 0]
    _ = data.indexRange(covering: Window(0.25, 0.75))
    data.x = []
    #expect(data.minimumWindowWidth == 1)
    #expect(data.xValue(atFraction: 0.5) == 0)
    #expect(data.fraction(ofX: 5) == 0)
    #expect(data.shapeProblem == "x: expected at least 2 points, found 0")
  }
}
