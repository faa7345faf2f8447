import ChartReel
import ChartReelCairo
import Foundation
import SnapshotTesting

extension Snapshotting where Value == CompiledScene, Format == String {
  /// The probe of the scene at `t` — the state of chart `chart` and of every named node, as
  /// `chartreel probe` prints it — as indented JSON with its keys sorted and every number
  /// rounded to `decimals` decimal places (6 by default), compared line by line.
  ///
  /// ```swift
  /// assertSnapshot(of: try scene.compiled(), as: .probe(at: 1.0))
  /// ```
  ///
  /// Sorted keys and rounded numbers keep the file stable: float noise below the precision
  /// (0.49999999999999956 for 0.5) does not change it, and a diff of a failing test shows
  /// which values moved. Text is measured with Pango, as the frames are.
  public static func probe(at t: Double, chart: Int = 0, decimals: Int = 6) -> Snapshotting {
    var strategy = SimplySnapshotting<String>.lines.pullback { (compiled: CompiledScene) in
      let measurer: any TextMeasuring =
        (try? PangoTextMeasurer()) ?? ApproximateTextMeasurer()
      let probe = compiled.probe(at: t, chart: chart, measurer: measurer)
      return ProbeText(decimals: decimals).text(of: probe) + "\n"
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

/// Writes JSON for snapshots: keys sorted, two-space indents, numbers rounded.
struct ProbeText {
  /// The decimal places numbers keep.
  var decimals: Int

  /// The value as indented JSON.
  func text(of value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return self.number(number)
    case .string: return value.serialized
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[\n"
        + items.map { inner + text(of: $0, indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let sorted = members.enumerated().sorted {
        ($0.element.key, $0.offset) < ($1.element.key, $1.offset)
      }
      return "{\n"
        + sorted.map {
          inner + JSONValue.string($0.element.key).serialized + ": "
            + text(of: $0.element.value, indent: inner)
        }.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// The number rounded to `decimals` places, without trailing zeros; `null` when not finite
  /// (JSON has no NaN), and 0 for -0.
  func number(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    let scale = pow(10, Double(decimals))
    let rounded = (number * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.\(decimals)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
