extension Array where Element == DisplayNode {
  /// The nodes without the text runs whose box meets `cover` (in these nodes' coordinates):
  /// what an opaque card drawn over them would leave half-hidden, so a frame never shows two
  /// texts printed over each other.
  public func removingTexts(under cover: Rect, measurer: any TextMeasuring) -> [DisplayNode] {
    removingTexts(under: cover, transform: .identity, measurer: measurer)
  }

  private func removingTexts(
    under cover: Rect, transform: AffineTransform, measurer: any TextMeasuring
  ) -> [DisplayNode] {
    compactMap { node -> DisplayNode? in
      switch node {
      case .text(let run):
        return transform.apply(run.box(measurer: measurer)).intersects(cover) ? nil : node
      case .group(let clip, let opacity, let children):
        return .group(
          clip: clip, opacity: opacity,
          children: children.removingTexts(under: cover, transform: transform, measurer: measurer))
      case .transform(let inner, let children):
        return .transform(
          inner,
          children: children.removingTexts(
            under: cover, transform: inner.then(transform), measurer: measurer))
      case .fill, .gradientFill, .stroke:
        return node
      }
    }
  }
}
