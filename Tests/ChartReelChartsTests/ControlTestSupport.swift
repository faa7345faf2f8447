import ChartReelCharts
import ChartReelCore
import TestSupport

extension JSONValue {
  /// The numbers of an array of numbers; empty for anything else.
  var numbers: [Double] {
    guard case .array(let elements) = self else { return [] }
    return elements.compactMap { if case .number(let n) = $0 { n } else { nil } }
  }

  /// The points of an array of `[x, y]` pairs.
  var points: [Point] {
    guard case .array(let elements) = self else { return [] }
    return elements.map(\.numbers).filter { $0.count == 2 }.map { Point(x: $0[0], y: $0[1]) }
  }

  /// The strings of an array of strings.
  var strings: [String] {
    guard case .array(let elements) = self else { return [] }
    return elements.compactMap { if case .string(let s) = $0 { s } else { nil } }
  }
}

extension CompiledScene {
  /// The probe's entry for node `id` at `t`, measured approximately.
  func probe(_ id: String, at t: Double) -> JSONValue? {
    probe(at: t, measurer: ApproximateTextMeasurer())["nodes"]?[id]
  }

  /// The probe's top-level fields at `t`: the first chart's.
  func summary(at t: Double) -> JSONValue {
    probe(at: t, measurer: ApproximateTextMeasurer())
  }

  /// The times of every frame from `start` to `end`, both included.
  func frameTimes(from start: Double = 0, to end: Double? = nil) -> [Double] {
    let fps = Double(scene.canvas.fps)
    let last = end ?? scene.duration
    return (Int((start * fps).rounded(.up))...Int((last * fps).rounded(.down))).map {
      Double($0) / fps
    }
  }
}

/// Whether `a` and `b` agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}
