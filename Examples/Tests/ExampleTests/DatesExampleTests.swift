import ChartReel
import Foundation
import Testing

/// docs/swift.md's dates example as a user's test: data from `[Date]`, a typed series, a window
/// between two dates, and the errors a scene written in Swift gives at the user's line.
///
/// docs/swift.md shows the lines between each pair of markers unchanged.
@Test("data from dates, a typed series and a window between dates")
func datesAndSeries() throws {
  // dates:begin
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  let start = try #require(calendar.date(from: DateComponents(year: 2019, month: 3, day: 1)))
  let days = try (0..<14).map { try #require(calendar.date(byAdding: .day, value: $0, to: start)) }
  let data = try ChartData(
    dates: days,
    series: [
      ChartSeries(
        id: "signups", name: "Sign-ups", color: Color(rgb: 0x3DC23F), kind: .line,
        values: [120, 132, 101, 134, 190, 230, 210, 182, 191, 234, 290, 330, 310, 320]),
      ChartSeries(
        id: "churn", name: "Churn", color: Color(rgb: 0xF34C44), kind: .line,
        values: [20, 18, 19, 23, 29, 33, 31, 24, 22, 26, 30, 28, 27, 25]),
    ])
  let main = ChartHandle("main")
  let signups = main.series("signups")  // checked against the data when the scene is built
  let scene = try Scene(canvas: Canvas(width: 1280, height: 720, fps: 30)) {
    Chart(id: main, data: data, title: "March sign-ups")
  } script: {
    At(0.5, duration: 1) { main.window(from: days[3], to: days[10]) }
    At(2) { main.hide(signups) }
  }
  let state = try #require(try scene.compiled().state(of: main, at: 2.5))
  #expect(state.window.isApproximatelyEqual(to: Window(3.0 / 13, 10.0 / 13)))
  #expect(state.alpha(of: signups) == 0 && state.alpha("churn") == 1)
  // dates:end

  // lines:begin
  let line = #line + 5  // the line of the At below
  do {
    _ = try Scene(canvas: Canvas(width: 1280, height: 720, fps: 30)) {
      Chart(id: main, data: data)
    } script: {
      At(1, duration: -1) { main.window(from: days[10], to: days[3]) }
    }
    Issue.record("expected an InputError")
  } catch {
    #expect(
      error.description.components(separatedBy: "\n") == [
        "DatesExampleTests.swift:\(line): At(1, duration: -1): duration: expected a duration from 0 to 86400 s, found -1",
        "DatesExampleTests.swift:\(line): At(1, duration: -1) { main.window }: expected dates from earlier to later",
      ])
  }
  // lines:end
}
