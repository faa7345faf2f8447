import ChartReel
import Foundation
import TestSupport
import Testing

/// The card of a pie's selected slice beside the pie, not over it.
@Suite struct PieCardTests {
  /// A probe's `[x, y, width, height]`.
  func rect(_ value: JSONValue?) -> Rect? {
    guard case .array(let items)? = value, items.count == 4 else { return nil }
    let numbers = items.compactMap { item -> Double? in
      if case .number(let n) = item { return n }
      return nil
    }
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The middle of the slice the indicator at `position` selects, from the probe's shares: an
  /// angle from 3 o'clock, clockwise, as the plot draws it.
  func selectedMiddle(_ probe: JSONValue, position: Double) -> Double? {
    guard case .object(let slices)? = probe["pie"]?["slices"] else { return nil }
    let shares = slices.compactMap { entry -> Double? in
      if case .number(let share) = entry.value { return share }
      return nil
    }
    var start = 0.0
    for share in shares {
      if position <= start + share { return -Double.pi / 2 + 2 * Double.pi * (start + share / 2) }
      start += share
    }
    return nil
  }

  @Test(
    "with long series names, wherever the indicator selects, the pie's card lies clear of the pie at 4K, 720p and 1080 × 1920, or over its far side with the name whole"
  )
  func cardClearOfThePie() throws {
    let measurer = try PangoTextMeasurer()
    let names = (0..<6).map { #""y\#($0)": "A very long application name number \#($0)""# }
      .joined(separator: ", ")
    for (width, height) in [(3840, 2160), (1280, 720), (1080, 1920)] {
      for position in stride(from: 0.02, through: 0.98, by: 0.08) {
        let json = """
          {"canvas": {"width": \(width), "height": \(height)},
           "data": {"file": "data/round2/5/overview.json", "names": {\(names)}},
           "initial": {"window": [0.5, 1]},
           "actions": [{"at": 0, "duration": 0, "pie": true}, {"at": 0, "indicator": \(position)}]}
          """
        let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
        let probe = compiled.probe(at: 1, measurer: measurer)
        guard let plot = rect(probe["parts"]?["plot"]), let card = rect(probe["parts"]?["tooltip"])
        else {
          Issue.record("\(width)×\(height) at \(position): no plot or card")
          continue
        }
        let radius = 0.45 * min(plot.width, plot.height)
        let nearestX: Double = min(max(plot.midX, card.minX), card.maxX)
        let nearestY: Double = min(max(plot.midY, card.minY), card.maxY)
        let dx: Double = nearestX - plot.midX
        let dy: Double = nearestY - plot.midY
        let distance: Double = (dx * dx + dy * dy).squareRoot()
        if distance >= radius - 0.5 { continue }
        // No room around the pie for the whole card: over the pie's far side from the selected
        // slice, the name whole rather than shortened.
        let names = compiled.texts(at: 1, measurer: measurer).filter { $0.role == .tooltip }
        #expect(
          !names.contains { $0.text.hasSuffix("…") },
          "\(width)×\(height) at \(position): \(names.map(\.text))")
        guard let middle = selectedMiddle(probe, position: position) else {
          Issue.record("\(width)×\(height) at \(position): no selected slice")
          continue
        }
        let towardsSlice =
          (card.midX - plot.midX) * cos(middle) + (card.midY - plot.midY) * sin(middle)
        #expect(
          towardsSlice < 0, "\(width)×\(height) at \(position): card \(card) on the slice's side")
      }
    }
  }
}
