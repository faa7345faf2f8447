import ChartReelCharts
import Foundation

/// Scenes on generated data across the sizes, series counts, spacings and kinds people publish:
/// the inputs of the layout property tests and of `scripts/gallery`.
public enum MatrixScenes {
  /// The frame sizes of the matrix: 1:1, 16:9 and 9:16 from 480 px to 4K.
  public static let sizes = [
    (480, 480), (1280, 720), (1920, 1080), (1080, 1080), (1080, 1920), (3840, 2160),
  ]
  public static let seriesCounts = [1, 3, 7, 17]
  public static let spacings = ["yearly", "monthly", "daily", "hourly", "minutes"]
  /// The data generated for each kind: the samples of the kinds manifest (`ChartKind.examples`)
  /// — "line", "twoAxes", "bar", "stackedBar", "area", "percentage", "pie", "timeline",
  /// "candlestick".
  public static let kinds = ChartKind.examples.flatMap(\.samples)

  /// One scene of the matrix.
  public struct Case: CustomStringConvertible, Sendable {
    public var kind: String
    public var width: Int
    public var height: Int
    public var series: Int
    public var spacing: String
    public var night: Bool
    public var rightToLeft: Bool
    /// "wide" or "long" for a CSV case (`csvCases`), whose kind is chosen by `data.kind`; nil
    /// for data in the file's own kind.
    public var form: String?
    public init(
      kind: String, width: Int, height: Int, series: Int, spacing: String, night: Bool,
      rightToLeft: Bool, form: String? = nil
    ) {
      self.kind = kind
      self.width = width
      self.height = height
      self.series = series
      self.spacing = spacing
      self.night = night
      self.rightToLeft = rightToLeft
      self.form = form
    }

    public var description: String {
      "\(kind) \(width)×\(height) \(series) series \(spacing)\(night ? " night" : "")\(rightToLeft ? " rtl" : "")\(form.map { " \($0) CSV" } ?? "")"
    }
  }

  /// Every kind at every size with every series count, with spacings, themes and directions
  /// varied across them so that each value appears with many others; with `full`, every
  /// combination (3 840 scenes, for `scripts/gallery --check`).
  public static func cases(full: Bool = false) -> [Case] {
    var cases: [Case] = []
    for (i, kind) in kinds.enumerated() {
      for (j, size) in sizes.enumerated() {
        for (k, count) in seriesCounts.enumerated() {
          let series = kind == "twoAxes" ? 2 : kind == "bar" ? 1 : count
          let variants =
            full
            ? spacings.flatMap { spacing in
              [(false, false), (false, true), (true, false), (true, true)].map {
                (spacing, $0.0, $0.1)
              }
            }
            : [
              (
                spacings[(i + 2 * j + k) % spacings.count], (i + j + k) % 2 == 1,
                (i + j / 2 + k) % 3 == 2
              )
            ]
          for (spacing, night, rightToLeft) in variants {
            cases.append(
              Case(
                kind: kind, width: size.0, height: size.1, series: series, spacing: spacing,
                night: night, rightToLeft: rightToLeft))
          }
        }
      }
    }
    return cases
  }

  static let names = [
    "Subscribers from organic search results", "Channel forwards", "Direct links and QR codes",
    "Mentions in other channels", "Ads", "Similar channels recommendations", "Other",
  ]

  /// Writes the case's data and scene into `folder` and returns the scene's path.
  ///
  /// The chart is the node "main", with the indicator shown at `indicator` when given. The
  /// scene lasts 2 s and is at rest from 1 s.
  public static func write(_ c: Case, to folder: String, indicator: Double? = nil) throws -> String
  {
    var random = SeededGenerator(
      seed: c.description.unicodeScalars.reduce(7) { $0 &* 31 &+ UInt64($1.value) })
    let data: String
    let dataKey: String
    if c.form != nil {
      data = csvSeries(c, random: &random)
      dataKey = "csv"
    } else if c.kind == "timeline" {
      var intervals: [String] = []
      var minute = 30
      var index = 0
      while minute < 23 * 60 {
        let length = 3 + Int(random.next() % 50)
        let label = names[index % names.count]
        intervals.append(
          ##"{"start": "\##(time(minute))", "end": "\##(time(min(minute + length, 1440)))", "color": "#3497ED", "height": \##(0.3 + Double(random.next() % 60) / 100), "label": "\##(label)"}"##
        )
        minute += length + Int(random.next() % 40)
        index += 1
      }
      data = #"{"now": "15:40", "intervals": [\#(intervals.joined(separator: ","))]}"#
      dataKey = "timeline"
    } else if c.kind == "candlestick" {
      data = candleCSV(c, random: &random)
      dataKey = "csv"
    } else {
      data = telegramJSON(c, random: &random)
      dataKey = "file"
    }
    let file = folder + (dataKey == "csv" ? "/data.csv" : "/data.json")
    try data.write(toFile: file, atomically: true, encoding: .utf8)
    var initial = c.kind == "timeline" ? #""window": [0.5, 0.75]"# : #""window": [0.5, 1]"#
    if let indicator { initial += #", "indicator": \#(indicator)"# }
    let scene = """
      {"canvas": {"width": \(c.width), "height": \(c.height), "fps": 30,
        "theme": "\(c.night ? "night" : "day")", "direction": "\(c.rightToLeft ? "rtl" : "ltr")"},
       "root": {"type": "chart", "id": "main", "title": "Growth of the channel by source of new subscribers",
         "data": \(dataObject(c, key: dataKey)), "initial": {\(initial)}},
       "actions": [\(c.kind == "pie" ? #"{"at": 0, "target": "main", "pie": true}"# : "")],
       "duration": 2}
      """
    let path = folder + "/scene.json"
    try scene.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private static func time(_ minute: Int) -> String {
    String(format: "%02d:%02d", minute / 60, minute % 60)
  }

  private static func telegramJSON(_ c: Case, random: inout SeededGenerator) -> String {
    let day = 86_400_000.0
    let (step, count): (Double, Int) =
      switch c.spacing {
      case "yearly": (365.25 * day, 17)
      case "monthly": (30.44 * day, 40)
      case "daily": (day, 120)
      case "hourly": (3_600_000, 24 * 14)
      default: (600_000, 6 * 24 * 4)
      }
    let start = c.spacing == "yearly" ? 978_307_200_000.0 : 1_546_300_800_000
    let xs = (0..<count).map { Int64(start + Double($0) * step) }
    let type =
      switch c.kind {
      case "bar", "stackedBar": "bar"
      case "area", "percentage", "pie": "area"
      default: "line"
      }
    var columns = [#"["x", \#(xs.map(String.init).joined(separator: ","))]"#]
    var types = [#""x": "x""#]
    var names: [String] = []
    var colors: [String] = []
    let palette = [
      "#3DC23F", "#F34C44", "#3497ED", "#F5BD25", "#65B9AC", "#CB513A", "#4682B4", "#9ED448",
    ]
    for k in 0..<c.series {
      let base = Double(50 + random.next() % 5000) * (c.kind == "twoAxes" && k == 1 ? 0.07 : 1)
      let values = (0..<count).map { i -> String in
        let wave = 1 + 0.4 * sin(Double(i) / 5 + Double(k))
        let noise = Double(random.next() % 40) / 100 - 0.2
        return String(Int(max(0, (base * (wave + noise)).rounded())))
      }
      columns.append(#"["y\#(k)", \#(values.joined(separator: ","))]"#)
      types.append(#""y\#(k)": "\#(type)""#)
      let name = Self.names[k % Self.names.count] + (k >= Self.names.count ? " \(k)" : "")
      names.append(#""y\#(k)": "\#(name)""#)
      colors.append(#""y\#(k)": "\#(palette[k % palette.count])""#)
    }
    var flags = ""
    if c.kind == "twoAxes" { flags = #", "y_scaled": true"# }
    if c.kind == "stackedBar" { flags = #", "stacked": true"# }
    if c.kind == "percentage" || c.kind == "pie" {
      flags = #", "stacked": true, "percentage": true"#
    }
    return """
      {"columns": [\(columns.joined(separator: ","))], "types": {\(types.joined(separator: ","))},
       "names": {\(names.joined(separator: ","))}, "colors": {\(colors.joined(separator: ","))}\(flags)}
      """
  }
}
