/// One text run of a frame as the probe reports it: where it is on the canvas and how visible.
package struct ProbedText: Equatable, Sendable {
  package var text: String
  /// The run's logical box in canvas pixels, after every offset, scale and mirroring, and cut
  /// to the part inside any clip it is drawn in (by the clip's bounding box).
  package var box: Rect
  /// The effective opacity: the node's and its ancestors', the groups' and the run's own fade.
  package var opacity: Double
  /// The named node that draws it; nil for a node the scene did not name.
  package var node: NodeID?
  package var role: TextRole
  /// The run's colour as drawn, before `opacity`: "#FFFFFF", with "@50%" when translucent.
  package var color: Color

  /// The probe's JSON object for the run.
  package var json: JSONValue {
    .members([
      ("text", .string(text)), ("box", .rect(box)), ("opacity", .number(opacity)),
      ("node", node.map { .string($0.rawValue) } ?? .null), ("role", .string(role.rawValue)),
      ("color", .string(color.description)),
    ])
  }
}

extension CompiledScene {
  /// Every text run drawn at `t`, in drawing order, with its box in canvas pixels.
  package func texts(at t: Double, measurer: any TextMeasuring) -> [ProbedText] {
    var texts: [ProbedText] = []
    collectTexts(
      0, parent: outputTransform, opacity: 1, context: drawContext(at: t, measurer: measurer),
      at: t,
      into: &texts)
    return texts
  }

  private func collectTexts(
    _ index: Int, parent: AffineTransform, opacity: Double, context: DrawContext, at t: Double,
    into texts: inout [ProbedText]
  ) {
    let entry = scene.entries[index]
    let own = opacity * (timeline.value(.opacity(entry.id), at: t) ?? entry.node.style.opacity)
    guard own > 0 else { return }
    let transform = ownTransform(index, at: t).then(parent)
    var walker = TextWalker(
      node: entry.id.isNamed ? entry.id : nil, measurer: context.measurer, texts: texts)
    walker.walk(renderers[index].draw(at: t, in: context), transform: transform, opacity: own)
    texts = walker.texts
    guard !entry.node.builtIn.drawsChildren else { return }
    for child in children[index] {
      collectTexts(child, parent: transform, opacity: own, context: context, at: t, into: &texts)
    }
  }
}

/// Walks a node's display nodes, collecting its text runs with their canvas boxes.
private struct TextWalker {
  let node: NodeID?
  let measurer: any TextMeasuring
  var texts: [ProbedText]

  /// Walks `nodes` drawn through `transform`, at `opacity`, inside `clip` (canvas pixels):
  /// a run partly clipped away reports the part drawn, one wholly clipped away nothing.
  mutating func walk(
    _ nodes: [DisplayNode], transform: AffineTransform, opacity: Double, clip: Rect? = nil
  ) {
    for node in nodes {
      switch node {
      case .text(let run) where opacity * run.opacity > 0:
        var box = transform.apply(run.box(measurer: measurer))
        if let clip {
          guard let drawn = box.intersection(clip) else { continue }
          box = drawn
        }
        texts.append(
          ProbedText(
            text: run.text, box: box, opacity: opacity * run.opacity, node: self.node,
            role: run.role, color: run.color))
      case .group(let path, let alpha, let children):
        var inner = clip
        if let bounds = path?.bounds {
          let drawn = transform.apply(bounds)
          inner =
            clip.map { $0.intersection(drawn) ?? Rect(x: 0, y: 0, width: 0, height: 0) } ?? drawn
        }
        walk(children, transform: transform, opacity: opacity * alpha, clip: inner)
      case .tile(_, let children):
        walk(children, transform: transform, opacity: opacity, clip: clip)
      case .transform(let inner, let children):
        walk(children, transform: inner.then(transform), opacity: opacity, clip: clip)
      case .text, .fill, .gradientFill, .stroke:
        continue
      }
    }
  }
}
