/// What a kind draws besides x and series (a timeline's intervals): held by `ChartData`, so
/// that the data alone says what it is and the chart node needs no field for any kind.
///
/// A payload's data declares its kind (`ChartData.declaredKind`) and is checked by the
/// payload's rules instead of the series' (`ChartData.problem`).
package protocol ChartKindPayload: Sendable {
  /// Why the payload cannot be drawn — its key under `data` and the message — or nil.
  var problem: (key: String, message: String)? { get }
  /// What a scene that names a series of this data is told: "a timeline has intervals, not
  /// series".
  var seriesMessage: String { get }
  /// Whether `other` is the same payload.
  func isEqual(to other: any ChartKindPayload) -> Bool
}

extension ChartKindPayload where Self: Equatable {
  package func isEqual(to other: any ChartKindPayload) -> Bool { (other as? Self) == self }
}

/// A `ChartKindPayload` in a box that `ChartData` can compare.
package struct KindPayload: Equatable, Sendable {
  /// The kind's own data.
  package let value: any ChartKindPayload

  package init(_ value: any ChartKindPayload) { self.value = value }

  package static func == (lhs: KindPayload, rhs: KindPayload) -> Bool {
    lhs.value.isEqual(to: rhs.value)
  }
}
