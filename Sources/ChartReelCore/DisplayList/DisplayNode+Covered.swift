extension Array where Element == DisplayNode {
  /// The nodes with the text runs whose box meets `cover` (in these nodes' coordinates) faded
  /// by `fade`, and left out when it reaches 1: what a card fading in over them would leave
  /// half-hidden, so a frame never shows two texts printed over each other.
  package func removingTexts(under cover: Rect, fade: Double = 1, measurer: any TextMeasuring)
    -> [DisplayNode]
  {
    removingTexts(under: cover, transform: .identity, fade: fade, measurer: measurer)
  }

  private func removingTexts(
    under cover: Rect, transform: AffineTransform, fade: Double, measurer: any TextMeasuring
  ) -> [DisplayNode] {
    compactMap { node -> DisplayNode? in
      switch node {
      case .text(var run):
        guard transform.apply(run.box(measurer: measurer)).intersects(cover) else { return node }
        run.opacity *= 1 - Swift.min(1, Swift.max(0, fade))
        return run.opacity > 0 ? .text(run) : nil
      case .group(let clip, let opacity, let children):
        return .group(
          clip: clip, opacity: opacity,
          children: children.removingTexts(
            under: cover, transform: transform, fade: fade, measurer: measurer))
      case .transform(let inner, let children):
        return .transform(
          inner,
          children: children.removingTexts(
            under: cover, transform: inner.then(transform), fade: fade, measurer: measurer))
      case .tile(let box, let children):
        return .tile(
          box,
          children: children.removingTexts(
            under: cover, transform: transform, fade: fade, measurer: measurer))
      case .fill, .gradientFill, .stroke:
        return node
      }
    }
  }
}
