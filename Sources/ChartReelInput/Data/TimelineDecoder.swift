import ChartReelCharts
import ChartReelCore

/// Reads timeline data: JSON `{"now": "15:40", "intervals": [{"start": "08:30", "end":
/// "09:15", "color": "#4BD964", "gradient": ["#4BD964", "#2E9E48"], "height": 0.6, "label":
/// "…"}]}`, or CSV with the columns `start,end,color,gradient_to,height` (and an optional
/// `label`).
package enum TimelineDecoder {
  /// Decodes a timeline file, JSON or CSV by its contents' first character.
  package static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> TimelineData {
    let first = bytes.drop {
      $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
    }.first
    let isJSON = first == UInt8(ascii: "{")
    try checkSize(bytes, isJSON: isJSON, file: file)
    return isJSON ? try decodeJSON(bytes, file: file) : try decodeCSV(bytes, file: file)
  }

  /// Refuses a file of more than `InputLimits.timelineIntervals` intervals before it is
  /// parsed (parsing is what costs): in JSON, the objects outside strings but the root; in
  /// CSV, the lines after the header (an upper bound: a quoted label may hold a line break).
  static func checkSize(_ bytes: [UInt8], isJSON: Bool, file: String) throws(InputError) {
    let limit = InputLimits.timelineIntervals
    let count = isJSON ? objectCount(bytes) - 1 : DataSize.count(bytes).lines - 1
    guard count > limit else { return }
    throw InputError(
      file: file, keyPath: isJSON ? "intervals" : "",
      message:
        "holds \(InputLimits.grouped(count)) intervals\(isJSON ? "" : " (lines after the header)"); a timeline has at most \(InputLimits.grouped(limit)) (see docs/limits.md)"
    )
  }

  /// The JSON objects in `bytes`: the `{` outside strings.
  static func objectCount(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var (objects, inString, escaped) = (0, false, false)
      for byte in buffer {
        if escaped {
          escaped = false
        } else if inString {
          escaped = byte == 0x5C  // \
          inString = byte != 0x22  // "
        } else {
          inString = byte == 0x22
          objects &+= byte == 0x7B ? 1 : 0  // {
        }
      }
      return objects
    }
  }

  static func decodeJSON(_ bytes: [UInt8], file: String) throws(InputError) -> TimelineData {
    let log = ProblemLog(file: file)
    let root = JSONField.root(try JSONParser.parse(bytes, file: file), log: log)
    guard let object = root.object(allowed: ["now", "intervals"]) else {
      throw InputError(problems: log.problems)
    }
    var data = TimelineData(intervals: [])
    if let field = object.optional("now"), !field.isNull { data.now = field.time() }
    for element in object.required("intervals", "an array of intervals")?.array() ?? [] {
      guard
        let interval = element.object(allowed: [
          "start", "end", "color", "gradient", "height", "label",
        ])
      else { continue }
      let start = interval.required("start", "a time like \"08:30\"")?.time()
      let end = interval.required("end", "a time like \"09:15\"")?.time()
      // A gradient's first colour stands for the colour.
      let color =
        interval.contains("gradient") && !interval.contains("color")
        ? Color.clear : interval.required("color", "a colour like \"#4BD964\"")?.color()
      var gradientTo: Color?
      var gradientOK = true
      if let gradient = interval.optional("gradient"), let colors = gradient.array() {
        if colors.count != 2 {
          gradient.report("expected two colours [from, to], found \(colors.count)")
          gradientOK = false
        } else if let from = colors[0].color(), let to = colors[1].color() {
          _ = from
          gradientTo = to
        } else {
          gradientOK = false
        }
      }
      var height = 1.0
      if let field = interval.optional("height") {
        height = field.number(in: 0...1, "a fraction of the plot's height from 0 to 1") ?? 1
      }
      let label = interval.optional("label")?.string()
      guard let start, let end, var color, gradientOK else { continue }
      if let gradient = interval.optional("gradient")?.array(), let from = gradient.first?.color() {
        color = from
      }
      guard end > start else {
        interval.field.log.report(
          interval.field.child("end"),
          "expected an end after the start (\(clock(start))), found \(clock(end))")
        continue
      }
      data.intervals.append(
        .init(
          start: start, end: end, color: color, gradientTo: gradientTo, height: height, label: label
        ))
    }
    try log.throwIfAny()
    return data
  }

  static func decodeCSV(_ bytes: [UInt8], file: String) throws(InputError) -> TimelineData {
    let table = try CSVTable(bytes, file: file)
    let log = ProblemLog(file: file)
    let columns = ["start", "end", "color", "gradient_to", "height", "label"]
    for (index, name) in table.header.enumerated() where !columns.contains(name) {
      log.report(
        "",
        "line 1, column \(index + 1): unknown column \"\(name.excerpt())\"; expected \(columns.joined(separator: ", "))"
      )
    }
    for required in ["start", "end", "color"] where table.column(named: required) == nil {
      log.report("", "line 1: missing the column \"\(required)\"")
    }
    try log.throwIfAny()
    var data = TimelineData(intervals: [])
    for row in table.rows {
      func field(_ name: String) -> String? {
        table.column(named: name).flatMap { $0 < row.fields.count ? row.fields[$0] : nil }
      }
      func report(_ name: String, _ message: String) {
        let column = (table.column(named: name) ?? 0) + 1
        log.report("", "line \(row.line), column \(column) (\"\(name)\"): \(message)")
      }
      let start = field("start").flatMap(TimelineData.minutes)
      if start == nil {
        report(
          "start",
          "expected a time from 00:00 to 24:00, found \"\((field("start") ?? "").excerpt())\"")
      }
      let end = field("end").flatMap(TimelineData.minutes)
      if end == nil {
        report(
          "end", "expected a time from 00:00 to 24:00, found \"\((field("end") ?? "").excerpt())\"")
      }
      let color = field("color").flatMap(Color.init(hex:))
      if color == nil {
        report(
          "color",
          "expected a colour like \"#4BD964\", found \"\((field("color") ?? "").excerpt())\"")
      }
      var gradientTo: Color?
      if let text = field("gradient_to"), !text.isEmpty {
        gradientTo = Color(hex: text)
        if gradientTo == nil {
          report("gradient_to", "expected a colour like \"#2E9E48\", found \"\(text.excerpt())\"")
        }
      }
      var height = 1.0
      if let text = field("height"), !text.isEmpty {
        if let value = Double(text), (0...1).contains(value) {
          height = value
        } else {
          report("height", "expected a fraction from 0 to 1, found \"\(text.excerpt())\"")
        }
      }
      guard let start, let end, let color else { continue }
      guard end > start else {
        report("end", "expected an end after the start (\(clock(start))), found \(clock(end))")
        continue
      }
      data.intervals.append(
        .init(
          start: start, end: end, color: color, gradientTo: gradientTo, height: height,
          label: field("label")))
    }
    try log.throwIfAny()
    return data
  }

  /// Minutes as "HH:mm".
  static func clock(_ minutes: Double) -> String {
    let total = Int(minutes.rounded())
    return String(format: "%02d:%02d", total / 60, total % 60)
  }
}

extension JSONField {
  /// Reads a time of day "HH:mm" or "HH:mm:ss", 00:00 to 24:00, as minutes from midnight.
  func time() -> Double? {
    guard let text = string() else { return nil }
    guard let minutes = TimelineData.minutes(text) else {
      report("expected a time from 00:00 to 24:00 like \"08:30\", found \"\(text.excerpt())\"")
      return nil
    }
    return minutes
  }
}
