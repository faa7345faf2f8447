import Foundation

/// A file a scene names, read: its path as messages show it, and its bytes.
public struct InputFile: Sendable {
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// Reads and validates scene files, reporting every problem with its key path.
public enum SceneDecoder {
  /// Reads a data file named in a scene (as the scene wrote its path), or throws why it cannot.
  public typealias FileReader = (String) throws(InputError) -> InputFile

  /// The keys a scene's top level may have.
  static let topLevelKeys = ["canvas", "data", "title", "initial", "duration", "actions", "charts"]
  /// The keys of an action besides its change.
  static let actionTimingKeys = ["at", "duration", "curve"]
  /// The keys that name an action's change; an action has exactly one.
  static let changeKeys = ["window", "pan", "zoom", "hide", "show", "toggle", "indicator", "theme"]
  /// How long an action takes when its `duration` is omitted: Telegram's 0.4 s.
  public static let defaultActionDuration = 0.4
  /// The time after the last action that a scene runs on for when `duration` is omitted.
  public static let defaultTail = 0.5

  /// Loads the scene at `path` and the data it names (relative to the scene's folder).
  public static func load(path: String) throws(InputError) -> Scene {
    let bytes = try readFile(path)
    return try decode(bytes, file: path) { dataPath throws(InputError) in
      let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
      let resolved = dataPath.hasPrefix("/") ? dataPath : folder + dataPath
      return InputFile(path: resolved, bytes: try readFile(resolved))
    }
  }

  /// Reads a whole file, turning a missing or unreadable file into an input error.
  static func readFile(_ path: String) throws(InputError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(file: path, message: "no such file")
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw InputError(file: path, message: "cannot read the file")
    }
    return [UInt8](data)
  }

  /// Decodes a scene from its bytes; `readFile` reads the data files the scene names.
  public static func decode(_ bytes: [UInt8], file: String, readFile: FileReader)
    throws(InputError) -> Scene
  {
    let json = try JSONParser.parse(bytes, file: file)
    let log = ProblemLog(file: file)
    let root = JSONField(value: json, path: "", log: log)
    guard let object = root.object(allowed: topLevelKeys) else {
      throw InputError(problems: log.problems)
    }

    let canvas = decodeCanvas(object.required("canvas", "an object with width, height and fps"))
    var charts: [ChartScript] = []
    var actionPaths: [(action: Action, path: String)] = []
    var themeActions: [Action] = []
    if let list = object.optional("charts") {
      for key in ["data", "title", "initial"] where object.contains(key) {
        log.report(key, "a scene with \"charts\" sets \(key) in each chart, not at the top level")
      }
      let elements = list.array() ?? []
      if list.array() != nil && elements.isEmpty { list.report("expected at least one chart") }
      for element in elements {
        guard let chartObject = element.object(allowed: chartKeys) else { continue }
        guard let chart = decodeChart(chartObject, log, readFile, themeAllowed: false) else {
          continue
        }
        charts.append(chart.script)
        actionPaths += chart.actions
      }
      for field in object.optional("actions")?.array() ?? [] {
        guard case .object(let members) = field.value else {
          field.report("expected an object, found \(field.value.kindDescription)")
          continue
        }
        if let key = members.map(\.key).first(where: { changeKeys.contains($0) && $0 != "theme" }) {
          log.report(
            field.child(key),
            "the top-level actions of a scene with \"charts\" only change the theme; move this into a chart's actions"
          )
        } else if let first = charts.first,
          let action = decodeAction(field, ActionContext(data: first.data, log: log))
        {
          themeActions.append(action)
          actionPaths.append((action, field.path))
        }
      }
    } else if let chart = decodeChart(object, log, readFile, themeAllowed: true) {
      themeActions = chart.script.actions.filter(\.isThemeChange)
      var script = chart.script
      script.actions.removeAll(where: \.isThemeChange)
      charts = [script]
      actionPaths = chart.actions
    }
    let lastEnd = actionPaths.map(\.action.end).max() ?? 0
    // Rounded to microseconds so that 5.8 + 0.5 reads 6.3, not 6.300000000000001.
    var duration = ((lastEnd + defaultTail) * 1e6).rounded() / 1e6
    if let field = object.optional("duration"),
      let value = field.number(in: 0.001...86_400, "a duration in seconds greater than 0")
    {
      duration = value
      if let fps = canvas?.fps, (value * Double(fps)).rounded() < 1 {
        field.report(
          "a duration of \(value.formattedForMessage) s at \(fps) fps gives no frame; expected at least \((1 / Double(fps)).formattedForMessage) s"
        )
      }
      for (action, path) in actionPaths where action.at >= value {
        log.report(
          path + ".at",
          "starts at \(action.at.formattedForMessage) s, at or after the end of the scene (duration \(value.formattedForMessage) s)"
        )
      }
    }
    try log.throwIfAny()
    guard let canvas, !charts.isEmpty else { throw InputError(problems: log.problems) }
    return Scene(
      file: file, canvas: canvas, charts: charts, themeActions: themeActions, duration: duration)
  }

  /// The keys of one chart: at the top level of a one-chart scene or in `charts[i]`.
  static let chartKeys = ["data", "title", "initial", "actions"]

  /// Decodes one chart's data, title, initial state and actions, with each action's key path.
  private static func decodeChart(
    _ object: JSONObjectReader, _ log: ProblemLog, _ readFile: FileReader, themeAllowed: Bool
  ) -> (script: ChartScript, actions: [(action: Action, path: String)])? {
    let title = object.optional("title")?.string()
    let problemsBefore = log.problems.count
    guard
      let data = decodeData(
        object.required("data", "an object naming the data file"), log, readFile),
      log.problems.count == problemsBefore
    else { return nil }
    let context = ActionContext(data: data, log: log)
    let initial = decodeInitial(object.optional("initial"), context)
    var actions: [(action: Action, path: String)] = []
    for field in object.optional("actions")?.array() ?? [] {
      guard let action = decodeAction(field, context) else { continue }
      if action.isThemeChange && !themeAllowed {
        log.report(
          field.child("theme"),
          "the theme is the whole canvas's: put theme changes in the scene's top-level actions")
        continue
      }
      actions.append((action, field.path))
    }
    let script = ChartScript(
      data: data, title: title, initial: initial ?? InitialState(window: Window(0.7, 1)),
      actions: actions.map(\.action))
    return (script, actions)
  }

  private static func decodeCanvas(_ field: JSONField?) -> Canvas? {
    guard let object = field?.object(allowed: ["width", "height", "fps", "theme", "background"])
    else {
      return nil
    }
    let width = object.required("width", "a width in pixels")?.integer(in: 16...8192)
    let height = object.required("height", "a height in pixels")?.integer(in: 16...8192)
    let fps = object.optional("fps").map { $0.integer(in: 1...240) } ?? 60
    var theme: Theme? = .day
    if let field = object.optional("theme") { theme = decodeTheme(field) }
    var transparent: Bool? = false
    if let field = object.optional("background"), let value = field.string() {
      transparent = value == "transparent" ? true : value == "theme" ? false : nil
      if transparent == nil {
        field.report("expected \"theme\" or \"transparent\", found \"\(value)\"")
      }
    }
    guard let width, let height, let fps, let theme, let transparent else { return nil }
    return Canvas(width: width, height: height, fps: fps, theme: theme, transparent: transparent)
  }

  static func decodeTheme(_ field: JSONField) -> Theme? {
    guard let name = field.string() else { return nil }
    guard let theme = Theme(rawValue: name) else {
      field.report("expected \"day\" or \"night\", found \"\(name)\"")
      return nil
    }
    return theme
  }
}
