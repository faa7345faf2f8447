import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Testing

@Suite struct AxisTests {
  @Test func gridStepsAreNiceNumbers() {
    #expect(YAxisTicks(range: ValueRange(23, 170)).values == [25, 50, 75, 100, 125, 150])
    #expect(YAxisTicks(range: ValueRange(21, 278)).values == [50, 100, 150, 200, 250])
    #expect(YAxisTicks(range: ValueRange(0, 2_300_000)).step == 500_000)
  }

  @Test func labelsAreHumanised() {
    #expect(YAxisTicks.label(950) == "950")
    #expect(YAxisTicks.label(1200) == "1.2K")
    #expect(YAxisTicks.label(2_250_000) == "2.25M")
    #expect(YAxisTicks.label(3_000_000_000) == "3B")
    #expect(YAxisTicks.label(-1500) == "-1.5K")
  }

  @Test func dateLabels() {
    // 1542412800000 ms is 2018-11-17 00:00 UTC, a Saturday.
    let date = CalendarDate(milliseconds: 1_542_412_800_000)
    #expect(date.monthDay == "Nov 17")
    #expect(date.weekdayMonthDay == "Sat, Nov 17")
    #expect(
      CalendarDate(milliseconds: 1_542_412_800_000 + 9 * 3_600_000 + 5 * 60_000).hourMinute
        == "09:05")
    #expect(CalendarDate(milliseconds: 951_782_400_000).monthDay == "Feb 29")  // 2000-02-29
  }

  @Test("x labels: power-of-two stride anchored at the first point; half-stride labels fade in")
  func xLabelStride() {
    // 48 visible steps / 6 labels = 8 steps per label: level 3 exactly, stride 8, no fading set.
    let whole = XAxisLabels.marks(visibleSteps: 48, indices: 10...60)
    #expect(whole.map(\.index) == [16, 24, 32, 40, 48, 56])
    #expect(whole.allSatisfy { $0.alpha == 1 })
    // 45 steps: level log2(7.5) ≈ 2.907, coarse stride 8, labels at odd multiples of 4 at
    // alpha 4·(3 − 2.907) ≈ 0.370.
    let zooming = XAxisLabels.marks(visibleSteps: 45, indices: 10...30)
    #expect(zooming.map(\.index) == [12, 16, 20, 24, 28])
    #expect(zooming[1].alpha == 1)
    #expect(abs(zooming[0].alpha - 4 * (3 - 2.906_890_596)) < 1e-6)
    // Zoomed in past a quarter of the octave: the half-stride labels are fully shown.
    #expect(XAxisLabels.marks(visibleSteps: 40, indices: 0...8).allSatisfy { $0.alpha == 1 })
    // Narrow plots aim at fewer labels, so that even the densest set fits.
    #expect(XAxisLabels.targetCount(plotWidth: 1248, labelWidth: 70) == 6)
    #expect(abs(XAxisLabels.targetCount(plotWidth: 1048, labelWidth: 96) - 1048 / 211.2) < 1e-12)
  }
}
