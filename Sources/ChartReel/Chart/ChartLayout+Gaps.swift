extension ChartLayout {
  /// The text of a value in the indicator's tooltip: grouped digits, or "—" for a gap.
  static func tooltipText(_ value: Double) -> String {
    value.isNaN ? "—" : groupedNumber(value)
  }
}
