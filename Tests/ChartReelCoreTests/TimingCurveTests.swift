import ChartReelCore
import Testing

@Suite struct TimingCurveTests {
  static let curves: [TimingCurve] =
    TimingCurve.presets.map(\.curve) + [
      TimingCurve(0.25, 0.1, 0.25, 1), TimingCurve(0.68, -0.55, 0.27, 1.55),
      TimingCurve(0, 1, 1, 0), TimingCurve(1, 0, 0, 1),
    ]

  @Test("f(0) = 0 and f(1) = 1, and progress outside [0, 1] is clamped", arguments: curves)
  func endpoints(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
  }

  @Test("curves whose control points have y in [0, 1] are monotone", arguments: curves)
  func monotone(curve: TimingCurve) {
    guard (0...1).contains(curve.y1) && (0...1).contains(curve.y2) else { return }
    var previous = 0.0
    for step in 1...1000 {
      let value = curve.value(at: Double(step) / 1000)
      #expect(value >= previous - 1e-12, "not monotone at \(Double(step) / 1000)")
      previous = value
    }
  }

  @Test func presetControlPoints() {
    let expected: [String: [Double]] = [
      "linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1],
      "easeInOut": [0.42, 0, 0.58, 1], "fastOutSlowIn": [0.4, 0, 0.2, 1],
    ]
    #expect(TimingCurve.presets.count == expected.count)
    for (name, curve) in TimingCurve.presets {
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == expected[name], "\(name)")
    }
  }

  @Test func linearIsIdentity() {
    for step in 0...100 {
      let x = Double(step) / 100
      #expect(abs(TimingCurve.linear.value(at: x) - x) < 1e-12)
    }
  }

  @Test("values worked out from the Bézier polynomials")
  func knownValues() {
    // Symmetric curves pass through (0.5, 0.5).
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    // easeIn at x = 0.5: the parameter s solves x(s) = 3·0.42·s(1-s)² + 3s²(1-s) + s³ = 0.5,
    // s ≈ 0.374 253, and y(s) = 3s²(1-s) + s³ ≈ 0.315 357.
    #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.315_357) < 1e-5)
    // easeOut mirrors easeIn: f(x) = 1 - easeIn(1 - x).
    for x in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(
        abs(TimingCurve.easeOut.value(at: x) - (1 - TimingCurve.easeIn.value(at: 1 - x))) < 1e-9)
    }
    // fastOutSlowIn is well past the middle at half time.
    #expect(TimingCurve.fastOutSlowIn.value(at: 0.5) > 0.75)
  }

  @Test("an overshooting curve leaves [0, 1] in the middle but keeps its end points")
  func overshoot() {
    let back = TimingCurve(0.68, -0.55, 0.27, 1.55)
    let values = (1..<100).map { back.value(at: Double($0) / 100) }
    #expect(values.min()! < 0)
    #expect(values.max()! > 1)
  }
}
