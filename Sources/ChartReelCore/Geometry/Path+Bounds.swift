extension Path {
  /// Whether the path is one rectangle with axis-aligned sides, the clip Cairo applies
  /// cheaply (any other clip costs a mask for every shape drawn under it).
  package var isAxisAlignedBox: Bool {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .close: continue
      case .curve, .arc, .arcNegative: return false
      }
    }
    guard points.count == 4 || points.count == 5, elements.first.map(isMove) == true else {
      return false
    }
    return zip(points, points.dropFirst() + [points[0]]).allSatisfy { $0.x == $1.x || $0.y == $1.y }
  }

  private func isMove(_ element: Element) -> Bool {
    if case .move = element { return true }
    return false
  }

  /// The box holding every point of the path (arcs counted whole), or nil when it is empty.
  package var bounds: Rect? {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let a, let b, let p): points += [a, b, p]
      case .arc(let c, let r, _, _), .arcNegative(let c, let r, _, _):
        points += [Point(x: c.x - r, y: c.y - r), Point(x: c.x + r, y: c.y + r)]
      case .close: break
      }
    }
    guard let first = points.first else { return nil }
    var box = Rect(x: first.x, y: first.y, width: 0, height: 0)
    for point in points.dropFirst() {
      box = box.union(Rect(x: point.x, y: point.y, width: 0, height: 0))
    }
    return box
  }
}
