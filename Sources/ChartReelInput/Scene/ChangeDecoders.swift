import ChartReelCharts
import ChartReelCore

/// How each change key of an action is read, and which node types take it.
///
/// A node kind's changes are in its descriptor (`NodeKindDescriptor.changes`); the decoder
/// itself has no list of keys.
struct ChangeDecoder: Sendable {
  /// The key the change is written under.
  let key: String
  /// The node types that take it: "*" for every node, "canvas" for the canvas.
  let types: [String]
  /// Keys of the action the change reads besides its own (`to` beside a slider's `drag`).
  let companions: [String]
  /// Whether the action's `duration` and `curve` apply (a fling works out its own).
  let timed: Bool
  /// Whether the decoder reads a value of this kind: of two decoders of one key, the one a
  /// target of unknown type gets.
  let accepts: @Sendable (JSONValue) -> Bool
  /// The JSON Schema of the value under `key`, as JSON text (of two decoders of one key the
  /// action's schema takes either).
  let schema: String
  let decode: @Sendable (JSONField, JSONObjectReader) -> (any Change)?

  /// A change written as one value under its key.
  init(
    key: String, types: [String], schema: String,
    decode: @escaping @Sendable (JSONField) -> (any Change)?
  ) {
    self.init(key: key, types: types, schema: schema) { field, _ in decode(field) }
  }

  /// A change written straight to `property`, under its change key with its change's schema.
  init<Value>(
    writing property: PropertyDeclaration<Value>, types: [String],
    decode: @escaping @Sendable (JSONField) -> (any Change)?
  ) {
    self.init(
      key: property.changeKey, types: types,
      schema: property.change.map { SceneSchema.fragment($0.schema) } ?? "{}", decode: decode)
  }

  /// A change that may read other keys of its action (`companions`) and decide its own timing.
  init(
    key: String, types: [String], schema: String, companions: [String] = [],
    timed: Bool = true, accepts: @escaping @Sendable (JSONValue) -> Bool = { _ in true },
    decode: @escaping @Sendable (JSONField, JSONObjectReader) -> (any Change)?
  ) {
    self.key = key
    self.schema = schema
    self.types = types
    self.companions = companions
    self.timed = timed
    self.accepts = accepts
    self.decode = decode
  }

  /// Every change scene files can write: the node kinds' (chart changes first), the canvas's
  /// and those of every node.
  static let all: [ChangeDecoder] =
    NodeKinds.all.flatMap(\.changes) + canvasDecoders + commonDecoders

  static let chartDecoders: [ChangeDecoder] =
    [
      ChangeDecoder(writing: ChartProperties.window, types: ["chart"]) {
        SceneDecoder.decodeWindow($0).map(WindowChange.init)
      },
      ChangeDecoder(
        key: "pan", types: ["chart"],
        schema: #"{"type": "number", \#(SceneSchema.bounds(PanChange.deltaRule))}"#
      ) {
        $0.number(PanChange.deltaRule).map(PanChange.init)
      },
      ChangeDecoder(
        key: "zoom", types: ["chart"],
        schema: #"{"type": "number", \#(SceneSchema.bounds(ZoomChange.factorRule))}"#
      ) {
        $0.number(ZoomChange.factorRule).map(ZoomChange.init)
      },
    ]
    + SeriesVisibilityChange.Mode.allCases.map { mode in
      ChangeDecoder(key: mode.rawValue, types: ["chart"], schema: #"{"type": "string"}"#) {
        $0.string().map { SeriesVisibilityChange(mode, $0) }
      }
    } + [
      ChangeDecoder(writing: ChartProperties.indicator, types: ["chart"]) { field in
        if field.isNull { return IndicatorChange(nil) }
        return field.number(IndicatorChange.positionRule).map(IndicatorChange.init)
      },
      ChangeDecoder(writing: ChartProperties.pie, types: ["chart"]) {
        $0.bool().map(PieChange.init)
      },
      ChangeDecoder(
        key: "zoomIn", types: ["chart"],
        schema: #"""
          {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
            "description": "Zoom into a day: its file YYYY-MM/DD.json beside a round-2 overview, or on a percentage chart the pie of that day. Default curve fastOutSlowIn."
          }
          """#
      ) { field in
        guard let day = field.string() else { return nil }
        guard DayZoom.midnight(day) != nil else {
          field.report("expected a day like \"2019-03-01\", found \"\(day.excerpt())\"")
          return nil
        }
        return ZoomInChange(day)
      },
      ChangeDecoder(
        key: "scrollTo", types: ["chart"],
        schema: #"""
          {
            "type": "string",
            "pattern": "^(now|[0-9]{2}:[0-9]{2}(:[0-9]{2})?)$",
            "description": "On a timeline: pan so that \"now\" or a time like \"15:40\" is at the window's centre."
          }
          """#
      ) { field in
        guard let text = field.string() else { return nil }
        if text == "now" { return ScrollToChange(minutes: nil) }
        guard let minutes = TimelineData.minutes(text) else {
          field.report("expected \"now\" or a time like \"15:40\", found \"\(text.excerpt())\"")
          return nil
        }
        return ScrollToChange(minutes: minutes)
      },
      ChangeDecoder(
        key: "zoomOut", types: ["chart"],
        schema: #"""
          {"const": true, "description": "Return from a day to the overview and the window it left."}
          """#
      ) { field in
        guard let value = field.bool() else { return nil }
        guard value else {
          field.report("expected true; to zoom in, write \"zoomIn\": \"YYYY-MM-DD\"")
          return nil
        }
        return ZoomOutChange()
      },
    ]

  static let canvasDecoders: [ChangeDecoder] = [
    ChangeDecoder(writing: CommonProperties.theme, types: ["canvas"]) {
      SceneDecoder.decodeTheme($0).map(ThemeChange.init)
    }
  ]

  /// The changes every node takes.
  static let commonDecoders: [ChangeDecoder] = [
    ChangeDecoder(writing: CommonProperties.opacity, types: ["*"]) {
      $0.number(NumberRule.opacity).map(OpacityChange.init)
    },
    ChangeDecoder(writing: CommonProperties.offset, types: ["*"]) {
      $0.pair("[dx, dy] in pixels").map { OffsetChange(Point(x: $0.0, y: $0.1)) }
    },
    ChangeDecoder(writing: CommonProperties.scale, types: ["*"]) {
      $0.number(NumberRule.scale).map(ScaleChange.init)
    },
  ]

  /// Every change key, without repeats, in the order above.
  static var keys: [String] {
    var keys: [String] = []
    for decoder in all where !keys.contains(decoder.key) { keys.append(decoder.key) }
    return keys
  }

  /// The keys a node of `type` takes (nil: a scene's default target, the canvas or its chart).
  static func keys(for type: String?) -> [String] {
    let wanted = type.map { [$0, "*"] } ?? ["chart", "canvas"]
    var keys: [String] = []
    for decoder in all
    where decoder.types.contains(where: wanted.contains) && !keys.contains(decoder.key) {
      keys.append(decoder.key)
    }
    return keys
  }

  /// Every key that goes beside a change, without repeats.
  static var companionKeys: [String] {
    var keys: [String] = []
    for key in all.flatMap(\.companions) where !keys.contains(key) { keys.append(key) }
    return keys
  }

  /// The decoder for `key` on a target of `type` (when the type is unknown or does not take the
  /// key, the first that reads `value`: the scene's checks then say why).
  static func decoder(for key: String, type: String?, value: JSONValue) -> ChangeDecoder? {
    let candidates = all.filter { $0.key == key }
    if let type, let exact = candidates.first(where: { $0.types.contains(type) }) { return exact }
    return candidates.first { $0.accepts(value) } ?? candidates.first
  }
}
