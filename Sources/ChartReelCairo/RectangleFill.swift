import ChartReelCore

/// Paints fills made of axis-aligned rectangles that do not overlap — bars, stacked bars'
/// segments — straight into premultiplied BGRA pixels.
///
/// Cairo fills such a path by first resolving how its rectangles overlap with a sweep line
/// (`_cairo_bentley_ottmann_tessellate_boxes`), whose active-edge walks cost every edge at every
/// bar's top: most of a stacked-bar frame's drawing. Rectangles known apart need none of that:
/// a pixel's coverage is the area of it the rectangles cover, exact, summed where two bars
/// share a pixel column, so no seam shows between touching bars. Whole pixels of a rectangle
/// are painted directly, since no other rectangle reaches them; the rest are summed per row
/// and painted once, composited like pixman (see `Premultiplied`).
final class RectangleFill {
  /// A rectangle in target pixels: a box as the line painter's clip is one.
  typealias Box = RoundLineRasterizer.Clip

  /// Coverage summed per pixel of the row being painted; zero wherever nothing is pending.
  private var coverage = UnsafeMutablePointer<Double>.allocate(capacity: 0)
  /// The pixels of the row with pending coverage (each once: its coverage is then above 0).
  private var pending = UnsafeMutablePointer<Int>.allocate(capacity: 0)
  /// How many pixels `coverage` and `pending` hold.
  private var capacity = 0

  init() {}

  deinit {
    coverage.deallocate()
    pending.deallocate()
  }

  /// The rectangles of `elements` mapped by `map`, when the path is only closed axis-aligned
  /// rectangles, none overlapping another; nil otherwise.
  static func boxes(of elements: [Path.Element], map: (Point) -> Point) -> [Box]? {
    var boxes: [Box] = []
    boxes.reserveCapacity(elements.count / 6)
    guard eachRectangle(of: elements, map: map, { boxes.append($0) }) else { return nil }
    return apart(boxes) ? boxes : nil
  }

  /// Whether `elements` are two closed axis-aligned rectangles or more (bars): what this fill
  /// paints, when they are apart, for less than drawing them through a layer costs.
  static func paints(_ elements: [Path.Element]) -> Bool {
    elements.count >= 10 && eachRectangle(of: elements, map: { $0 }, { _ in })
  }

  /// Hands `body` the rectangles of `elements` mapped by `map` (those of some area), in order,
  /// while the path is closed axis-aligned rectangles (overlapping or not); false as soon as it
  /// is not — without keeping them, so that asking costs no allocation.
  private static func eachRectangle(
    of elements: [Path.Element], map: (Point) -> Point, _ body: (Box) -> Void
  ) -> Bool {
    var index = 0
    while index < elements.count {
      // A rectangle: a move, three or four lines (the last back to the start), a close.
      guard case .move(let start) = elements[index] else { return false }
      var corners = (map(start), map(start), map(start), map(start))
      var count = 1
      index += 1
      while index < elements.count, case .line(let p) = elements[index] {
        switch count {
        case 1: corners.1 = map(p)
        case 2: corners.2 = map(p)
        case 3: corners.3 = map(p)
        case 4: guard map(p) == corners.0 else { return false }
        default: return false
        }
        count += 1
        index += 1
      }
      guard count >= 4, index < elements.count, case .close = elements[index] else {
        return false
      }
      index += 1
      let (a, b, c, d) = corners
      // Each side along an axis, turning at every corner.
      let alongX = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
      let alongY = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
      guard alongX || alongY else { return false }
      let box = Box(x0: min(a.x, c.x), y0: min(a.y, c.y), x1: max(a.x, c.x), y1: max(a.y, c.y))
      guard abs(box.x0) < 1e7, abs(box.x1) < 1e7, abs(box.y0) < 1e7, abs(box.y1) < 1e7 else {
        return false
      }
      if box.x1 > box.x0, box.y1 > box.y0 { body(box) }
    }
    return true
  }

  /// Whether no two boxes share any area (touching edges allowed).
  private static func apart(_ boxes: [Box]) -> Bool {
    let sorted = boxes.sorted { $0.x0 < $1.x0 }
    for (i, a) in sorted.enumerated() {
      var j = i + 1
      while j < sorted.count, sorted[j].x0 < a.x1 {
        let b = sorted[j]
        if b.y0 < a.y1, a.y0 < b.y1 { return false }
        j += 1
      }
    }
    return true
  }

  /// Paints `boxes` in `source` over `target`, inside `clip`.
  func paint(
    _ boxes: [Box], color source: Premultiplied, clip: RoundLineRasterizer.Clip,
    into target: RoundLineRasterizer.Target
  ) {
    let x0 = max(clip.x0, 0)
    let y0 = max(clip.y0, 0)
    let x1 = min(clip.x1, Double(target.width))
    let y1 = min(clip.y1, Double(target.height))
    let clipped = boxes.compactMap { b -> Box? in
      let box = Box(x0: max(b.x0, x0), y0: max(b.y0, y0), x1: min(b.x1, x1), y1: min(b.y1, y1))
      return box.x1 > box.x0 && box.y1 > box.y0 ? box : nil
    }.sorted { $0.y0 < $1.y0 }
    guard let first = clipped.first, source.pixel >> 24 > 0 else { return }
    if capacity < target.width {
      coverage.deallocate()
      pending.deallocate()
      coverage = .allocate(capacity: target.width)
      coverage.initialize(repeating: 0, count: target.width)
      pending = .allocate(capacity: target.width)
      capacity = target.width
    }
    let (coverage, pending) = (self.coverage, self.pending)
    var count = 0
    @inline(__always) func add(_ amount: Double, at x: Int) {
      guard amount > 0 else { return }
      if coverage[x] == 0 {
        pending[count] = x
        count += 1
      }
      coverage[x] += amount
    }
    let bottom = Int(clipped.map(\.y1).max()!.rounded(.up))
    var active: [Columns] = []
    var next = 0
    for y in Int(first.y0.rounded(.down))..<bottom {
      let top = Double(y)
      while next < clipped.count, clipped[next].y0 < top + 1 {
        active.append(Columns(clipped[next]))
        next += 1
      }
      active.removeAll { $0.box.y1 <= top }
      guard !active.isEmpty else { continue }
      let row = (target.base + y * target.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for columns in active {
        let box = columns.box
        let height = min(box.y1, top + 1) - max(box.y0, top)
        let (left, right) = (columns.left, columns.right)
        if left == right {
          add(height * columns.leftPart, at: left)
          continue
        }
        add(height * columns.leftPart, at: left)
        add(height * columns.rightPart, at: right)
        guard left + 1 < right else { continue }
        if height < 1 {
          for x in (left + 1)..<right { add(height, at: x) }
        } else if source.isOpaque {
          // Whole pixels of this box: no other box reaches them.
          (row + left + 1).update(repeating: source.pixel, count: right - left - 1)
        } else {
          for x in (left + 1)..<right { row[x] = source.over(row[x], coverage: 255) }
        }
      }
      for i in 0..<count {
        let x = pending[i]
        let covered = UInt32(min(coverage[x], 1) * 255 + 0.5)
        coverage[x] = 0
        if covered > 0 { row[x] = source.over(row[x], coverage: covered) }
      }
      count = 0
    }
  }
}

/// A box with its pixel columns and how much of its first and last column it covers, worked
/// out once instead of on every row it crosses.
private struct Columns {
  let box: RectangleFill.Box
  /// The first and last pixel columns the box reaches.
  let left: Int
  let right: Int
  /// The width of the box inside its first column (all of it when it has one column) and
  /// inside its last.
  let leftPart: Double
  let rightPart: Double

  init(_ box: RectangleFill.Box) {
    self.box = box
    left = Int(box.x0.rounded(.down))
    right = Int(box.x1.rounded(.up)) - 1
    leftPart = left == right ? box.x1 - box.x0 : Double(left + 1) - box.x0
    rightPart = box.x1 - Double(right)
  }
}
