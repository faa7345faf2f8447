/// A plain-text form of a display list, one node per line, for reviewable snapshot tests.
///
/// Coordinates are rounded to 0.01 px and colours written as `#RRGGBB@alpha%`, so the text is
/// stable and a diff shows what moved.
extension DisplayList {
  package var snapshot: String {
    var lines = [
      "canvas \(Self.number(size.width))x\(Self.number(size.height)) background \(background)"
    ]
    Self.append(nodes, depth: 0, to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func append(_ nodes: [DisplayNode], depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    for node in nodes {
      switch node {
      case .fill(let path, let color):
        lines.append(indent + "fill \(color) \(describe(path))")
      case .gradientFill(let path, let gradient):
        let stops = gradient.stops.map { "\(number($0.offset)):\($0.color)" }.joined(separator: " ")
        lines.append(
          indent
            + "gradient \(point(gradient.start))→\(point(gradient.end)) [\(stops)] \(describe(path))"
        )
      case .stroke(let path, let color, let style):
        let dashes = style.dashes.isEmpty ? "" : " dash \(style.dashes.map(number))"
        lines.append(
          indent
            + "stroke \(color) width \(number(style.width)) \(style.cap.rawValue) \(style.join.rawValue)\(dashes) \(describe(path))"
        )
      case .text(let run):
        let weight = run.font.weight == .bold ? " bold" : ""
        let width = run.width.map { " width \(number($0))" } ?? ""
        let opacity = run.opacity == 1 ? "" : " opacity \(number(run.opacity))"
        lines.append(
          indent
            + "text \"\(run.text)\" at \(point(run.position)) \(run.alignment.rawValue) \(number(run.font.size))px\(weight) \(run.color)\(opacity)\(width) \(run.role.rawValue)"
        )
      case .group(let clip, let opacity, let children):
        let clipText = clip.map { " clip \(describe($0))" } ?? ""
        lines.append(indent + "group opacity \(number(opacity))\(clipText)")
        append(children, depth: depth + 1, to: &lines)
      case .transform(let t, let children):
        lines.append(
          indent
            + "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]"
        )
        append(children, depth: depth + 1, to: &lines)
      case .tile(let box, let children):
        lines.append(indent + "tile \(box.x),\(box.y) \(box.width)x\(box.height)")
        append(children, depth: depth + 1, to: &lines)
      }
    }
  }

  private static func describe(_ path: Path) -> String {
    path.elements.map { element in
      switch element {
      case .move(let p): return "M" + point(p)
      case .line(let p): return "L" + point(p)
      case .curve(let c1, let c2, let p):
        return "C" + [c1, c2, p].map(point).joined(separator: " ")
      case .arc(let center, let radius, let start, let end):
        return "A\(point(center)) r\(number(radius)) \(number(start))→\(number(end))"
      case .arcNegative(let center, let radius, let start, let end):
        return "N\(point(center)) r\(number(radius)) \(number(start))→\(number(end))"
      case .close: return "Z"
      }
    }.joined(separator: " ")
  }

  private static func point(_ p: Point) -> String { "\(number(p.x)),\(number(p.y))" }

  /// A number rounded to two decimals, without trailing zeros.
  static func number(_ value: Double) -> String {
    NumberText.trimmed(value, decimals: 2)
  }
}
