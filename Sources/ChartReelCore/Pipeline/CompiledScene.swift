/// A scene ready to draw: laid out once, its script compiled into tracks, a renderer per node.
///
/// `displayList(at:)` and `probe(at:)` are then pure functions of time: any frame can be made
/// alone, in any order, on any thread (each thread with its own text measurer).
public struct CompiledScene: Sendable {
  /// The scene compiled.
  public private(set) var scene: Scene
  /// How much the whole drawing is scaled to the output canvas (1 unless `resized(to:)`).
  package private(set) var outputScale = 1.0
  /// Every animated property's track.
  public let timeline: Timeline
  /// Each entry's laid-out frame, before offset and scale, in `scene.entries` order.
  package let frames: [Rect]
  /// Each entry's renderer, in `scene.entries` order.
  package let renderers: [any NodeRenderer]
  /// The entry indices of each entry's children.
  let children: [[Int]]

  /// The memory a node's display nodes take in one frame, beside its `drawingBytes`: a few
  /// paths, texts and groups.
  package static let bytesPerNode = 4 << 10

  /// The most memory one frame's display list may take, in bytes: what a render thread holds
  /// beside its pixels (see `FrameBudget`).
  package var drawingBytes: Int {
    renderers.reduce(0) { $0 + Self.bytesPerNode + $1.drawingBytes }
  }

  /// Lays `scene` out, compiles its script and prepares every node; `measurer` sizes text.
  public init(_ scene: Scene, measurer: any TextMeasuring) {
    self.init(scene, measurer: measurer, caches: true)
  }

  /// Lays `scene` out and prepares every node, its renderers keeping what they drew for
  /// inputs that repeat when `caches` is true (the same display lists, made faster).
  ///
  /// A scene written for a design size (`Canvas.designSize`) is laid out on its design canvas
  /// and drawn scaled to its own; the probe reports the canvas's pixels.
  package init(_ scene: Scene, measurer: any TextMeasuring, caches: Bool) {
    guard scene.canvas.designSize != nil else {
      self.init(laidOut: scene, measurer: measurer, caches: caches)
      return
    }
    var designed = scene
    designed.canvas = scene.canvas.designCanvas
    self.init(laidOut: designed, measurer: measurer, caches: caches)
    self.scene.canvas = scene.canvas
    outputScale = scene.canvas.designScale
  }

  /// Lays `scene` out on its canvas and prepares every node, one stage after another: layout
  /// (`SceneLayout`), the script compiled into the timeline, then a renderer per node.
  private init(laidOut scene: Scene, measurer: any TextMeasuring, caches: Bool) {
    self.scene = scene
    let entries = scene.entries
    let layout = SceneLayout(
      scene, measurer: measurer, laterContents: Self.laterContents(of: scene))
    let frames = layout.frames
    self.frames = frames
    var children = Array(repeating: [Int](), count: entries.count)
    for (index, entry) in entries.enumerated() {
      if let parent = entry.parent { children[parent].append(index) }
    }
    self.children = children

    var timeline = Timeline()
    timeline.declare(.theme, initial: scene.canvas.theme.blendValue)
    for entry in entries {
      NodeTracks(initial: entry.node.style, CommonProperties.table)
        .declare(in: &timeline, as: entry.id)
      entry.node.builtIn.declareProperties(of: entry.id, in: &timeline)
    }
    let indexByID = Dictionary(
      entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    for action in scene.actions {
      guard case .success(let entry) = scene.resolveTarget(of: action) else { continue }
      let target = ChangeTarget(
        id: entry?.id ?? .canvas, node: entry?.node,
        frame: entry.flatMap { indexByID[$0.id] }.map { frames[$0] } ?? scene.canvas.bounds,
        canvas: scene.canvas,
        contentLayout: entry.flatMap { indexByID[$0.id] }.flatMap { layout.contentLayouts[$0] })
      action.change.scripted.apply(action.timing, to: target, in: &timeline)
    }
    self.timeline = timeline
    let finished = timeline
    renderers = entries.enumerated().map { index, entry in
      // Children without an id are given the one their tracks were declared under, so that a
      // renderer drawing its children (a chart its annotations) reads those tracks.
      var node = entry.node
      for (offset, child) in children[index].enumerated() where node.children[offset].id == nil {
        node.children[offset].id = entries[child].id
      }
      return node.builtIn.makeRenderer(
        RendererContext(
          id: entry.id, node: node, frame: frames[index],
          childFrames: children[index].map { frames[$0] }, timeline: finished,
          canvas: scene.canvas, duration: scene.duration, measurer: measurer,
          contentLayout: layout.contentLayouts[index], caches: caches))
    }
  }

  /// What the script turns each node's content into for layout, by node id
  /// (`ScriptedChange.laterContent`: the texts a `text` action brings): the one thing the
  /// layout stage takes from the script.
  private static func laterContents(of scene: Scene) -> [NodeID: [any BuiltInContent]] {
    var contents: [NodeID: [any BuiltInContent]] = [:]
    for action in scene.actions {
      guard case .success(let entry?) = scene.resolveTarget(of: action),
        let later = action.change.scripted.laterContent(of: entry.node.builtIn)
      else { continue }
      contents[entry.id, default: []].append(later)
    }
    return contents
  }

  /// The laid-out frame of the node `id`, before offset and scale.
  package func frame(of id: NodeID) -> Rect? {
    scene.entries.firstIndex { $0.id == id }.map { frames[$0] }
  }

  /// The canvas's theme at `t`: 0 day, 1 night.
  package func themeBlend(at t: Double) -> Double {
    timeline.value(.theme, at: t) ?? scene.canvas.theme.blendValue
  }

  /// What a renderer needs at `t`.
  package func drawContext(at t: Double, measurer: any TextMeasuring) -> DrawContext {
    DrawContext(themeBlend: themeBlend(at: t), canvas: scene.canvas, measurer: measurer)
  }

  /// The background at `t`: the theme's colour, or clear on a transparent canvas.
  package func background(at t: Double) -> Color {
    scene.canvas.transparent ? .clear : Palette.blended(themeBlend(at: t)).background
  }

  /// The node's offset and scale at `t` as one transform (scale about its centre, then shift).
  func ownTransform(_ index: Int, at t: Double) -> AffineTransform {
    let entry = scene.entries[index]
    let scale = timeline.value(.scale(entry.id), at: t) ?? entry.node.style.scale
    let offset = timeline.value(.offset(entry.id), at: t) ?? entry.node.style.offset
    var transform = AffineTransform.identity
    if scale != 1 { transform = .scale(scale, scale, about: frames[index].center) }
    if offset != .zero { transform = transform.then(.translation(offset.x, offset.y)) }
    return transform
  }

  /// Every node's drawing at `t`, back to front.
  package func nodes(at t: Double, measurer: any TextMeasuring) -> [DisplayNode] {
    let nodes = draw(0, at: t, context: drawContext(at: t, measurer: measurer))
    guard outputScale != 1 else { return nodes }
    let scale = AffineTransform(a: outputScale, b: 0, c: 0, d: outputScale, tx: 0, ty: 0)
    return [.transform(scale, children: nodes)]
  }

  private func draw(_ index: Int, at t: Double, context: DrawContext) -> [DisplayNode] {
    let entry = scene.entries[index]
    let opacity = timeline.value(.opacity(entry.id), at: t) ?? entry.node.style.opacity
    guard opacity > 0 else { return [] }
    var nodes = renderers[index].draw(at: t, in: context)
    if !scene.entries[index].node.builtIn.drawsChildren {
      for child in children[index] { nodes += draw(child, at: t, context: context) }
    }
    return DisplayNode.wrapping(nodes, opacity: opacity, transform: ownTransform(index, at: t))
  }

  /// The display list at time `t` in seconds.
  package func displayList(at t: Double, measurer: any TextMeasuring) -> DisplayList {
    DisplayList(
      size: Size(width: Double(scene.canvas.width), height: Double(scene.canvas.height)),
      background: background(at: t), nodes: nodes(at: t, measurer: measurer))
  }

  /// The display list of frame `index` (time index / fps).
  package func displayList(atFrame index: Int, measurer: any TextMeasuring) -> DisplayList {
    displayList(at: scene.time(ofFrame: index), measurer: measurer)
  }
}

extension CompiledScene {
  /// The same scene drawn on `canvas` — another size and frame rate — scaled as a whole, so
  /// text, padding and charts keep their proportions: what quality presets use.
  package func resized(to canvas: Canvas) -> CompiledScene {
    var copy = self
    copy.outputScale = Double(canvas.height) / Double(scene.canvas.height) * outputScale
    copy.scene.canvas = canvas
    return copy
  }
}
