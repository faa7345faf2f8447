import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

@testable import ChartReelCharts

/// Every axis reads round values at every moment, through hides, shows, pans and zooms, on data
/// of every magnitude and sign, one to twenty series and two axes of very different magnitudes
/// (issue 34.1, 34.4, 34.10): the probe's y labels every 0.05 s.
@Suite struct RoundLabelsOverTimeTests {
  /// A chart of `series` random walks around `magnitude`, compiled.
  ///
  /// `sign`: 1 above 0, −1 below, 0 across it; 300 daily points, on a `width` × `height`
  /// canvas; with `scales`, two series on two y-axes, the second `scales` times the first. Its
  /// script hides and shows the first series, pans, zooms in and out.
  static func scene(
    magnitude: Double, sign: Double, series: Int, scales: Double? = nil, width: Int = 1280,
    height: Int = 720, seed: UInt64 = 1
  ) throws -> CompiledScene {
    var random = SeededGenerator(seed: seed)
    let count = scales == nil ? series : 2
    let ids = (0..<count).map { "y\($0)" }
    let columns = ids.indices.map { index -> String in
      let scale = magnitude * (index == 1 ? scales ?? 1 : 1) * (1 + Double(index) / 7)
      var value = sign == 0 ? 0 : sign * 5 * scale
      let values = (0..<300).map { _ -> String in
        value += Double.random(in: -1...1, using: &random) * scale
        return "\(value)"
      }
      return "[\"\(ids[index])\", \(values.joined(separator: ","))]"
    }
    let days = (0..<300).map { String(1_704_067_200_000 + $0 * 86_400_000) }
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let colors = ["#3497ED", "#F34C44", "#4BD964", "#E8AF14", "#9B59B6"]
    try """
    {"columns": [["x", \(days.joined(separator: ","))], \(columns.joined(separator: ","))],
     "types": {"x": "x", \(ids.map { "\"\($0)\": \"line\"" }.joined(separator: ","))},
     "names": {\(ids.map { "\"\($0)\": \"Series \($0)\"" }.joined(separator: ","))},
     "colors": {\(ids.indices.map { "\"y\($0)\": \"\(colors[$0 % 5])\"" }.joined(separator: ","))}
     \(scales == nil ? "" : #", "y_scaled": true"#)}
    """.write(toFile: folder + "/d.json", atomically: true, encoding: .utf8)
    try """
    {"canvas": {"width": \(width), "height": \(height), "fps": 20}, "duration": 5,
     "data": {"file": "d.json"}, "title": "Walks", "initial": {"window": [0.6, 1]},
     "actions": [
       {"at": 0.5, "duration": 0.4, "hide": "y0"}, {"at": 1.3, "duration": 0.4, "show": "y0"},
       {"at": 2, "duration": 0.8, "window": [0.1, 0.45], "curve": "fastOutSlowIn"},
       {"at": 3, "duration": 0.6, "window": [0.3, 0.34]},
       {"at": 3.9, "duration": 0.5, "window": [0.05, 0.95]}]}
    """.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    return TestPaths.compile(try SceneDecoder.load(path: folder + "/s.json"))
  }

  /// A label's text read back: its value, its decimals and its suffix ("−1.25K" is −1250, 2,
  /// "K"; "2.5×10⁻³" is 0.0025, 1, "×10⁻³"); nil when it is not a number with an optional K, M,
  /// B or T or a power of ten.
  static func read(_ text: String) -> (value: Double, decimals: Int, suffix: String)? {
    var scales: [String: Double] = ["": 1, "K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12]
    for exponent in stride(from: 3, through: 30, by: 3) {
      scales[YAxisTicks.powerOfTen(-exponent)] = pow(10, -Double(exponent))
    }
    var body = text.replacingOccurrences(of: "\u{2212}", with: "-")
    var suffix = ""
    if let last = body.last, "KMBT".contains(last) {
      suffix = String(last)
      body.removeLast()
    } else if let times = body.firstIndex(of: "\u{00D7}") {
      suffix = String(body[times...])
      body = String(body[..<times])
    }
    guard let number = Double(body), let scale = scales[suffix] else { return nil }
    let decimals = body.split(separator: ".").dropFirst().first?.count ?? 0
    return (number * scale, decimals, suffix)
  }

  /// The decimals that write `step` without its suffix's scale: 3 for 0.005, 0 for 2500.
  static func decimals(_ step: Double) -> Int {
    (0..<15).first {
      abs(step * pow(10, Double($0)) - (step * pow(10, Double($0))).rounded()) < 1e-6
    }
      ?? 15
  }

  /// Whether `step` is one of `mantissas` × 10ᵏ, to a millionth.
  static func isRound(_ step: Double, mantissas: [Double]) -> Bool {
    guard step > 0, step.isFinite else { return false }
    let scale = pow(10, log10(step).rounded(.down))
    let mantissa = step / scale
    return mantissas.contains { abs($0 - mantissa) < 1e-6 * $0 || abs($0 * 10 - mantissa) < 1e-6 }
  }

  /// What is wrong with the y labels of `probe` (a chart's probe at `t`): per axis, the labels
  /// at half opacity or more must read equal round steps, their text their value; at rest,
  /// one number of decimals per suffix and, on a plot over 300 px, four labels or more.
  static func problems(_ probe: JSONValue, at t: Double, twoAxes: Bool, atRest: Bool)
    -> [String]
  {
    guard case .array(let labels)? = probe["yLabels"] else { return ["\(t): no yLabels"] }
    let mantissas = twoAxes ? [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8] : [1, 2, 2.5, 5]
    var axes: [String: [(value: Double, decimals: Int, suffix: String, text: String)]] = [:]
    var problems: [String] = []
    for label in labels {
      guard case .number(let opacity)? = label["opacity"], opacity >= 0.5,
        case .string(let text)? = label["text"], case .number(let value)? = label["value"]
      else { continue }
      let axis: String
      if case .string(let id)? = label["axis"] { axis = id } else { axis = "-" }
      guard let read = read(text) else {
        problems.append("\(t) \(axis): \"\(text)\" is not a number")
        continue
      }
      if abs(read.value - value) > 1e-6 * max(abs(value), 1e-300) + pow(10, -Double(read.decimals))
      {
        problems.append("\(t) \(axis): \"\(text)\" for \(value)")
      }
      axes[axis, default: []].append((read.value, read.decimals, read.suffix, text))
    }
    for (axis, shown) in axes {
      let sorted = shown.sorted { $0.value < $1.value }
      let texts = sorted.map(\.text).joined(separator: " ")
      let steps = zip(sorted, sorted.dropFirst()).map { $1.value - $0.value }
      if let step = steps.first {
        if steps.contains(where: { abs($0 - step) > 1e-6 * step }) {
          problems.append("\(t) \(axis): uneven \(texts)")
        } else if !isRound(step, mantissas: mantissas) {
          problems.append("\(t) \(axis): step \(step) in \(texts)")
        }
      }
      // At most two decimals; a range reaching 1 may show a step under a hundredth's (1.0815).
      let reachesOne = sorted.contains { abs($0.value) >= 1 }
      let most = max(2, reachesOne ? steps.first.map(decimals) ?? 0 : 0)
      if sorted.contains(where: { $0.decimals > most }) {
        problems.append("\(t) \(axis): over two decimals in \(texts)")
      }
      guard atRest else { continue }
      let suffixes = Dictionary(grouping: sorted, by: \.suffix)
      if suffixes.values.contains(where: { Set($0.map(\.decimals)).count > 1 }) {
        problems.append("\(t) \(axis): decimals differ at rest in \(texts)")
      }
      if case .array(let plot)? = probe["parts"]?["plot"], plot.count == 4,
        case .number(let height) = plot[3], height > 300, sorted.count < 4
      {
        problems.append("\(t) \(axis): \(sorted.count) labels at rest on \(height) px: \(texts)")
      }
    }
    return problems
  }

  /// The problems of a scene's labels every 0.05 s of its 5 s; at rest at 0 and from 4.9 s.
  static func problems(_ scene: CompiledScene, twoAxes: Bool) -> [String] {
    let measurer = ApproximateTextMeasurer()
    return (0...100).flatMap { frame -> [String] in
      let t = Double(frame) * 0.05
      return problems(
        scene.probe(at: t, measurer: measurer), at: t, twoAxes: twoAxes,
        atRest: t == 0 || t >= 4.9)
    }
  }

  @Test(
    "one axis: round labels every 0.05 s at every magnitude and sign, 1 to 20 series",
    arguments: [1e-6, 1e-3, 0.2, 1, 37, 1e3, 4.5e5, 1e6, 1e9, 3e10, 1e12])
  func oneAxis(magnitude: Double) throws {
    for (sign, series) in [(1.0, 1), (-1.0, 5), (0.0, 20)] {
      let scene = try Self.scene(magnitude: magnitude, sign: sign, series: series)
      let found = Self.problems(scene, twoAxes: false)
      #expect(
        found.isEmpty,
        "\(magnitude), sign \(sign), \(series) series: \(found.prefix(6).joined(separator: "; "))")
    }
  }

  @Test(
    "two axes of very different magnitudes: each reads round labels every 0.05 s",
    arguments: [(1.0, 1e6), (1e9, 1e-3), (250.0, 3.0), (-40.0, 0.02), (1e-6, 1e4)])
  func twoAxes(magnitude: Double, scales: Double) throws {
    for sign in [1.0, 0.0] {
      let scene = try Self.scene(magnitude: magnitude, sign: sign, series: 2, scales: scales)
      let found = Self.problems(scene, twoAxes: true)
      #expect(
        found.isEmpty,
        "\(magnitude) and ×\(scales), sign \(sign): \(found.prefix(6).joined(separator: "; "))")
    }
  }

  @Test(
    "at every frame size the labels stay round through the script",
    arguments: [(480, 480), (1080, 1920), (3840, 2160)])
  func sizes(width: Int, height: Int) throws {
    for scales in [nil, 40.0] {
      let scene = try Self.scene(
        magnitude: 900, sign: 1, series: 3, scales: scales, width: width, height: height)
      let found = Self.problems(scene, twoAxes: scales != nil)
      #expect(found.isEmpty, "\(width)×\(height): \(found.prefix(6).joined(separator: "; "))")
    }
  }
}
