import ChartReelCore

/// Where an annotation's label goes so that it prints over nothing: clear of the labels placed
/// before it, of the y lines, of the grid's value labels and of the indicator's card.
///
/// A label has its own place, then the annotation's other places in order (below a y line,
/// the other side of a point, lower down…), each inside the labels' area. It takes the first
/// place clear of the labels before it, and is left out where there is none. Where the card
/// covers that place, the label stays there, fading out as the card fades in (see
/// `removingTexts(under:)`), while a copy fades in at the first place clear of the card: the
/// story's labels stay on screen while the card shows, and never jump.
struct AnnotationLabelPlacer {
  /// One place a label may take: its anchor and alignment, as a `TextRun`'s.
  struct Place {
    var at: Point
    var alignment: TextRun.Alignment
  }

  /// A label to place: its text and look, and its places, its own first.
  struct Label {
    var text: String
    var font: Font
    var color: Color
    var places: [Place]
    /// How much of it shows (a point's label fades with its ring as the point leaves).
    var opacity = 1.0
  }

  /// Where labels are drawn (the plot and a margin): a label moved must lie inside it.
  let area: Rect
  /// The indicator's card and how far it has faded in (0 to 1); nil while none shows.
  let card: (frame: Rect, alpha: Double)?
  /// What no label may print over besides labels: the y lines, a little taller than drawn, and
  /// the grid's value labels.
  let lines: [Rect]
  let measurer: any TextMeasuring

  /// The runs of each of `labels`, in order: first every label at the first of its places
  /// clear of those before it (the same whether the card shows or not), then, while the card
  /// covers one, its copy at the first place clear of the card and of every label.
  func runs(_ labels: [Label?]) -> [[TextRun]] {
    let boxes = labels.map { label in
      label.map { label in label.places.map { run(label, $0).box(measurer: measurer) } } ?? []
    }
    var taken = lines
    let chosen = labels.indices.map { k -> Int? in
      guard let place = choose(boxes[k], clearOf: taken) else { return nil }
      taken.append(boxes[k][place])
      return place
    }
    return labels.indices.map { k -> [TextRun] in
      guard let label = labels[k], let place = chosen[k] else { return [] }
      let shown = run(label, label.places[place])
      guard let card, card.alpha > 0, card.frame.intersects(boxes[k][place]),
        let clear = choose(boxes[k], clearOf: taken + [card.frame])
      else { return [shown] }
      taken.append(boxes[k][clear])
      return [shown, run(label, label.places[clear], opacity: min(1, card.alpha))]
    }
  }

  private func run(_ label: Label, _ place: Place, opacity: Double = 1) -> TextRun {
    TextRun(
      label.text, at: place.at, alignment: place.alignment, font: label.font,
      color: label.color, opacity: opacity * label.opacity, role: .annotation)
  }

  /// The first of a label's places clear of what is taken.
  ///
  /// `boxes` are the places' boxes: its own may lie anywhere, another only inside the area.
  /// Nil where none is clear, or where its own lies outside the area (scrolled out of view:
  /// not drawn, and taking no room).
  private func choose(_ boxes: [Rect], clearOf taken: [Rect]) -> Int? {
    guard let own = boxes.first, own.intersects(area) else { return nil }
    return boxes.indices.first { k in
      let box = boxes[k].insetBy(dx: 0.5, dy: 0.5)
      let inside =
        k == 0
        || (box.minX >= area.minX && box.maxX <= area.maxX && box.minY >= area.minY
          && box.maxY <= area.maxY)
      return inside && !taken.contains { $0.intersects(boxes[k]) }
    }
  }
}
