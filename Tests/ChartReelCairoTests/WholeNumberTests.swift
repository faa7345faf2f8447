import TestSupport
import Testing

@testable import ChartReelCairo

/// The round-line rasteriser's floor and ceiling, which skip libm and Swift's checked
/// conversion: the same numbers as the plain formulas for random values, halves, values next
/// to whole numbers, both zeros, and values out of range.
@Suite struct WholeNumberTests {
  /// The values tried: ordinary ones, ±(n + ½), each next to the whole numbers around it, and
  /// the edges of the range.
  static let values: [Double] = {
    var random = SeededGenerator(seed: 1)
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1e9, -1e9, 1e9 - 0.5, -1e9 + 0.5, .infinity, -.infinity, .nan,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e300, -1e300, 2e9, -2e9,
    ]
    for _ in 0..<20000 {
      let whole = Double(Int.random(in: -1_000_000...1_000_000, using: &random))
      let scale = [1.0, 1e-3, 1e3, 1e-9][Int.random(in: 0...3, using: &random)]
      for value in [
        Double.random(in: -1000...1000, using: &random) * scale, whole, whole + 0.5,
        whole - 0.5, whole.nextUp, whole.nextDown, (whole + 0.5).nextUp, (whole + 0.5).nextDown,
      ] {
        values.append(value)
      }
    }
    return values
  }()

  @Test("wholeFloor and wholeCeiling are floor and ceiling, clamped to ±10⁹")
  func floorAndCeiling() {
    func clamped(_ value: Double) -> Int {
      value.isNaN || value <= -1e9 ? -1_000_000_000 : value >= 1e9 ? 1_000_000_000 : Int(value)
    }
    for value in Self.values {
      #expect(wholeFloor(value) == clamped(value.rounded(.down)), "floor of \(value)")
      #expect(wholeCeiling(value) == clamped(value.rounded(.up)), "ceiling of \(value)")
    }
  }
}
