import Foundation

extension MatrixScenes {
  /// The kinds a CSV case chooses with `data.kind` ("twoAxes": lines with `twoAxes`).
  public static let csvKinds = ["line", "twoAxes", "bar", "stackedBar", "area", "percentArea"]
  /// The spacings of CSV cases, each written as people write such dates.
  public static let csvSpacings = [
    "minutes", "hourly", "daily", "weekly", "monthly", "quarterly", "yearly",
  ]
  public static let csvSeriesCounts = [1, 3, 7, 20]

  /// Wide and long CSV scenes of every kind at every size with 1 to 20 series, spacings from
  /// minutes to years, themes, directions and forms varied across them (issue 33).
  public static func csvCases() -> [Case] {
    var cases: [Case] = []
    for (i, kind) in csvKinds.enumerated() {
      for (j, size) in sizes.enumerated() {
        for (k, count) in csvSeriesCounts.enumerated() {
          cases.append(
            Case(
              kind: kind, width: size.0, height: size.1,
              series: kind == "twoAxes" ? 2 : kind == "bar" ? 1 : count,
              spacing: csvSpacings[(i + 2 * j + k) % csvSpacings.count],
              night: (i + j + k) % 2 == 1, rightToLeft: (i + j / 2 + k) % 3 == 2,
              form: (j + k) % 2 == 0 ? "wide" : "long"))
        }
      }
    }
    return cases
  }

  /// The points of a spacing: how many, and the date of each as people write it (`2019/01/01
  /// 13:00`, `2016-04`, `1990-Q3`, `1980`).
  public static func csvDates(_ spacing: String) -> [String] {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    func dates(_ count: Int, step: Double, _ format: String) -> [String] {
      formatter.dateFormat = format
      return (0..<count).map {
        formatter.string(from: Date(timeIntervalSince1970: 1_546_300_800 + Double($0) * step))
      }
    }
    switch spacing {
    case "minutes": return dates(288, step: 600, "yyyy-MM-dd HH:mm")
    case "hourly": return dates(336, step: 3600, "yyyy/MM/dd HH:mm")
    case "daily": return dates(120, step: 86_400, "yyyy/MM/dd")
    case "weekly": return dates(60, step: 7 * 86_400, "yyyy-MM-dd")
    case "monthly": return (0..<48).map { String(format: "%d-%02d", 2016 + $0 / 12, $0 % 12 + 1) }
    case "quarterly": return (0..<40).map { "\(1990 + $0 / 4)-Q\($0 % 4 + 1)" }
    default: return (0..<30).map { String(1980 + $0) }
    }
  }

  /// A case's CSV: wide (a column per series) or long (`date,source,value` rows, series after
  /// series, about one row in 40 left out as a gap).
  static func csvSeries(_ c: Case, random: inout SeededGenerator) -> String {
    let dates = csvDates(c.spacing)
    var columns: [[String]] = []
    for k in 0..<c.series {
      let base = Double(50 + random.next() % 5000) * (c.kind == "twoAxes" && k == 1 ? 0.07 : 1)
      columns.append(
        dates.indices.map { i in
          let wave = 1 + 0.4 * sin(Double(i) / 5 + Double(k))
          let noise = Double(random.next() % 40) / 100 - 0.2
          return String(Int(max(0, (base * (wave + noise)).rounded())))
        })
    }
    let names = (0..<c.series).map {
      Self.names[$0 % Self.names.count] + ($0 >= Self.names.count ? " \($0)" : "")
    }
    if c.form == "long" {
      var rows = ["date,source,value"]
      for (k, column) in columns.enumerated() {
        for (i, value) in column.enumerated() where i < 2 || random.next() % 40 != 0 {
          rows.append("\(dates[i]),\(names[k]),\(value)")
        }
      }
      return rows.joined(separator: "\n") + "\n"
    }
    var rows = ["date," + names.joined(separator: ",")]
    for (i, date) in dates.enumerated() {
      rows.append(([date] + columns.map { $0[i] }).joined(separator: ","))
    }
    return rows.joined(separator: "\n") + "\n"
  }

  /// The `data` object of a CSV case: the kind it chooses, `twoAxes`, and `pivot` for long data.
  static func csvDataObject(_ c: Case) -> String {
    let kind = c.kind == "twoAxes" ? #""twoAxes": true"# : #""kind": "\#(c.kind)""#
    let pivot = c.form == "long" ? #", "pivot": {"series": "source", "value": "value"}"# : ""
    return #"{"csv": "data.csv", \#(kind)\#(pivot)}"#
  }
}
