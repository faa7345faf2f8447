import ChartReelCore

/// A mark on a chart's data: a vertical line at an x, a horizontal line at a y, a band over a span
/// of x, or a point on a series.
///
/// It lives in a chart's `annotations`, is clipped to the plot, moves with the window and the
/// y-range exactly like the data, and fades, moves and scales like any node.
public struct AnnotationContent: BuiltInContent {
  /// What an annotation marks.
  public enum Kind: Equatable, Sendable {
    /// A vertical line at data x.
    case xLine(x: Double)
    /// A horizontal line at data y.
    case yLine(y: Double)
    /// A shaded band from one data x to another.
    case band(from: Double, to: Double)
    /// A dot on a series at data x.
    case point(series: String, x: Double)
  }

  /// What the annotation marks.
  package var kind: Kind
  /// The text beside the mark; nil for none.
  package var label: String?
  /// nil for the theme's accent colour.
  package var color: Color?

  /// An annotation of `kind`, in `color` or the theme's.
  public init(_ kind: Kind, label: String? = nil, color: Color? = nil) {
    self.kind = kind
    self.label = label
    self.color = color
  }

  package var typeName: String {
    switch kind {
    case .xLine: return "xLine"
    case .yLine: return "yLine"
    case .band: return "band"
    case .point: return "point"
    }
  }

  package var textScalars: Int { label?.unicodeScalars.count ?? 0 }

  package func problems(children: [Node]) -> [(key: String, message: String)] {
    switch kind {
    case .band(let from, let to) where !(from.isFinite && to.isFinite):
      return [("x", "expected [from, to] as two dates or numbers")]
    case .band(let from, let to) where !(from < to):
      return [("x", "expected [from, to] with from before to")]
    case .xLine(let x) where !x.isFinite, .point(_, let x) where !x.isFinite:
      return [("x", "expected a date or a number")]
    case .yLine(let y) where !y.isFinite:
      return [("y", "expected a number")]
    default: return []
    }
  }

  /// Annotations are drawn by their chart, with its data transform.
  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer { EmptyRenderer() }
}
