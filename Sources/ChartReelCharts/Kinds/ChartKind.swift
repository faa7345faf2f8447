/// The name of a way of drawing a chart's data: what probes and messages call it.
///
/// An open set: each kind declares its name beside its `ChartKindBehavior` (`ChartKind.line`
/// in `Kinds/Line`, `ChartKind.candlestick` in `Kinds/Candlestick`), and `ChartKinds` lists
/// the kinds a chart can be drawn as.
public struct ChartKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The kind's name in probes and JSON, like `"line"` or `"candlestick"`.
  public let rawValue: String

  /// The kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind's name.
  public var description: String { rawValue }
}

extension ChartData {
  /// The kind the data asks for: the one it declares (candles), or else the first of
  /// `ChartKinds.all` that recognises its series' types and flags — bars when its series are
  /// bars (stacked when the data says so, or when there are several), areas stacked to 100 %
  /// for `percentage`, lines otherwise.
  public var kind: ChartKind { declaredKind ?? ChartKinds.recognising(self).kind }
}
