import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation

/// A scene the generator made: its JSON, the data files it names, and the scene as decoded.
public struct GeneratedScene {
  public var json: String
  public var files: [String: [UInt8]]

  /// Decodes and checks the scene, as `chartreel validate` does.
  public func decode() throws -> Scene {
    try SceneDecoder.decode(Array(json.utf8), file: "generated.json") {
      path throws(InputError) in
      let name = String(path.split(separator: "/").last ?? "")
      guard let bytes = files[name] else { throw InputError(file: path, message: "no such file") }
      return InputFile(path: path, bytes: bytes)
    }
  }
}

/// Makes random scenes meant to be valid: random nodes (containers, charts of every kind with
/// annotations, text, shapes, sliders), data of every awkward shape (`ValidSceneData`), and a
/// script of every action on them with random timing curves, overshooting ones included.
///
/// Every scene `validate` accepts must render every frame without a trap: the tests render
/// a few hundred of these per run, and `scripts/fuzz --valid-scenes N` many more.
public struct ValidSceneGenerator<R: RandomNumberGenerator> {
  var data: ValidSceneData<R>
  private var files: [String: [UInt8]] = [:]
  private var charts: [(id: String, chart: ValidSceneData<R>.Chart)] = []
  private var texts: [String] = []
  private var shapes: [String] = []
  private var sliders: [(id: String, low: Double, step: Double, steps: Int)] = []
  private var annotations: [String] = []
  private var nextID = 0

  public init(random: R) { data = ValidSceneData(random: random) }

  mutating func id(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  /// A new scene.
  public mutating func scene() -> GeneratedScene {
    (files, charts, texts, shapes, sliders, annotations, nextID) = ([:], [], [], [], [], [], 0)
    let width = data.pick([16, 33, 64, 160, 240, 320])
    let height = data.pick([16, 48, 90, 180, 240])
    let fps = data.pick([1, 7, 24, 30, 60])
    var canvas = "\"width\":\(width),\"height\":\(height),\"fps\":\(fps)"
    if data.chance(0.3) { canvas += ",\"theme\":\"night\"" }
    if data.chance(0.3) { canvas += ",\"direction\":\"rtl\"" }
    if data.chance(0.2) { canvas += ",\"background\":\"transparent\"" }
    if data.chance(0.2) { canvas += ",\"locale\":\"\(data.pick(["ar_EG", "de_DE", "ja_JP"]))\"" }
    if data.chance(0.3) { canvas += ",\"touches\":true" }
    let root = node(depth: 0)
    let duration = max(data.pick([0.05, 0.5, 1, 2.5]), 1 / Double(fps))
    let actions = (0..<data.int(0...8)).compactMap { _ in action(duration: duration) }
    let json =
      "{\"canvas\":{\(canvas)},\"root\":\(root),\"duration\":\(duration),\"actions\":[\(actions.joined(separator: ","))]}"
    return GeneratedScene(json: json, files: files)
  }

  mutating func style() -> String {
    var keys = ""
    if data.chance(0.2) { keys += ",\"opacity\":\(data.double(0...1))" }
    if data.chance(0.2) {
      keys += ",\"offset\":[\(data.double(-50...50)),\(data.double(-50...50))]"
    }
    if data.chance(0.2) { keys += ",\"scale\":\(data.pick([0, 0.01, 1.5, 1000]))" }
    if data.chance(0.2) { keys += ",\"width\":\(data.pick([0, 1, 50, 100_000]))" }
    if data.chance(0.2) { keys += ",\"height\":\(data.pick([0, 1, 50, 100_000]))" }
    if data.chance(0.2) { keys += ",\"grow\":\(data.pick([0, 1, 3]))" }
    return keys
  }

  mutating func node(depth: Int) -> String {
    switch depth < 2 ? data.int(0...9) : data.int(3...9) {
    case 0, 1, 2:
      let type = data.pick(["column", "row", "stack"])
      let children = (0..<data.int(1...3)).map { _ in node(depth: depth + 1) }.map { child in
        type == "stack" && data.chance(0.5)
          ? String(child.dropLast())
            + ",\"frame\":[\(data.int(-10...100)),\(data.int(-10...100)),\(data.int(0...200)),\(data.int(0...200))]}"
          : child
      }
      let spacing =
        type == "stack"
        ? ""
        : ",\"gap\":\(data.pick([0, 4, 1000])),\"padding\":\(data.pick([0, 8, 500])),\"align\":\"\(data.pick(["stretch", "start", "center", "end"]))\""
      return
        "{\"type\":\"\(type)\"\(spacing),\"children\":[\(children.joined(separator: ","))]\(style())}"
    case 3:
      let id = self.id("t")
      texts.append(id)
      let text = data.pick([
        "Title", "", "A long title that wraps and wraps again", "مرحبا بالعالم", "e\u{301}\u{301}",
      ])
      return
        "{\"type\":\"text\",\"id\":\"\(id)\",\"text\":\"\(text)\",\"size\":\(data.pick([1, 12, 24, 200])),\"weight\":\"\(data.pick(["regular", "bold"]))\"\(style())}"
    case 4:
      let id = self.id("s")
      shapes.append(id)
      return
        "{\"type\":\"shape\",\"id\":\"\(id)\",\"shape\":\"\(data.pick(["rect", "ellipse", "line"]))\",\"stroke\":\"\(data.color())\",\"lineWidth\":\(data.pick([0, 2, 1000])),\"cornerRadius\":\(data.pick([0, 8, 100_000]))\(style())}"
    case 5:
      let id = self.id("sl")
      let low = data.pick([-1e6, 0, 3, 1e12])
      let step = data.pick([1, 0.25, 25, 2e6])
      let steps = data.pick([1, 4, 100])
      sliders.append((id, low, step, steps))
      let high = low + step * Double(steps)
      return
        "{\"type\":\"slider\",\"id\":\"\(id)\",\"min\":\(low),\"max\":\(high),\"step\":\(step)\(style())}"
    default:
      return chart()
    }
  }

  mutating func chart() -> String {
    let id = self.id("c")
    let name = "d\(nextID)"
    let kind = data.int(0...9)
    let chart =
      kind < 6
      ? data.telegram(name + ".json")
      : kind < 8
        ? data.csv(name + ".csv")
        : data.timeline(name + ".json")
    files[chart.name] = chart.bytes
    charts.append((id, chart))
    var keys = "\"type\":\"chart\",\"id\":\"\(id)\",\"data\":{\(chart.dataKeys)}"
    if data.chance(0.5) { keys += ",\"title\":\"Chart \(id)\"" }
    if data.chance(0.3) { keys += ",\"minimap\":\(data.chance(0.5))" }
    if data.chance(0.3) { keys += ",\"legend\":\(data.chance(0.5))" }
    if !chart.timeline, data.chance(0.4) {
      keys += ",\"initial\":{\"indicator\":\(data.double(0...1))"
      if let id = chart.seriesIDs.first, data.chance(0.5) { keys += ",\"hidden\":[\"\(id)\"]" }
      keys += "}"
    }
    if !chart.timeline, data.chance(0.5) {
      let items = (0..<data.int(1...4)).map { _ in annotation(chart) }
      keys += ",\"annotations\":[\(items.joined(separator: ","))]"
    }
    return "{\(keys)\(style())}"
  }

  mutating func xInside(_ x: [Double]) -> Double {
    data.pick([x[0], x[x.count - 1], x[0] + (x[x.count - 1] - x[0]) * data.double(0...1)])
  }

  mutating func annotation(_ chart: ValidSceneData<R>.Chart) -> String {
    let named = data.chance(0.5)
    let id = named ? self.id("a") : ""
    if named { annotations.append(id) }
    let idKey = named ? "\"id\":\"\(id)\"," : ""
    let label = data.chance(0.5) ? ",\"label\":\"Note\"" : ""
    switch data.int(0...3) {
    case 0: return "{\(idKey)\"type\":\"xLine\",\"x\":\(xInside(chart.x))\(label)}"
    case 1:
      return "{\(idKey)\"type\":\"yLine\",\"y\":\(data.pick([0, 1e-300, 1e15, -3.5]))\(label)}"
    case 2:
      var (a, b) = (xInside(chart.x), xInside(chart.x))
      if a == b { (a, b) = (chart.x[0], chart.x[chart.x.count - 1]) }
      return "{\(idKey)\"type\":\"band\",\"x\":[\(min(a, b)),\(max(a, b))]\(label)}"
    default:
      return
        "{\(idKey)\"type\":\"point\",\"series\":\"\(data.pick(chart.seriesIDs))\",\"x\":\(xInside(chart.x))\(label)}"
    }
  }

  mutating func curve() -> String {
    data.pick([
      "\"linear\"", "\"easeIn\"", "\"easeOut\"", "\"easeInOut\"", "\"fastOutSlowIn\"",
      "[0.3,-0.5,0.7,1.5]", "[0,2,1,-1]", "[1,0,0,1]",
    ])
  }

  mutating func action(duration: Double) -> String? {
    let timing =
      "\"at\":\(data.double(0...duration * 0.99)),\"duration\":\(data.pick([0, 0.1, 0.4, 3])),\"curve\":\(curve())"
    var targets: [(String, String)] = [("", "\"theme\":\"\(data.pick(["day", "night"]))\"")]
    for id in texts + shapes + annotations + charts.map(\.id) + sliders.map(\.id) {
      targets.append((id, "\"opacity\":\(data.double(0...1))"))
      targets.append((id, "\"offset\":[\(data.double(-500...500)),\(data.double(-50...50))]"))
      targets.append((id, "\"scale\":\(data.pick([0, 0.5, 2, 1000]))"))
    }
    for id in texts {
      targets.append((id, "\"text\":\"\(data.pick(["New", "", "نص"]))\""))
      targets.append((id, "\"color\":\"\(data.color())\""))
    }
    for id in shapes {
      targets.append((id, "\"\(data.pick(["fill", "stroke"]))\":\"\(data.color())\""))
    }
    for slider in sliders {
      let (a, b) = (data.int(0...slider.steps), data.int(0...slider.steps))
      let value = { (k: Int) in slider.low + Double(k) * slider.step }
      targets.append((slider.id, "\"values\":[\(value(min(a, b))),\(value(max(a, b)))]"))
      targets.append(
        (slider.id, "\"drag\":\"\(data.pick(["lower", "upper"]))\",\"to\":\(value(a))"))
    }
    for (id, chart) in charts { targets += chartChanges(chart).map { (id, $0) } }
    let (target, change) = data.pick(targets)
    let fling = change.hasPrefix("\"fling\"")
    let when = fling ? "\"at\":\(data.double(0...duration * 0.99))" : timing
    return "{\(when)\(target.isEmpty ? "" : ",\"target\":\"\(target)\""),\(change)}"
  }

  mutating func chartChanges(_ chart: ValidSceneData<R>.Chart) -> [String] {
    let x = chart.x
    let span = x[x.count - 1] - x[0]
    let step = zip(x, x.dropFirst()).map { $1 - $0 }.min() ?? span
    let minimum = chart.timeline ? 1 / 24 : min(1, 4 * step / span)
    let width = data.double(min(1, minimum * 1.001)...1)
    let lower = data.double(0...(1 - width))
    var changes = [
      "\"window\":[\(lower),\(min(1, lower + width))]", "\"pan\":\(data.double(-1...1))",
      "\"zoom\":\(data.pick([0.001, 0.5, 2, 1000]))",
      "\"pinch\":{\"scale\":\(data.pick([0.01, 0.5, 3, 1000])),\"focus\":[\(data.double(0...1)),\(data.double(0...1))]}",
      "\"drag\":{\"by\":[\(data.double(-1e5...1e5)),\(data.double(-100...100))]}",
      "\"fling\":{\"velocity\":\(data.pick([-1e5, -600, 11, 600, 1e5]))}",
      "\"doubleTap\":{\"at\":[\(data.double(0...1)),\(data.double(0...1))]}",
    ]
    if chart.timeline {
      changes.append(
        "\"scrollTo\":\"\(data.pick(["00:00", "23:59", "12:30", "24:00"]))\"")
      return changes
    }
    let series = data.pick(chart.seriesIDs)
    changes += [
      "\"hide\":\"\(series)\"", "\"show\":\"\(series)\"", "\"toggle\":\"\(series)\"",
      "\"indicator\":\(data.chance(0.2) ? "null" : String(data.double(0...1)))",
    ]
    if chart.percentage {
      changes.append("\"pie\":\(data.chance(0.7))")
      let day = CalendarDate(milliseconds: xInside(x))
      let text = String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
      changes.append("\"zoomIn\":\"\(text)\"")
      changes.append("\"zoomOut\":true")
    }
    return changes
  }
}
