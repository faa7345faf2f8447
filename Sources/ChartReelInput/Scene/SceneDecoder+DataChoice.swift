import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of any chart's `data` object that choose how its data is drawn, whatever its
  /// file says: `kind` and `twoAxes`.
  static let choiceKeys = ["kind", "twoAxes"]

  /// `data` drawn as the scene's `data` object chooses (`kind`, one of `ChartKind.choosable`;
  /// `twoAxes`), or nil after reporting why it cannot be; the data unchanged when it chooses
  /// nothing.
  ///
  /// A chosen kind that stacks its series drops the file's two axes (Telegram's `y_scaled`);
  /// `twoAxes` asking for them then is refused.
  static func chosen(_ data: ChartData, _ field: JSONField) -> ChartData? {
    guard case .object(let members) = field.value else { return data }
    let object = JSONObjectReader(field: field, members: members)
    var data = data
    if let kindField = object.optional("kind") {
      guard let name = kindField.string() else { return nil }
      if let message = ChartDataRules.kindNameProblem(name) {
        kindField.report(message)
        return nil
      }
      if let roles = roleKinds.first(where: { $0.kind == data.kind }) {
        kindField.report(
          "the \"\(roles.key)\" columns draw \(data.kind) charts; expected either \"kind\" or \"\(roles.key)\""
        )
        return nil
      }
      data = data.drawn(as: ChartKind(rawValue: name))
    }
    if let axesField = object.optional("twoAxes") {
      guard let twoAxes = axesField.bool() else { return nil }
      if twoAxes {
        let message =
          ChartDataRules.twoAxesProblem(seriesCount: data.series.count)
          ?? ChartDataRules.twoAxesProblem(kind: data.kind)
        if let message {
          axesField.report(message)
          return nil
        }
      }
      data = data.twoAxes(twoAxes)
    }
    return data
  }
}
