import ChartReel
import TestSupport
import Testing

@testable import ChartReelCairo

/// Tiles copied from earlier frames give the bytes of tiles drawn, whatever the frames drawn
/// before; charts' tiles hold all their children paint; and copies do happen.
@Suite struct TileTests {
  /// Scenes of every kind with tiles, each at a size of its own (odd sizes included).
  static let scenes: [(name: String, width: Int, height: Int)] = [
    ("pan-zoom-hide.json", 480, 270), ("bars.json", 641, 361), ("stacked-bars.json", 400, 400),
    ("percentage.json", 360, 640), ("two-charts.json", 500, 281), ("timeline-ar.json", 480, 270),
    ("zoom-day.json", 333, 187),
  ]

  /// `nodes` with every tile replaced by its children, drawn unclipped.
  static func untiled(_ nodes: [DisplayNode]) -> [DisplayNode] {
    nodes.flatMap { node -> [DisplayNode] in
      switch node {
      case .tile(_, let children): return untiled(children)
      case .group(let clip, let opacity, let children):
        return [.group(clip: clip, opacity: opacity, children: untiled(children))]
      case .transform(let t, let children): return [.transform(t, children: untiled(children))]
      case .fill, .gradientFill, .stroke, .text: return [node]
      }
    }
  }

  /// Frames in order, then backwards, then in a random order, with repeats.
  static func frameOrder(count: Int, seed: UInt64) -> [Int] {
    var random = SeededGenerator(seed: seed)
    let step = max(1, count / 24)
    let forward = Array(stride(from: 0, to: count, by: step))
    let shuffled = (0..<12).map { _ in Int.random(in: 0..<count, using: &random) }
    return forward + forward.reversed().prefix(6) + shuffled + shuffled.prefix(3)
  }

  @Test("tiles kept over a sequence of frames give the bytes of tiles drawn, and of no tiles")
  func keptLikeDrawn() throws {
    for (index, entry) in Self.scenes.enumerated() {
      var scene = try TestPaths.loadScene(entry.name)
      scene.canvas.width = entry.width
      scene.canvas.height = entry.height
      let compiled = try scene.compiled()
      let keeping = try CairoRasterizer(width: entry.width, height: entry.height)
      let drawing = try CairoRasterizer(width: entry.width, height: entry.height)
      drawing.cachesTiles = false
      var tiled = 0
      for frame in Self.frameOrder(count: scene.frameCount, seed: UInt64(index)) {
        let list = compiled.displayList(atFrame: frame, measurer: keeping.measurer)
        let kept = try keeping.render(list)
        #expect(kept == (try drawing.render(list)), "\(entry.name) frame \(frame): kept ≠ drawn")
        var bare = list
        bare.nodes = Self.untiled(list.nodes)
        if bare != list {
          tiled += 1
          #expect(
            kept == (try drawing.render(bare)),
            "\(entry.name) frame \(frame): a tile cuts off what its children paint")
        }
      }
      #expect(tiled > 0, "\(entry.name) draws tiles")
      #expect(drawing.tiles.hits == 0 && drawing.tiles.entries.isEmpty)
    }
  }

  @Test("tiles kept on a scaled output give the bytes of tiles drawn, and are copied")
  func scaledOutput() throws {
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    scene.canvas = Canvas(width: 480, height: 270, fps: 10)
    let compiled = try scene.compiled().resized(to: Canvas(width: 701, height: 394, fps: 10))
    let keeping = try CairoRasterizer(width: 701, height: 394)
    let drawing = try CairoRasterizer(width: 701, height: 394)
    drawing.cachesTiles = false
    for frame in Self.frameOrder(count: scene.frameCount, seed: 7) {
      let list = compiled.displayList(atFrame: frame, measurer: keeping.measurer)
      let kept = try keeping.render(list)
      #expect(kept == (try drawing.render(list)), "frame \(frame): kept ≠ drawn")
      var bare = list
      bare.nodes = Self.untiled(list.nodes)
      #expect(kept == (try drawing.render(bare)), "frame \(frame): a tile cuts off its children")
    }
    #expect(keeping.tiles.hits > 20, "\(keeping.tiles.hits) copies")
  }

  @Test("a pan copies the title, the legend and the mini-map's series; a hide draws them")
  func panCopies() throws {
    var scene = try TestPaths.loadScene("pan-zoom-hide.json")
    scene.canvas = Canvas(width: 480, height: 270, fps: 10)
    let compiled = try scene.compiled()
    let rasterizer = try CairoRasterizer(width: 480, height: 270)
    let tiles = { rasterizer.tiles }
    func draw(_ times: some Sequence<Double>) throws -> (hits: Int, misses: Int, kept: Int) {
      let (hits, misses, kept) = (tiles().hits, tiles().misses, tiles().kept)
      for t in times {
        _ = try rasterizer.render(compiled.displayList(at: t, measurer: rasterizer.measurer))
      }
      return (tiles().hits - hits, tiles().misses - misses, tiles().kept - kept)
    }
    // The first frame draws its three tiles; each later frame of the pans copies them.
    let pan = try draw(stride(from: 0, to: 1.95, by: 0.1))
    #expect(pan.misses == 3 && pan.kept == 3 && pan.hits == 3 * 19, "pan: \(pan)")
    // While a series hides, the legend and the mini-map change every frame, so their pixels
    // are not kept; the title stays.
    let hide = try draw(stride(from: 2.1, to: 2.95, by: 0.1))
    #expect(hide.misses == 2 * 9 && hide.kept == 0 && hide.hits == 9, "hide: \(hide)")
    // Drawn twice alike (a mark in a corner aside, so that the list is drawn), they are
    // kept, then copied.
    var (hits, misses, kept) = (tiles().hits, tiles().misses, tiles().kept)
    for shade in [0.2, 0.4, 0.6] {
      var list = compiled.displayList(at: 2.5, measurer: rasterizer.measurer)
      let mark = Rect(x: 476, y: 0, width: 2, height: 2)
      list.nodes.append(.fill(.rect(mark), Color(red: shade, green: 0, blue: 0, alpha: 1)))
      _ = try rasterizer.render(list)
    }
    (hits, misses, kept) = (tiles().hits - hits, tiles().misses - misses, tiles().kept - kept)
    #expect(misses == 2 + 2 && kept == 2 && hits == 1 + 1 + 3, "again: \(hits) \(misses) \(kept)")
    #expect(rasterizer.tiles.entries.count <= TileCache.capacity)
  }

  /// A list of `nodes` over `background` on a 64 × 48 canvas.
  func list(_ nodes: [DisplayNode], background: Color = .white) -> DisplayList {
    DisplayList(size: Size(width: 64, height: 48), background: background, nodes: nodes)
  }

  let red = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.8)
  let blue = Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.5)

  /// A tile of a translucent disc and a text over a bar, at (10, 8).
  func tile(_ color: Color) -> DisplayNode {
    .tile(
      PixelBox(x: 10, y: 8, width: 30, height: 24),
      children: [
        .fill(.circle(center: Point(x: 25, y: 20), radius: 9.3), color),
        .text(TextRun("Ag", at: Point(x: 14, y: 12), font: Font(size: 11), color: .black)),
      ])
  }

  @Test("a tile is copied only over the same pixels, at whole-pixel shifts, on the frame")
  func copiedWhereExact() throws {
    let bar = DisplayNode.fill(.rect(Rect(x: 0, y: 18.5, width: 64, height: 5)), blue)
    let moved = DisplayNode.fill(.rect(Rect(x: 0, y: 19.25, width: 64, height: 5)), blue)
    let cases: [(name: String, lists: [DisplayList], hits: Int)] = [
      ("the same frame again", [list([bar, tile(red)]), list([bar, tile(red)])], 1),
      ("other pixels under it", [list([bar, tile(red)]), list([moved, tile(red)])], 0),
      ("another background", [list([tile(red)]), list([tile(red)], background: .black)], 0),
      ("other children", [list([tile(red)]), list([tile(blue)])], 0),
      (
        "a whole-pixel shift",
        [
          list([.transform(.translation(3, -2), children: [tile(red)])]), list([tile(red)]),
          list([.transform(.translation(3, -2), children: [tile(red)])]),
        ], 1
      ),
      (
        "a shift of a fraction",
        Array(repeating: list([.transform(.translation(0.5, 0), children: [tile(red)])]), count: 2),
        1
      ),
      (
        "a scale",
        [
          list([.transform(.scale(1.37, 1.5, about: Point(x: 3, y: 1)), children: [tile(red)])]),
          list([.transform(.scale(1.37, 1.49, about: Point(x: 3, y: 1)), children: [tile(red)])]),
          list([.transform(.scale(1.37, 1.5, about: Point(x: 3, y: 1)), children: [tile(red)])]),
        ],
        1
      ),
      (
        "a turn",
        Array(
          repeating: list([.transform(.rotation(0.1, about: .zero), children: [tile(red)])]),
          count: 2), 0
      ),
      (
        "inside a translucent group",
        Array(
          repeating: list([.group(clip: nil, opacity: 0.5, children: [bar, tile(red)])]), count: 2),
        0
      ),
      (
        "inside a clip that cuts it",
        Array(
          repeating: list([
            .group(
              clip: .rect(Rect(x: 0, y: 0, width: 20, height: 48)), opacity: 1,
              children: [tile(red)])
          ]), count: 2), 0
      ),
      (
        "inside a clip that holds it",
        Array(
          repeating: list([
            .group(
              clip: .rect(Rect(x: 5, y: 5, width: 50, height: 40)), opacity: 1,
              children: [tile(red)])
          ]), count: 2), 1
      ),
    ]
    for (name, lists, hits) in cases {
      let keeping = try CairoRasterizer(width: 64, height: 48)
      for (index, var list) in lists.enumerated() {
        // A mark away from the tile, other on every frame: an equal list is not drawn again.
        let shade = Color(red: 0, green: Double(index) / 8, blue: 0, alpha: 1)
        list.nodes.append(.fill(.rect(Rect(x: 56, y: 40, width: 4, height: 4)), shade))
        let drawing = try CairoRasterizer(width: 64, height: 48)
        drawing.cachesTiles = false
        #expect(try keeping.render(list) == drawing.render(list), "\(name), frame \(index)")
      }
      #expect(keeping.tiles.hits == hits, "\(name): \(keeping.tiles.hits) copies")
    }
  }

  @Test("a tile cuts off what its children paint outside its box")
  func clipped() throws {
    let wide = DisplayNode.fill(.rect(Rect(x: 2, y: 2, width: 60, height: 44)), red)
    let tiled = list([.tile(PixelBox(x: 10, y: 8, width: 30, height: 24), children: [wide])])
    let grouped = list([
      .group(clip: .rect(Rect(x: 10, y: 8, width: 30, height: 24)), opacity: 1, children: [wide])
    ])
    let rasterizer = try CairoRasterizer(width: 64, height: 48)
    let expected = try CairoRasterizer(width: 64, height: 48).render(grouped)
    for _ in 0..<3 { #expect(try rasterizer.render(tiled) == expected) }
    #expect(expected.pixel(x: 5, y: 5) == (255, 255, 255, 255))
  }

  @Test("the cache keeps a few tiles within its budget of bytes")
  func bounded() throws {
    let rasterizer = try CairoRasterizer(width: 64, height: 48)
    let big = PixelBox(x: 0, y: 0, width: 64, height: 20)
    for step in 0..<30 {
      let box = step % 3 == 0 ? big : PixelBox(x: step, y: step % 20, width: 8, height: 8)
      let color = Color(red: Double(step) / 30, green: 0.5, blue: 0.5, alpha: 1)
      _ = try rasterizer.render(
        list([.tile(box, children: [.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 48)), color)])])
      )
      let bytes = rasterizer.tiles.entries.reduce(0) { $0 + $1.bytes }
      #expect(rasterizer.tiles.entries.count <= TileCache.capacity)
      #expect(bytes <= rasterizer.tiles.budget, "step \(step): \(bytes) bytes kept")
    }
    var cache = TileCache(budget: 20_000)
    let key = TileCache.Key(
      box: PixelBox(x: 0, y: 0, width: 1, height: 1),
      matrix: .init(xx: 1, yy: 1, x0: 0, y0: 0), pixels: IntBox(x0: 0, y0: 0, x1: 1, y1: 1),
      lineClip: nil, children: [])
    func keep(_ size: Int) {
      let pixels = [UInt8](repeating: 0, count: size)
      cache.keep(.init(key: key, before: pixels, after: pixels, holdsPixels: true))
    }
    for _ in 0..<4 { keep(3000) }
    #expect(cache.entries.map(\.bytes) == [6000, 6000, 6000], "the oldest goes")
    keep(9000)
    #expect(cache.entries.map(\.bytes) == [18_000], "the oldest go")
    keep(10_001)
    #expect(cache.entries.map(\.bytes) == [18_000], "an entry over the budget is not kept")
  }

  @Test("snapshots and the probe see inside tiles")
  func seenInside() throws {
    let text = DisplayNode.text(
      TextRun("Ag", at: Point(x: 14, y: 12), font: Font(size: 11), color: .black))
    let snapshot = list([.tile(PixelBox(x: 10, y: 8, width: 30, height: 24), children: [text])])
      .snapshot
    #expect(snapshot.contains("\ntile 10,8 30x24\n  text \"Ag\" at 14,12 "), "\(snapshot)")
    let scene = try TestPaths.loadScene("pan-zoom-hide.json")
    let compiled = try scene.compiled()
    let texts = compiled.texts(at: 0.5, measurer: try CairoRasterizer(width: 8, height: 8).measurer)
    #expect(texts.contains { $0.role == .title } && texts.contains { $0.role == .legend })
  }
}
