import ChartReelCharts
import ChartReelCore
import Foundation

/// A file a scene names, read: its path as messages show it, and its bytes.
package struct InputFile: Sendable {
  package var path: String
  package var bytes: [UInt8]

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// Reads and validates scene files, reporting every problem with its key path.
///
/// A scene is a tree of nodes under `root`, or one chart (`data` at the top level) or a column
/// of charts (`charts`), with a script of `actions`. Decoding checks each value's kind and
/// range where it is written; `Scene.init` then checks what needs the whole scene (ids,
/// targets, series), the same way for scenes built in Swift.
package enum SceneDecoder {
  /// Reads a data file named in a scene (as the scene wrote its path), or throws why it cannot.
  package typealias FileReader = (String) throws(InputError) -> InputFile

  /// The keys a scene's top level may have.
  static let topLevelKeys = ["canvas", "root", "charts", "duration", "actions"] + chartKeys

  /// Loads the scene at `path` and the data it names (relative to the scene's folder).
  package static func load(path: String, files: DataFiles = DataFiles()) throws(InputError) -> Scene
  {
    let bytes = try files.readScene(path).bytes
    return try decode(bytes, file: path) { dataPath throws(InputError) in
      try files.read(files.resolve(dataPath, relativeTo: path))
    }
  }

  /// Decodes a scene from its bytes; `readFile` reads the data files the scene names.
  package static func decode(_ bytes: [UInt8], file: String, readFile: @escaping FileReader)
    throws(InputError) -> Scene
  {
    let json = try JSONParser.parse(bytes, file: file)
    let log = ProblemLog(file: file)
    let top = JSONField.root(json, log: log)
    guard let object = top.object(allowed: topLevelKeys) else {
      throw InputError(problems: log.problems)
    }
    let context = NodeContext(log: log, readFile: readFile)
    let canvas = decodeCanvas(object.required("canvas", "an object with width, height and fps"))
    let forms = ["root", "charts", "data"].filter(object.contains)
    var root: Node?
    var actions: [Action] = []
    if forms.count > 1 {
      let extra = forms.contains("charts") && forms.contains("data") ? "data" : forms[1]
      if forms.contains("charts") && forms.contains("data") {
        log.report(extra, "a scene with \"charts\" sets data in each chart, not at the top level")
      } else {
        log.report(
          extra,
          "a scene has one of \"root\", \"charts\" or \"data\", found \(forms.map { "\"\($0)\"" }.joined(separator: " and "))"
        )
      }
    } else if let field = object.optional("root") {
      for key in chartKeys where object.contains(key) {
        log.report(key, "a scene with \"root\" sets \(key) in its chart nodes")
      }
      root = decodeNode(field, context)
      actions = decodeActions(object.optional("actions"), context)
    } else if let list = object.optional("charts") {
      (root, actions) = decodeChartColumn(list, object, context)
    } else {
      root = decodeChartNode(object, context)
      root?.sourcePath = ""
      actions = decodeActions(object.optional("actions"), context)
    }
    if root != nil { loadDays(into: &root!, for: actions, context) }
    var duration: Double?
    if let field = object.optional("duration") {
      duration = field.number(NumberRule.sceneDuration)
    }
    try log.throwIfAny()
    guard let canvas, let root else { throw InputError(problems: log.problems) }
    return try Scene(file: file, canvas: canvas, root: root, actions: actions, duration: duration)
  }

  static func decodeActions(_ field: JSONField?, _ context: NodeContext) -> [Action] {
    (field?.array() ?? []).compactMap { decodeAction($0, context) }
  }

  /// The `charts` form: a column of charts, each with its own actions, and top-level actions
  /// that may only change the theme.
  private static func decodeChartColumn(
    _ list: JSONField, _ object: JSONObjectReader, _ context: NodeContext
  ) -> (Node?, [Action]) {
    let elements = list.array() ?? []
    if list.array() != nil && elements.isEmpty { list.report("expected at least one chart") }
    var charts: [Node] = []
    var actions: [Action] = []
    for element in elements {
      guard context.countNode(at: element),
        let chartObject = element.object(allowed: chartKeys + ["actions"]),
        var chart = decodeChartNode(chartObject, context)
      else { continue }
      chart.sourcePath = element.path
      let id = NodeID.unnamed(element.path)
      for field in chartObject.optional("actions")?.array() ?? [] {
        guard let action = decodeAction(field, context, target: id) else { continue }
        if action.change is ThemeChange {
          context.log.report(
            field.child("theme"),
            "the theme is the whole canvas's: put theme changes in the scene's top-level actions")
          continue
        }
        actions.append(action)
      }
      charts.append(chart)
    }
    for field in object.optional("actions")?.array() ?? [] {
      guard case .object(let members) = field.value else {
        field.report("expected an object, found \(field.value.kindDescription)")
        continue
      }
      if let key = members.map(\.key).first(where: {
        ChangeDecoder.keys.contains($0) && $0 != "theme"
      }) {
        context.log.report(
          field.child(key),
          "the top-level actions of a scene with \"charts\" only change the theme; move this into a chart's actions"
        )
      } else if let action = decodeAction(field, context) {
        actions.append(action)
      }
    }
    guard !charts.isEmpty else { return (nil, actions) }
    return (Node(LinearContainer(axis: .vertical), children: charts, sourcePath: "charts"), actions)
  }
}
