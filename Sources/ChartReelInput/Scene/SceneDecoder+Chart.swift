import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of a chart: of a chart node, or of the top level of a one-chart scene.
  static var chartKeys: [String] { NodeKindDescriptor.chart.keys }
  /// The keys of `initial`.
  static let initialKeys = SceneSchema.keys(of: "initial")
  /// The keys of an annotation.
  static let annotationKeys = SceneSchema.keys(of: "annotation")
  /// The keys of a timeline's `data`.
  static let timelineDataKeys = SceneSchema.keys(of: "timelineData")
  static let annotationTypes = ["xLine", "yLine", "band", "point"]

  /// Decodes a chart's data, title, starting state and annotations; nil after reporting why
  /// it cannot.
  static func decodeChartNode(_ object: JSONObjectReader, _ context: NodeContext) -> Node? {
    let title = object.optional("title")?.string()
    let before = context.log.count
    if let dataField = object.optional("data"), dataField.value["timeline"] != nil {
      guard let timeline = decodeTimelineData(dataField, context), context.log.count == before
      else { return nil }
      var content = ChartContent(timeline: timeline, title: title)
      if let field = object.optional("initial") { content.initial = decodeInitial(field) }
      content.showsMinimap = object.optional("minimap")?.bool() ?? false
      content.showsLegend = false
      return Node(content, children: decodeAnnotations(object, context))
    }
    guard
      let data = decodeData(object.required("data", "an object naming the data file"), context),
      context.log.count == before
    else { return nil }
    var content = ChartContent(data: data, title: title)
    // Telegram's round-2 overviews are a point a day: other data has no day files to open.
    content.hasDayFiles =
      context.overviewFolders[object.field.child("data")] != nil
      && abs(data.minimumStep - 86_400_000) < 1
    if let field = object.optional("initial") { content.initial = decodeInitial(field) }
    content.showsMinimap = object.optional("minimap")?.bool() ?? true
    content.showsLegend = object.optional("legend")?.bool() ?? true
    return Node(content, children: decodeAnnotations(object, context))
  }

  static func decodeAnnotations(_ object: JSONObjectReader, _ context: NodeContext) -> [Node] {
    (object.optional("annotations")?.array() ?? []).compactMap { decodeAnnotation($0, context) }
  }

  /// Reads `"data": {"timeline": "usage.json"}` (or a .csv file, and optionally `"now"`)
  /// into timeline data.
  static func decodeTimelineData(_ field: JSONField, _ context: NodeContext) -> TimelineData? {
    guard let object = field.object(allowed: timelineDataKeys),
      let pathField = object.optional("timeline"), let path = pathField.string(),
      let file = context.read(path, at: pathField)
    else { return nil }
    // "now" in the scene wins over the file's (a CSV file has none).
    let now = object.optional("now").flatMap { $0.isNull ? nil : $0.time() }
    do {
      var data = try TimelineDecoder.decode(file.bytes, file: file.path)
      if let now { data.now = now }
      return data
    } catch {
      context.log.append(error)
      return nil
    }
  }

  static func decodeInitial(_ field: JSONField) -> InitialState {
    var state = InitialState()
    guard let object = field.object(allowed: initialKeys) else { return state }
    if let window = object.optional("window").flatMap(decodeWindow) { state.window = window }
    state.hidden = object.optional("hidden")?.array()?.compactMap { $0.string() } ?? []
    if let indicator = object.optional("indicator"), !indicator.isNull {
      state.indicator = indicator.number(IndicatorChange.positionRule)
    }
    return state
  }

  /// Reads `[lower, upper]`: two fractions of the x range.
  static func decodeWindow(_ field: JSONField) -> Window? {
    guard let elements = field.array() else { return nil }
    guard elements.count == 2 else {
      field.report("expected [lower, upper], found an array of \(elements.count) numbers")
      return nil
    }
    let bounds = elements.map { $0.number(Window.boundRule) }
    guard let lower = bounds[0], let upper = bounds[1] else { return nil }
    return Window(lower, upper)
  }

  static func decodeAnnotation(_ field: JSONField, _ context: NodeContext) -> Node? {
    guard context.countNode(at: field), let object = field.object(allowed: annotationKeys),
      let type = object.required(
        "type", "one of \(annotationTypes.map { "\"\($0)\"" }.joined(separator: ", "))")?
        .choice(annotationTypes.map { ($0, $0) })
    else { return nil }
    func x(_ key: String = "x") -> Double? {
      object.required(key, "a date like \"2019-03-04\" or a number")?.dataX()
    }
    let kind: AnnotationContent.Kind?
    switch type {
    case "xLine": kind = x().map { .xLine(x: $0) }
    case "yLine":
      kind = object.required("y", "a value in the data's units")?.number().map { .yLine(y: $0) }
    case "band":
      if let field = object.required("x", "[from, to]: two dates or numbers"),
        let elements = field.array()
      {
        if elements.count == 2, let from = elements[0].dataX(), let to = elements[1].dataX() {
          kind = .band(from: from, to: to)
        } else {
          if elements.count != 2 {
            field.report("expected [from, to], found an array of \(elements.count) values")
          }
          kind = nil
        }
      } else {
        kind = nil
      }
    case "point":
      let series = object.required("series", "the id of a series")?.string()
      kind = series.flatMap { id in x().map { .point(series: id, x: $0) } }
    default:
      // `choice` let through only the types above.
      kind = nil
    }
    guard let kind else { return nil }
    var content = AnnotationContent(kind)
    content.label = object.optional("label")?.string()
    if let colorField = object.optional("color") { content.color = colorField.color() }
    var node = Node(content, sourcePath: field.path)
    decodeIdentityAndStyle(object, into: &node, context, type: type)
    return node
  }
}

extension JSONField {
  /// Reads a data x: an ISO 8601 date or date-time at the clock time written (its zone, if
  /// any, set aside, as a CSV file's dates are shown), in milliseconds since 1970, or a number
  /// in the data's own x units.
  func dataX() -> Double? {
    switch value {
    case .number(let number): return number
    case .string(let text):
      guard let milliseconds = ISO8601.clock(text)?.clock else {
        report(
          "expected an ISO 8601 date like \"2019-03-04\" or \"2019-03-04T13:00:00Z\", found \"\(text.excerpt())\""
        )
        return nil
      }
      return milliseconds
    default:
      report("expected a date or a number, found \(value.kindDescription)")
      return nil
    }
  }
}
