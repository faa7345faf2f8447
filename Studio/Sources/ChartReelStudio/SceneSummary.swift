import ChartReel

/// What `GET /scene.json` answers: the canvas, the length, the actions and the problems.
enum SceneSummary {
  /// The snapshot as JSON: `version`, `problems`, and when a load succeeded `file`, `width`,
  /// `height`, `fps`, `frames`, `duration` and `actions` (each with `at`, `duration`, `target`,
  /// `change` and `source`, the action's key path in the scene file).
  static func json(_ snapshot: StudioDocument.Snapshot, scenePath: String) -> JSONValue {
    var fields: [(key: String, value: JSONValue)] = [
      ("version", .number(Double(snapshot.version))),
      ("problems", problems(snapshot.problems, scene: scenePath)),
    ]
    if let scene = snapshot.compiled?.scene {
      if case .object(let info) = scene.info {
        fields += info.filter {
          ["file", "width", "height", "fps", "frames", "duration"].contains($0.key)
        }
        fields.append(("transparent", .bool(scene.canvas.transparent)))
      }
      fields.append(("actions", .array(scene.actions.map(action))))
    }
    return .object(fields)
  }

  /// Each problem as `{file, key, message}`, with `source` (`SourceExcerpt`: the lines around
  /// its line and column, or its key path) when it is in the scene file at `scene`.
  static func problems(_ problems: [InputProblem], scene: String) -> JSONValue {
    .array(
      problems.map { problem in
        var fields: [(key: String, value: JSONValue)] = [
          ("file", .string(problem.file)), ("key", .string(problem.keyPath)),
          ("message", .string(problem.message)),
        ]
        if problem.file == scene {
          let place = lineAndColumn(problem.message)
          fields.append(
            (
              "source",
              SourceExcerpt.json(
                file: scene, keyPath: problem.keyPath, line: place?.line, column: place?.column)
            ))
        }
        return .object(fields)
      })
  }

  /// The `line L, column C` a syntax error's message starts with, if any.
  static func lineAndColumn(_ message: String) -> (line: Int, column: Int)? {
    let words = message.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
    guard let at = words.firstIndex(of: "line"), at + 3 < words.count,
      words[at + 2] == "column", let line = Int(words[at + 1]), let column = Int(words[at + 3])
    else { return nil }
    return (line, column)
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
