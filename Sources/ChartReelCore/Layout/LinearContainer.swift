/// A column or a row: children one after another along an axis.
///
/// Fixed and natural sizes come first; the room left is shared by `grow`, and when there is
/// too little, text gives way (wraps in a row, is shortened in a column). Across the axis a
/// child is stretched unless `align` says otherwise (a chart, which has no natural size to
/// align, always is). On a right-to-left canvas the frames are
/// mirrored, so a row runs from the right and `start` means the right edge.
public struct LinearContainer: BuiltInContent {
  package enum Axis: String, Sendable { case vertical, horizontal }

  /// Where children sit across the container's axis.
  public enum Alignment: String, Sendable, CaseIterable {
    /// Children fill the container's width (a column's) or height (a row's).
    case stretch
    /// Children sit at the leading edge.
    case start
    /// Children are centred.
    case center
    /// Children sit at the trailing edge.
    case end
  }

  package var axis: Axis
  /// Pixels between neighbouring children.
  package var gap: Double
  package var padding: Insets
  package var align: Alignment

  package init(
    axis: Axis, gap: Double = 0, padding: Insets = .zero, align: Alignment = .stretch
  ) {
    self.axis = axis
    self.gap = gap
    self.padding = padding
    self.align = align
  }

  package var typeName: String { axis == .vertical ? "column" : "row" }

  /// 1 when a child needs room its content cannot measure (a chart, or a container holding one), so
  /// that nested charts are not squeezed to nothing; 0 otherwise.
  ///
  /// A child's own `grow` shares this container's axis and does not count.
  package func defaultGrow(children: [Node]) -> Double {
    children.contains { $0.builtIn.defaultGrow(children: $0.children) > 0 } ? 1 : 0
  }

  package func problems(children: [Node]) -> [(key: String, message: String)] {
    var problems: [(key: String, message: String)] = []
    if let problem = NumberRule.length.problem(gap) { problems.append(("gap", problem)) }
    for (name, value) in [
      ("top", padding.top), ("right", padding.right), ("bottom", padding.bottom),
      ("left", padding.left),
    ] {
      if let problem = NumberRule.length.problem(value) {
        problems.append(("padding", "\(problem) on the \(name)"))
      }
    }
    return problems
  }

  private var vertical: Bool { axis == .vertical }

  private func main(_ size: Size) -> Double { vertical ? size.height : size.width }
  private func cross(_ size: Size) -> Double { vertical ? size.width : size.height }
  private func fixedMain(_ node: Node) -> Double? {
    vertical ? node.sizing.height : node.sizing.width
  }
  private func fixedCross(_ node: Node) -> Double? {
    vertical ? node.sizing.width : node.sizing.height
  }

  package func shrinks(children: [Node]) -> Bool {
    children.contains { $0.builtIn.shrinks(children: $0.children) }
  }

  package func naturalSize(width: Double?, children: [Node], layout: LayoutEngine) -> Size {
    let innerWidth = width.map { max(0, $0 - padding.left - padding.right) }
    let sizes: [Size]
    if vertical {
      sizes = children.map { layout.naturalSize(of: $0, width: innerWidth) }
    } else {
      // A row given a width wraps its text to the room each child gets there.
      let naturals = children.map { layout.naturalSize(of: $0, width: nil) }
      let widths = innerWidth.map { mainSizes(children, naturals: naturals, length: $0) }
      sizes = children.enumerated().map { index, child in
        let natural = naturals[index]
        guard let widths, widths[index] < natural.width else { return natural }
        return Size(
          width: widths[index],
          height: layout.naturalSize(of: child, width: widths[index]).height)
      }
    }
    let gaps = gap * Double(max(0, children.count - 1))
    let mainTotal = sizes.map(main).reduce(0, +) + gaps
    let crossMax = sizes.map(cross).max() ?? 0
    let size =
      vertical
      ? Size(width: crossMax, height: mainTotal) : Size(width: mainTotal, height: crossMax)
    return Size(
      width: size.width + padding.left + padding.right,
      height: size.height + padding.top + padding.bottom)
  }

  /// Each child's length along the axis in a container `length` long (inside its padding),
  /// from the children's `naturals`: fixed and natural sizes, then the room left shared by
  /// `grow`.
  ///
  /// When they add up to more than `length`, the children that can give way (text, which
  /// wraps in a row and is set smaller or shortened in a column; containers holding some)
  /// shrink in proportion to their natural length until they fit or reach nothing. Beside
  /// children that grow with no size of their own (charts), they take at most their share of
  /// the room, a share for each such child and each of them, and those share the rest by
  /// `grow`.
  func mainSizes(_ children: [Node], naturals: [Size], length: Double) -> [Double] {
    // Along a row, what holds charts starts from nothing, so that charts side by side get
    // shares by `grow` whatever the text beside them (which wraps to the width it gets).
    var sizes = zip(children, naturals).map { child, natural in
      fixedMain(child)
        ?? (!vertical && child.builtIn.defaultGrow(children: child.children) > 0
          ? 0 : main(natural))
    }
    let free = length - sizes.reduce(0, +) - gap * Double(max(0, children.count - 1))
    let growers = children.indices.filter { fixedMain(children[$0]) == nil }
    let shrinkers = growers.filter { children[$0].builtIn.shrinks(children: children[$0].children) }
    let shrinkable = shrinkers.map { sizes[$0] }.reduce(0, +)
    // Children that grow but have nothing of their own to show (charts) keep a child's share
    // of the room at least: text takes no more than its own shares.
    let empty = growers.filter {
      sizes[$0] == 0 && children[$0].grow > 0 && !shrinkers.contains($0)
    }
    let room = max(0, shrinkable + free)
    let budget = room * Double(shrinkers.count) / Double(shrinkers.count + empty.count)
    if shrinkable > 0 && shrinkable > budget {
      for index in shrinkers { sizes[index] *= budget / shrinkable }
      let emptyGrow = empty.map { children[$0].grow }.reduce(0, +)
      for index in empty { sizes[index] = (room - budget) * children[index].grow / emptyGrow }
      return sizes
    }
    let totalGrow = growers.map { children[$0].grow }.reduce(0, +)
    if free > 0 && totalGrow > 0 {
      for index in growers { sizes[index] += free * children[index].grow / totalGrow }
    }
    return sizes
  }

  /// In a column, text given less than its natural height keeps only what its lines take
  /// when set smaller to fit (`TextContent.fitted`), and the children that grow with nothing
  /// of their own (charts) share what it leaves, by `grow`.
  private func settleText(
    _ children: [Node], naturals: [Size], sizes: inout [Double], width: Double,
    layout: LayoutEngine
  ) {
    let empty = children.indices.filter {
      fixedMain(children[$0]) == nil && naturals[$0].height == 0 && children[$0].grow > 0
        && !children[$0].builtIn.shrinks(children: children[$0].children)
    }
    guard !empty.isEmpty else { return }
    var saved = 0.0
    for index in children.indices where sizes[index] < naturals[index].height - 0.5 {
      // A text the script changes keeps the room its largest text was given.
      guard let text = children[index].builtIn as? TextContent, fixedMain(children[index]) == nil,
        children[index].id.flatMap({ layout.laterContents[$0] }) == nil
      else { continue }
      let fitted = text.fitted(
        text.text, width: children[index].sizing.width ?? width, height: sizes[index],
        measurer: layout.measurer)
      saved += sizes[index] - fitted.height
      sizes[index] = fitted.height
    }
    let grow = empty.map { children[$0].grow }.reduce(0, +)
    for index in empty { sizes[index] += saved * children[index].grow / grow }
  }

  package func arrange(_ children: [Node], in frame: Rect, layout: LayoutEngine) -> [Rect] {
    let content = frame.inset(by: padding)
    let length = main(content.size)
    let crossLength = cross(content.size)
    var naturals = children.map { child in
      layout.naturalSize(of: child, width: vertical ? (child.sizing.width ?? content.width) : nil)
    }
    var sizes = mainSizes(children, naturals: naturals, length: length)
    if vertical {
      settleText(children, naturals: naturals, sizes: &sizes, width: content.width, layout: layout)
    }
    // Across a row, text shrunk along it is as tall as its lines wrapped at its width.
    for index in children.indices where !vertical && sizes[index] < naturals[index].width {
      naturals[index] = layout.naturalSize(of: children[index], width: sizes[index])
    }
    var position = vertical ? content.minY : content.minX
    var frames: [Rect] = []
    for (index, child) in children.enumerated() {
      let fixed = fixedCross(child)
      // A chart (or a container of charts) has no natural size to align: it is stretched.
      let roomy =
        cross(naturals[index]) == 0 && child.builtIn.defaultGrow(children: child.children) > 0
      let across =
        fixed
        ?? (align == .stretch || roomy ? crossLength : min(crossLength, cross(naturals[index])))
      let slack = crossLength - across
      let offset: Double
      switch align {
      case .stretch, .start: offset = 0
      case .center: offset = slack / 2
      case .end: offset = slack
      }
      let start = (vertical ? content.minX : content.minY) + offset
      frames.append(
        vertical
          ? Rect(x: start, y: position, width: across, height: sizes[index])
          : Rect(x: position, y: start, width: sizes[index], height: across))
      position += sizes[index] + gap
    }
    guard layout.direction.isRightToLeft else { return frames }
    return frames.map { $0.mirrored(about: content.midX) }
  }

  package func makeRenderer(_ context: RendererContext) -> any NodeRenderer { EmptyRenderer() }
}

/// A renderer that draws nothing of its own: containers, whose children draw themselves.
package struct EmptyRenderer: NodeRenderer {
  package init() {}
  package func draw(at t: Double, in context: DrawContext) -> [DisplayNode] { [] }
}
