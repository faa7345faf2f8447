import ChartReel

/// What `GET /scene.json` answers: the canvas, the length, the actions and the problems.
enum SceneSummary {
  /// The snapshot as JSON: `version`, `problems`, and when a load succeeded `file`, `width`,
  /// `height`, `fps`, `frames`, `duration` and `actions` (each with `at`, `duration`, `target`,
  /// `change` and `source`, the action's key path in the scene file).
  static func json(_ snapshot: StudioDocument.Snapshot) -> JSONValue {
    var fields: [(key: String, value: JSONValue)] = [
      ("version", .number(Double(snapshot.version))),
      ("problems", problems(snapshot.problems)),
    ]
    if let scene = snapshot.compiled?.scene {
      if case .object(let info) = scene.info {
        fields += info.filter {
          ["file", "width", "height", "fps", "frames", "duration"].contains($0.key)
        }
      }
      fields.append(("actions", .array(scene.actions.map(action))))
    }
    return .object(fields)
  }

  /// Each problem as `{file, key, message}`.
  static func problems(_ problems: [InputProblem]) -> JSONValue {
    .array(
      problems.map {
        .object([
          ("file", .string($0.file)), ("key", .string($0.keyPath)),
          ("message", .string($0.message)),
        ])
      })
  }

  private static func action(_ action: Action) -> JSONValue {
    .object([
      ("at", .number(action.at)),
      ("duration", .number(action.duration)),
      ("target", action.target.map { .string($0.rawValue) } ?? .null),
      ("change", .string(action.changeKey)),
      ("source", .string(action.sourcePath)),
    ])
  }
}
