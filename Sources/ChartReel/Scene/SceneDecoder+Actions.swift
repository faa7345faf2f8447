/// What decoding the script needs to know about the chart.
struct ActionContext {
  let data: ChartData
  let log: ProblemLog

  var minimumWindowWidth: Double { data.minimumWindowWidth }

  /// Reads a series id and checks that the chart has it.
  func seriesID(_ field: JSONField) -> String? {
    guard let id = field.string() else { return nil }
    guard data.series(id: id) != nil else {
      let ids = data.series.map(\.id)
      let suggestion = ids.closest(to: id).map { "did you mean \"\($0)\"? " } ?? ""
      field.report(
        "unknown series \"\(id)\"; \(suggestion)the chart has \(ids.map { "\"\($0)\"" }.joined(separator: ", "))"
      )
      return nil
    }
    return id
  }

  /// Reads `[lower, upper]`, fractions of the x range with lower < upper.
  func window(_ field: JSONField) -> Window? {
    guard let elements = field.array() else { return nil }
    guard elements.count == 2 else {
      field.report("expected [lower, upper], found an array of \(elements.count) numbers")
      return nil
    }
    let bounds = elements.map { $0.number(in: 0...1, "a fraction from 0 to 1") }
    guard let lower = bounds[0], let upper = bounds[1] else { return nil }
    guard lower < upper else {
      field.report(
        "expected lower < upper, found [\(lower.formattedForMessage), \(upper.formattedForMessage)]"
      )
      return nil
    }
    guard upper - lower >= minimumWindowWidth - 1e-9 else {
      field.report(
        "window is \((upper - lower).formattedForMessage) wide; expected at least \(minimumWindowWidth.formattedForMessage) (five data points)"
      )
      return nil
    }
    return Window(lower, upper)
  }
}

extension SceneDecoder {
  static func decodeInitial(_ field: JSONField?, _ context: ActionContext) -> InitialState? {
    guard let field, let object = field.object(allowed: ["window", "hidden", "indicator"]) else {
      return nil
    }
    var state = InitialState(window: Window(0.7, 1))
    if let window = object.optional("window").flatMap(context.window) { state.window = window }
    state.hidden = object.optional("hidden")?.array()?.compactMap(context.seriesID) ?? []
    if let indicator = object.optional("indicator"), !indicator.isNull {
      state.indicator = indicator.number(in: 0...1, "a fraction from 0 to 1 or null")
    }
    return state
  }

  static func decodeAction(_ field: JSONField, _ context: ActionContext) -> Action? {
    guard let object = field.object(allowed: actionTimingKeys + changeKeys) else { return nil }
    let present = changeKeys.filter(object.contains)
    guard present.count == 1, let key = present.first, let changeField = object.optional(key) else {
      field.report(
        present.isEmpty
          ? "expected one of \(changeKeys.map { "\"\($0)\"" }.joined(separator: ", "))"
          : "expected one change per action, found \(present.map { "\"\($0)\"" }.joined(separator: " and "))"
      )
      return nil
    }
    let at = object.required("at", "a start time in seconds")?.number(
      in: 0...86_400, "a time from 0 s")
    var duration: Double? = defaultActionDuration
    if let durationField = object.optional("duration") {
      duration = durationField.number(in: 0...86_400, "a duration of 0 s or more")
    }
    var curve: TimingCurve? = .linear
    if let curveField = object.optional("curve") { curve = decodeCurve(curveField) }
    let change = decodeChange(key, changeField, context)
    guard let at, let duration, let curve, let change else { return nil }
    return Action(at: at, duration: duration, curve: curve, change: change)
  }

  private static func decodeChange(_ key: String, _ field: JSONField, _ context: ActionContext)
    -> Action.Change?
  {
    switch key {
    case "window": return context.window(field).map(Action.Change.window)
    case "pan": return field.number(in: -1...1, "a shift from -1 to 1").map(Action.Change.pan)
    case "zoom":
      return field.number(in: 0.001...1000, "a factor greater than 0").map(Action.Change.zoom)
    case "hide": return context.seriesID(field).map(Action.Change.hide)
    case "show": return context.seriesID(field).map(Action.Change.show)
    case "toggle": return context.seriesID(field).map(Action.Change.toggle)
    case "indicator":
      if field.isNull { return .indicator(nil) }
      return field.number(in: 0...1, "a fraction from 0 to 1 or null").map(Action.Change.indicator)
    default: return decodeTheme(field).map(Action.Change.theme)
    }
  }

  static func decodeCurve(_ field: JSONField) -> TimingCurve? {
    if case .string(let name) = field.value {
      if let preset = TimingCurve.presets.first(where: { $0.name == name }) { return preset.curve }
      let names = TimingCurve.presets.map(\.name)
      let suggestion = names.closest(to: name).map { "did you mean \"\($0)\"? " } ?? ""
      field.report(
        "unknown curve \"\(name)\"; \(suggestion)expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")) or [x1, y1, x2, y2]"
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
    let x1 = elements[0].number(in: 0...1, "x1 from 0 to 1")
    let y1 = elements[1].number(in: -10...10, "y1 from -10 to 10")
    let x2 = elements[2].number(in: 0...1, "x2 from 0 to 1")
    let y2 = elements[3].number(in: -10...10, "y2 from -10 to 10")
    guard let x1, let y1, let x2, let y2 else { return nil }
    return TimingCurve(x1, y1, x2, y2)
  }
}
