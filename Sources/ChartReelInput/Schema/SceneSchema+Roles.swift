import ChartReelCharts
import ChartReelCore

extension SceneSchema {
  /// `csvData` with the keys of the chart kinds whose series have fixed roles (`candles`),
  /// from the kinds' registry, each instead of `series`.
  ///
  /// A kind that fixes its series (`ChartKindBehavior.seriesRoles`) gets its schema fragment
  /// from its roles, so adding it stays new files and one registry line.
  static func addingRoleKeys(to csvData: JSONValue) -> JSONValue {
    guard case .object(var members) = csvData,
      let index = members.firstIndex(where: { $0.key == "properties" }),
      case .object(let properties) = members[index].value
    else { return csvData }
    let kinds = SceneDecoder.roleKinds
    members[index].value = .object(properties + kinds.map { (key: $0.key, value: schema($0)) })
    let exclusions: [JSONValue] = kinds.map {
      .object([(key: "required", value: .array([.string("series"), .string($0.key)]))])
    }
    if exclusions.count == 1 {
      members.insert((key: "not", value: exclusions[0]), at: index + 1)
    } else if !exclusions.isEmpty {
      let any = JSONValue.object([(key: "anyOf", value: .array(exclusions))])
      members.insert((key: "not", value: any), at: index + 1)
    }
    return .object(members)
  }

  /// The object naming the columns of `roles`: one string per role, all required.
  static func schema(_ roles: SeriesRoles) -> JSONValue {
    let list = roles.roles.joined(separator: ", ")
    let columns = zip(roles.roles, roles.names).map { role, name in
      (
        key: role,
        value: JSONValue.object([
          (key: "type", value: .string("string")),
          (key: "description", value: .string("The column of the \(name.lowercased()) values.")),
        ])
      )
    }
    return .object([
      (key: "type", value: .string("object")),
      (
        key: "description",
        value: .string(
          "The columns of the \(list) series, which draw the chart as a \(roles.kind) chart (the series ids are \(list)). Instead of series."
        )
      ),
      (key: "properties", value: .object(columns)),
      (key: "additionalProperties", value: .bool(false)),
      (key: "required", value: .array(roles.roles.map(JSONValue.string))),
    ])
  }
}
