/// Bars of several series standing side by side in each period.
package enum BarGroup {
  /// The part of a period each side of a group left empty, so that neighbouring groups read
  /// apart.
  package static let inset = 0.1

  /// Each series' share of a period, as fractions from its leading edge: in series order
  /// between the insets, each as wide as its alpha of the alphas' sum, so a series being
  /// hidden narrows to nothing as the others widen.
  package static func slots(_ alphas: [Double]) -> [ClosedRange<Double>] {
    let weights = alphas.map { max(0, min(1, $0)) }
    let total = weights.reduce(0, +)
    guard total > 0 else { return weights.map { _ in 0.5...0.5 } }
    let width = 1 - 2 * inset
    var start = inset
    return weights.map { weight in
      let end = min(1 - inset, start + width * weight / total)
      defer { start = end }
      return start...end
    }
  }
}
