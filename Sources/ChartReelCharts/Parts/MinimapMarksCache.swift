import ChartReelCore
import Synchronization

/// The mini-map's marks of one chart view, kept for the few last inputs they were drawn from.
///
/// The marks span the whole x range, so they depend on the mini-map's y-range, the series'
/// alphas and the theme, never on the window: while the window pans or zooms every frame
/// draws the same marks. A frame whose inputs match a kept entry takes its nodes as they are
/// (the same storage, so comparing two frames' lists finds them equal at once); the nodes are
/// those the view would draw, since they are a function of the key alone. Shared by the
/// threads drawing frames of one compiled scene, behind a lock.
final class MinimapMarksCache: Sendable {
  /// What the mini-map's marks are drawn from, beside the view itself.
  struct Key: Equatable, Sendable {
    /// The mini-map's y-range.
    var range: ValueRange
    /// The series' alphas as drawn.
    var alphas: [Double]
    /// The theme: the palette's blend from day to night.
    var themeBlend: Double
  }

  /// The most entries kept: one per thread drawing, and a few while frames alternate.
  static let capacity = 4

  private let entries = Mutex<[(key: Key, nodes: [DisplayNode])]>([])

  init() {}

  /// The marks for `key`: kept ones, or those `draw` makes, then kept.
  func nodes(for key: Key, draw: () -> [DisplayNode]) -> [DisplayNode] {
    if let kept = entries.withLock({ $0.first { $0.key == key }?.nodes }) { return kept }
    let nodes = draw()
    entries.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.append((key, nodes))
      if entries.count > Self.capacity { entries.removeFirst() }
    }
    return nodes
  }
}
