import ChartReel
import Foundation
import TestSupport
import Testing

/// An annotation's label prints over no other label, no y line and not under the indicator's
/// card; while the card fades in, a label it covers fades out as its copy fades in clear of it.
@Suite struct AnnotationLabelTests {
  /// The texts and the card's frame of a scene at time `t`.
  func frame(_ json: String, at t: Double) throws -> (
    texts: [ProbedText], card: Rect?, yLines: [Double]
  ) {
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
    let probe = compiled.probe(at: t, measurer: measurer)
    let card = probe["nodes"]?["main"]?["parts"]?["tooltip"].flatMap(Self.rect)
    var yLines: [Double] = []
    if case .object(let nodes) = probe["nodes"] ?? .null {
      for (_, node) in nodes where node["type"] == .string("yLine") {
        if let frame = node["frame"].flatMap(Self.rect) { yLines.append(frame.minY) }
      }
    }
    return (compiled.texts(at: t, measurer: measurer), card, yLines)
  }

  static func rect(_ value: JSONValue) -> Rect? {
    guard case .array(let values) = value, values.count == 4 else { return nil }
    let numbers = values.compactMap { value -> Double? in
      if case .number(let number) = value { return number }
      return nil
    }
    return numbers.count == 4
      ? Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
  }

  /// A scene of Scenes/data/chart_data.json at `size` with `annotations`, the indicator at
  /// `indicator` from 1 s.
  func scene(size: (Int, Int), annotations: [String], window: (Double, Double), indicator: Double)
    -> String
  {
    """
    {"canvas": {"width": \(size.0), "height": \(size.1), "fps": 30}, "duration": 3,
     "root": {"type": "column", "padding": 16, "children": [
       {"type": "chart", "id": "main", "grow": 1,
        "data": {"file": "data/chart_data.json", "chart": 0},
        "initial": {"window": [\(window.0), \(window.1)]},
        "annotations": [\(annotations.joined(separator: ","))]}]},
     "actions": [{"at": 1, "target": "main", "indicator": \(indicator)}]}
    """
  }

  @Test("the showcase's labels stay on screen beside the card (scene-graph.json at 2.2 s)")
  func showcaseKeepsLabels() throws {
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.loadScene("scene-graph.json"), measurer: measurer)
    let probe = compiled.probe(at: 2.2, measurer: measurer)
    let card = try #require(probe["nodes"]?["main"]?["parts"]?["tooltip"].flatMap(Self.rect))
    let labels = compiled.texts(at: 2.2, measurer: measurer).filter {
      $0.role == .annotation && $0.opacity > 0.99
    }
    #expect(Set(labels.map(\.text)) == ["Promo week", "Goal", "Launch", "Peak"])
    #expect(labels.allSatisfy { !$0.box.intersects(card) }, "\(labels.map(\.box)) \(card)")
  }

  @Test(
    "generated annotations at four sizes: labels clear of each other, of y lines and of the card",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func generatedLabelsAreClear(_ size: (Int, Int)) throws {
    var random = SeededGenerator(seed: UInt64(size.0 * 7 + size.1))
    // Days in the window [0.5, 0.8] of the data (2018-11-17 to 2019-03-08).
    let days =
      (12...31).map { String(format: "2019-01-%02d", $0) }
      + (1...10).map { String(format: "2019-02-%02d", $0) }
    let words = [
      "Promo", "week", "launch", "of the app", "goal", "peak", "floor", "Q1", "campaign",
    ]
    func label() -> String {
      (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }
        .joined(separator: " ")
    }
    for round in 0..<6 {
      var annotations: [String] = []
      var yValues: [Double] = []
      for k in 0..<Int.random(in: 2...7, using: &random) {
        let day = days.randomElement(using: &random)!
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let end = days.filter { $0 != day }.randomElement(using: &random)!
          annotations.append(
            #"{"id": "a\#(k)", "type": "band", "x": ["\#(min(day, end))", "\#(max(day, end))"], "label": "\#(label())"}"#
          )
        case 1:
          annotations.append(
            #"{"id": "a\#(k)", "type": "xLine", "x": "\#(day)", "label": "\#(label())"}"#)
        case 2:
          let y = Double(Int.random(in: 40...260, using: &random))
          yValues.append(y)
          annotations.append(
            #"{"id": "a\#(k)", "type": "yLine", "y": \#(y), "label": "\#(label())"}"#)
        default:
          annotations.append(
            #"{"id": "a\#(k)", "type": "point", "series": "y0", "x": "\#(day)", "label": "\#(label())"}"#
          )
        }
      }
      let json = scene(
        size: size, annotations: annotations, window: (0.5, 0.8),
        indicator: .random(in: 0.52...0.78, using: &random))
      let (texts, card, yLines) = try frame(json, at: 2.5)
      let labels = texts.filter { $0.role == .annotation }
      let values = texts.filter { $0.role == .yLabel && $0.opacity >= 0.5 }
      let context = "\(size) round \(round): \(annotations)"
      for (i, a) in labels.enumerated() where a.opacity > 0.01 {
        for value in values where a.box.insetBy(dx: 0.5, dy: 0.5).intersects(value.box) {
          Issue.record("\"\(a.text)\" over the value label \"\(value.text)\": \(context)")
        }
        if let card {
          #expect(!a.box.intersects(card), "\"\(a.text)\" under the card: \(context)")
        }
        // Its own place may be on a y line when no other place is free; a moved one never is.
        for y in yLines where a.box.minY < y && y < a.box.maxY {
          Issue.record("\"\(a.text)\" on the y line at \(y): \(context)")
        }
        for b in labels[(i + 1)...] where b.opacity > 0.01 {
          #expect(
            !a.box.insetBy(dx: 0.5, dy: 0.5).intersects(b.box),
            "\"\(a.text)\" over \"\(b.text)\": \(context)")
        }
      }
      #expect(card != nil, "no card: \(context)")
    }
  }

  @Test("while the card fades in, a covered label fades out as its copy fades in: one label in all")
  func crossFadeKeepsOneLabel() throws {
    // The line at the indicator's point: its label beside it at the top, where the card goes.
    let data = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: TestPaths.root + "/Scenes/data/chart_data.json")))
    let x = try #require((data as? [[String: Any]])?.first?["columns"] as? [[Any]])[0]
      .dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue }
    let at = x[Int((0.16 * Double(x.count - 1)).rounded())]
    let json = scene(
      size: (1280, 720),
      annotations: [
        #"{"id": "launch", "type": "xLine", "x": \#(Int64(at)), "label": "Launch of the app"}"#
      ], window: (0.05, 0.3), indicator: 0.16)
    var moved = false
    for step in 0...8 {
      let t = 1 + Double(step) * 0.05
      let labels = try frame(json, at: t).texts.filter { $0.text == "Launch of the app" }
      let total = labels.map(\.opacity).reduce(0, +)
      #expect(abs(total - 1) < 1e-6, "at \(t): \(labels.map(\.opacity))")
      moved = moved || labels.count == 2
    }
    #expect(moved, "the card never covered the label: move the indicator")
  }

  @Test(
    "a band partly scrolled out, or narrower than its label, keeps its whole label in the plot",
    arguments: [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)])
  func bandLabelsStayWhole(_ size: (Int, Int)) throws {
    // Bands from 2019-01-01 (fraction 0.4 of the data) across the left edge of windows that
    // slide past them, and a narrow one at the right edge of the window.
    let bands = [
      #"{"id": "wide", "type": "band", "x": ["2019-01-01", "2019-01-12"], "label": "Holiday season sale with free shipping"}"#,
      #"{"id": "narrow", "type": "band", "x": ["2019-02-18", "2019-02-19"], "label": "Outage of the payment provider"}"#,
    ]
    for lower in stride(from: 0.38, through: 0.5, by: 0.02) {
      let json = scene(
        size: size, annotations: bands, window: (lower, 0.85), indicator: 0.6
      ).replacingOccurrences(of: #"{"at": 1, "target": "main", "indicator": 0.6}"#, with: "")
      let measurer = try PangoTextMeasurer()
      let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
      let probe = compiled.probe(at: 0.5, measurer: measurer)
      let plot = try #require(probe["nodes"]?["main"]?["parts"]?["plot"].flatMap(Self.rect))
      let texts = compiled.texts(at: 0.5, measurer: measurer)
      let labels = texts.filter { $0.role == .annotation }
      let values = texts.filter { $0.role == .yLabel && $0.opacity >= 0.5 }
      for label in labels {
        for value in values where label.box.insetBy(dx: 0.5, dy: 0.5).intersects(value.box) {
          Issue.record(
            "\"\(label.text)\" over the value label \"\(value.text)\": \(size), window from \(lower)"
          )
        }
        #expect(
          label.box.minX >= plot.minX - 0.5 && label.box.maxX <= plot.maxX + 0.5,
          "\"\(label.text)\" at \(label.box) in the plot \(plot): \(size), window from \(lower)")
      }
    }
  }

  @Test(
    "a line's or point's label stays inside the plot while the window pans it out, and goes with it",
    arguments: [(480, 480), (1280, 720), (1080, 1920)])
  func labelsLeaveWithTheirMarks(_ size: (Int, Int)) throws {
    // A line and a point near the window's right edge; the window pans left, carrying them out
    // past the right edge (and, right to left, the left edge).
    let marks = [
      #"{"id": "launch", "type": "xLine", "x": "2019-02-10", "label": "Launch of the new product"}"#,
      #"{"id": "peak", "type": "point", "series": "y0", "x": "2019-02-06", "label": "Peak"}"#,
    ]
    for rtl in [false, true] {
      var json = scene(size: size, annotations: marks, window: (0.6, 0.8), indicator: 0.6)
        .replacingOccurrences(
          of: #"{"at": 1, "target": "main", "indicator": 0.6}"#,
          with: #"{"at": 0.2, "duration": 1.5, "target": "main", "pan": -0.3}"#)
      if rtl {
        json = json.replacingOccurrences(
          of: #""fps": 30}"#, with: #""fps": 30, "direction": "rtl"}"#)
      }
      let measurer = try PangoTextMeasurer()
      let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
      var seen = Set<String>()
      for frame in 0...60 {
        let t = Double(frame) / 30
        let probe = compiled.probe(at: t, measurer: measurer)
        let plot = try #require(probe["nodes"]?["main"]?["parts"]?["plot"].flatMap(Self.rect))
        let line = try #require(probe["nodes"]?["launch"]?["frame"].flatMap(Self.rect))
        for label in compiled.texts(at: t, measurer: measurer) where label.role == .annotation {
          seen.insert(label.text)
          #expect(
            label.box.minX >= plot.minX - 0.5 && label.box.maxX <= plot.maxX + 0.5,
            "\"\(label.text)\" at \(label.box), plot \(plot): \(size), rtl \(rtl), \(t) s")
          if label.text.hasPrefix("Launch") {
            #expect(
              line.minX >= plot.minX - 0.5 && line.minX <= plot.maxX + 0.5,
              "the launch label outlives its line at \(line.minX): \(size), rtl \(rtl), \(t) s")
          }
        }
      }
      #expect(seen.count == 2, "both labels show before they leave: \(seen)")
    }
  }
}
