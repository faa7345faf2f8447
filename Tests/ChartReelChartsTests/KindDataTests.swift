import ChartReelCore
import TestSupport
import Testing

@testable import ChartReelCharts

/// A kind's own data lives in the chart's data (a timeline's intervals), and a chart's tracks
/// are one typed struct that reads back without trapping.
@Suite struct KindDataTests {
  static let day = TimelineData(
    now: 600,
    intervals: [
      TimelineData.Interval(start: 540, end: 660, color: .black, label: "Work"),
      TimelineData.Interval(start: 700, end: 720, color: .white),
    ])

  @Test("a timeline is data of its own kind: its intervals are the data's payload")
  func timelineIsData() throws {
    let chart = ChartContent(timeline: Self.day)
    #expect(chart.kind == .timeline)
    #expect(chart.data.kind == .timeline)
    #expect(chart.data.timeline == Self.day)
    #expect(chart.data.series.isEmpty)
    // The 15-minute grid of the day as x: 97 points, 0 to 1,440 minutes.
    #expect(chart.data.x.count == 97 && chart.data.x.last == 1440 * 60_000)
    // The kind opens the window on two hours around "now".
    #expect(chart.initialWindow == Self.day.defaultWindow)
    // Data of series carries no payload and is not a timeline.
    let series = try ChartData(
      x: [0, 1, 2],
      series: [ChartSeries(id: "y0", name: "A", color: .black, kind: .line, values: [1, 2, 3])])
    #expect(series.payload == nil && series.timeline == nil && series.kind == .line)
  }

  @Test("data with other intervals differs; the same intervals are equal")
  func payloadEquality() {
    var other = Self.day
    other.intervals[1].end = 721
    #expect(Self.day.chartData == Self.day.chartData)
    #expect(Self.day.chartData != other.chartData)
    var moved = Self.day
    moved.now = 601
    #expect(Self.day.chartData != moved.chartData)
  }

  @Test("a timeline's data is checked by its own indexes, and names no series")
  func timelineRules() {
    let chart = ChartContent(timeline: Self.day)
    #expect(chart.problems(children: []).isEmpty)
    #expect(chart.unknownSeriesMessage("y0") == "a timeline has intervals, not series")
    let tooMany = TimelineData(
      intervals: Array(
        repeating: TimelineData.Interval(start: 0, end: 1, color: .black),
        count: InputLimits.timelineIntervals + 1))
    #expect(tooMany.chartData.problem?.key == "timeline")
  }

  @Test("a chart's tracks read back from a timeline that lacks them rest at their initial values")
  func tracksWithoutTimeline() throws {
    var chart = ChartContent(timeline: Self.day)
    chart.initial.indicator = 0.25
    let tracks = ChartTracks(Timeline(), id: "nowhere", content: chart)
    #expect(tracks[ChartProperties.window].value(at: 3) == Self.day.defaultWindow)
    #expect(tracks[ChartProperties.indicator].value(at: 3) == 0.25)
    #expect(tracks[ChartProperties.indicatorAlpha].value(at: 3) == 1)
    #expect(tracks[ChartProperties.day].value(at: 3) == "")
    #expect(tracks.dayWindows(in: Timeline(), id: "nowhere").isEmpty)
    #expect(tracks.alphas.isEmpty && tracks[TouchMarks.touches].value(at: 3).isEmpty)
  }

  @Test(
    "a chart's tracks are declared from its property table and read back with the script's changes")
  func tracksRoundTrip() throws {
    let data = try ChartData(
      x: [0, 1, 2, 3, 4, 5],
      series: ["y0", "y1"].map {
        ChartSeries(id: $0, name: $0, color: .black, kind: .line, values: [1, 2, 3, 4, 5, 6])
      })
    var chart = ChartContent(data: data)
    chart.initial.hidden = ["y1"]
    var timeline = Timeline()
    chart.declareProperties(of: "c", in: &timeline)
    timeline.animate(
      ChartProperties.alpha.key("c", "y0"), ActionTiming(start: 1, duration: 1), to: 0)
    let tracks = ChartTracks(timeline, id: "c", content: chart)
    #expect(Set(tracks.alphas.keys) == ["y0", "y1"])
    #expect(tracks.alphas["y0"]?.value(at: 0) == 1 && tracks.alphas["y0"]?.value(at: 2) == 0)
    #expect(tracks.alphas["y1"]?.value(at: 0) == 0)
    #expect(tracks.alphas["y2"] == nil)
    #expect(tracks[ChartProperties.window].value(at: 0) == chart.initialWindow)
  }
}
