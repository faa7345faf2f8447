import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of an action besides its change.
  static let actionTimingKeys = ["at", "duration", "curve", "target"]

  /// Decodes one action; `target` is the node it changes when the scene's form fixes it (a
  /// chart's own actions in a scene with "charts").
  static func decodeAction(_ field: JSONField, _ context: NodeContext, target fixed: NodeID? = nil)
    -> Action?
  {
    guard context.countAction(at: field),
      let object = field.object(
        allowed: actionTimingKeys + ChangeDecoder.keys + ChangeDecoder.companionKeys)
    else {
      return nil
    }
    var target = fixed
    var targetType: String?
    if let targetField = object.optional("target"), let id = targetField.string() {
      target = NodeID(id)
      targetType = context.types[id]
    }
    let present = ChangeDecoder.keys.filter(object.contains)
    guard present.count == 1, let key = present.first, let changeField = object.optional(key)
    else {
      let expected = ChangeDecoder.keys(for: targetType)
      field.report(
        present.isEmpty
          ? "expected one of \(expected.map { "\"\($0)\"" }.joined(separator: ", "))"
          : "expected one change per action, found \(present.map { "\"\($0)\"" }.joined(separator: " and "))"
      )
      return nil
    }
    let at = object.required("at", "a start time in seconds")?.number(NumberRule.actionStart)
    let duration = object.optional("duration").map { $0.number(NumberRule.actionDuration) }
    var curve: TimingCurve?
    if let curveField = object.optional("curve") { curve = decodeCurve(curveField) }
    let decoder = ChangeDecoder.decoder(for: key, type: targetType, value: changeField.value)
    reportMisplacedKeys(object, field, change: key, decoder: decoder)
    let change = decoder?.decode(changeField, object)
    guard let at, let change, duration != .some(nil),
      object.optional("curve") == nil || curve != nil
    else { return nil }
    return Action(
      at: at, duration: duration ?? nil, curve: curve, target: target, change,
      sourcePath: field.path)
  }

  /// Reports keys beside the change that it does not take: another change's companion (`to`
  /// beside a chart's `drag`), or a timing the change works out itself (a fling's `duration`).
  private static func reportMisplacedKeys(
    _ object: JSONObjectReader, _ field: JSONField, change key: String, decoder: ChangeDecoder?
  ) {
    for companion in ChangeDecoder.companionKeys
    where object.contains(companion) && !(decoder?.companions.contains(companion) ?? false) {
      let owners = ChangeDecoder.all.filter { $0.companions.contains(companion) }
      let takers = owners.map { "\"\($0.key)\" on \($0.types.joined(separator: " or ")) nodes" }
      let here =
        owners.contains { $0.key == key }
        ? "not on \(decoder.map { $0.types.joined(separator: " or ") + " nodes" } ?? "this target")"
        : "not with \"\(key)\""
      field.log.report(
        field.child(companion),
        "\"\(companion)\" goes with \(takers.joined(separator: " or ")), \(here)")
    }
    if let decoder, !decoder.timed {
      for timing in ["duration", "curve"] where object.contains(timing) {
        field.log.report(
          field.child(timing),
          "\"\(key)\" works out its own duration and curve; leave out \"\(timing)\"")
      }
    }
  }

  static func decodeCurve(_ field: JSONField) -> TimingCurve? {
    if case .string(let name) = field.value {
      if let preset = TimingCurve.presets.first(where: { $0.name == name }) { return preset.curve }
      let names = TimingCurve.presets.map(\.name)
      let suggestion = names.closest(to: name).map { "did you mean \"\($0)\"? " } ?? ""
      field.report(
        "unknown curve \"\(name.excerpt())\"; \(suggestion)expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")) or [x1, y1, x2, y2]"
      )
      return nil
    }
    guard case .array = field.value, let elements = field.array() else {
      field.report(
        "expected a curve name or [x1, y1, x2, y2], found \(field.value.kindDescription)")
      return nil
    }
    guard elements.count == 4 else {
      field.report("expected [x1, y1, x2, y2], found an array of \(elements.count) numbers")
      return nil
    }
    let x1 = elements[0].number(TimingCurve.x1Rule)
    let y1 = elements[1].number(TimingCurve.y1Rule)
    let x2 = elements[2].number(TimingCurve.x2Rule)
    let y2 = elements[3].number(TimingCurve.y2Rule)
    guard let x1, let y1, let x2, let y2 else { return nil }
    return TimingCurve(x1, y1, x2, y2)
  }
}
