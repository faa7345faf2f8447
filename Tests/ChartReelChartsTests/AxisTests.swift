import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
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
    #expect(YAxisTicks.label(6e12) == "6T")
    #expect(YAxisTicks.label(2.5e14) == "250T")
    #expect(YAxisTicks.label(-1500) == "\u{2212}1.5K")
    #expect(YAxisTicks.label(0.25) == "0.25")
    #expect(YAxisTicks.label(0.000275) == "0.000275")
    #expect(LabelFormat(locale: nil).grouped(0.0003) == "0.0003")
    #expect(LabelFormat(locale: nil).grouped(0.123456) == "0.123")
    #expect(LabelFormat(locale: nil).grouped(115_692.875) == "115\u{2009}692.88")
    #expect(LabelFormat(locale: nil).grouped(3.999) == "4")
    #expect(LabelFormat(locale: nil).grouped(-1234.5) == "\u{2212}1\u{2009}234.5")
    #expect(LabelFormat(locale: nil).grouped(-0.00042) == "\u{2212}0.00042")
    #expect(LabelFormat(locale: nil).grouped(-42) == "\u{2212}42")
    #expect(LabelFormat(locale: "en_US").grouped(-42) == "\u{2212}42")
    #expect(LabelFormat(locale: "de_DE").grouped(0.0025) == "0,0025")
    // Labels written in a locale's own digits take its decimal separator too; Western digits
    // keep the point (one y-axis' labels, de_DE's).
    #expect(LabelFormat(locale: "ar_EG").digits("30.5×10⁻⁶") == "٣٠٫٥×١٠⁻⁶")
    #expect(LabelFormat(locale: "de_DE").digits("30.5") == "30.5")
  }

  @Test("tooltip values are grouped in threes at every magnitude, whole or not, up to 10¹⁵")
  func tooltipValuesGrouped() throws {
    let format = LabelFormat(locale: nil)
    for exponent in 0...14 {
      for mantissa in [1.0, 4.366, 9.87] {
        for fraction in [0, 0.74] {
          for sign in [1.0, -1.0] {
            let value = sign * (mantissa * pow(10, Double(exponent)) + fraction)
            guard abs(value) < 1e15 else { continue }
            let text = format.grouped(value)
            let whole = text.split(separator: ".")[0].replacingOccurrences(of: "\u{2212}", with: "")
            let groups = whole.split(separator: "\u{2009}", omittingEmptySubsequences: false)
            #expect(groups.allSatisfy { (1...3).contains($0.count) }, "\(value) reads \(text)")
            #expect(groups.dropFirst().allSatisfy { $0.count == 3 }, "\(value) reads \(text)")
            let read = try #require(
              Double(
                text.replacingOccurrences(of: "\u{2009}", with: "")
                  .replacingOccurrences(of: "\u{2212}", with: "-")))
            #expect(abs(read - value) <= 0.5, "\(value) reads \(text)")
          }
        }
      }
    }
  }

  @Test("from a millionth to trillions, the grid's lines read as different numbers")
  func gridLabelsDiffer() {
    for exponent in -7...12 {
      for mantissa in [1.0, 1.7, 3.3, 7.1] {
        let low = mantissa * pow(10, Double(exponent))
        let ticks = YAxisTicks(range: ValueRange(low, low * 2.9))
        let labels = ticks.values.map(YAxisTicks.label)
        #expect(Set(labels).count == labels.count, "\(low): \(labels)")
      }
    }
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

  @Test("x labels: power-of-two stride anchored at the first point, from the rounded level")
  func xLabelStride() {
    // 48 visible steps / 6 labels = 8 steps per label: level 3 exactly, stride 8.
    let whole = XAxisLabels.marks(visibleSteps: 48, indices: 10...60)
    #expect(whole == [16, 24, 32, 40, 48, 56])
    // 45 steps: level log2(7.5) ≈ 2.907 rounds to 3: stride 8 still.
    #expect(XAxisLabels.marks(visibleSteps: 45, indices: 10...30) == [16, 24])
    // 33 steps: level log2(5.5) ≈ 2.46 rounds to 2: stride 4.
    #expect(XAxisLabels.marks(visibleSteps: 33, indices: 10...30) == [12, 16, 20, 24, 28])
    // Narrow plots aim at fewer labels, so that even the densest set fits.
    #expect(XAxisLabels.targetCount(plotWidth: 1248, labelWidth: 70) == 6)
    #expect(abs(XAxisLabels.targetCount(plotWidth: 1048, labelWidth: 96) - 1048 / 211.2) < 1e-12)
  }

  @Test("x labels read by the data's spacing and the window's span")
  func xLabelStyles() {
    let day = 86_400_000.0
    let jan2019 = 1_546_300_800_000.0
    let format = LabelFormat(locale: nil)
    // Yearly data is labelled by year.
    let yearly = XLabelStyle.choose(
      step: 365 * day, labelSpacing: 3 * 365 * day, first: jan2019, last: jan2019 + 4000 * day)
    #expect(yearly == .year)
    #expect(format.xLabel(jan2019, style: yearly) == "2019")
    // Monthly data: months, and the year on January's label.
    let monthly = XLabelStyle.choose(
      step: 31 * day, labelSpacing: 60 * day, first: jan2019, last: jan2019 + 500 * day)
    #expect(monthly == .month)
    #expect(format.xLabel(jan2019, style: monthly) == "2019")
    #expect(format.xLabel(jan2019 + 59 * day, style: monthly) == "Mar")
    // Daily data over more than a year reads months, or years; over less, days (Telegram's).
    #expect(
      XLabelStyle.choose(
        step: day, labelSpacing: 60 * day, first: jan2019, last: jan2019 + 360 * day) == .day)
    #expect(
      XLabelStyle.choose(
        step: day, labelSpacing: 70 * day, first: jan2019, last: jan2019 + 420 * day) == .month)
    #expect(
      XLabelStyle.choose(
        step: day, labelSpacing: 300 * day, first: jan2019, last: jan2019 + 1800 * day)
        == .year)
    // Daily data: days; intraday data: times, and the day at midnight across days.
    let daily = XLabelStyle.choose(
      step: day, labelSpacing: 5 * day, first: jan2019, last: jan2019 + 30 * day)
    #expect(format.xLabel(jan2019, style: daily) == "Jan 1")
    let minutes = XLabelStyle.choose(
      step: 600_000, labelSpacing: 3_600_000 * 8, first: jan2019, last: jan2019 + 3 * day)
    #expect(format.xLabel(jan2019, style: minutes) == "Jan 1")
    #expect(format.xLabel(jan2019 + 13.75 * 3_600_000, style: minutes) == "13:45")
    let withinDay = XLabelStyle.choose(
      step: 600_000, labelSpacing: 3_600_000, first: jan2019, last: jan2019 + day / 2)
    #expect(format.xLabel(jan2019, style: withinDay) == "00:00")
  }
}
