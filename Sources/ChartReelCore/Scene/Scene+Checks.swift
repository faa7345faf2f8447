extension Scene {
  /// The limits of a canvas: 16 to 8192 pixels a side, 1 to 240 frames a second.
  package static let canvasSides = 16...8192
  package static let frameRates = 1...240

  static func check(_ canvas: Canvas, _ log: ProblemLog) {
    for (key, value) in [("width", canvas.width), ("height", canvas.height)]
    where !canvasSides.contains(value) {
      log.report(
        "canvas.\(key)",
        "expected a whole number from \(canvasSides.lowerBound) to \(canvasSides.upperBound), found \(value)"
      )
    }
    let pixels = canvas.width.multipliedReportingOverflow(by: canvas.height)
    if canvasSides.contains(canvas.width), canvasSides.contains(canvas.height),
      pixels.overflow || pixels.partialValue > InputLimits.canvasPixels
    {
      log.report(
        "canvas.width",
        "canvas.width × canvas.height is \(canvas.width) × \(canvas.height) = \(InputLimits.grouped(pixels.partialValue)) pixels; expected at most \(InputLimits.grouped(InputLimits.canvasPixels)) (4096 × 2160; see docs/limits.md)"
      )
    }
    if let design = canvas.designSize {
      for (key, value) in [("0", design.width), ("1", design.height)] {
        if let problem = NumberRule.designSide.problem(value) {
          log.report("canvas.designSize[\(key)]", problem)
        }
      }
    }
    if !frameRates.contains(canvas.fps) {
      log.report(
        "canvas.fps",
        "expected a whole number from \(frameRates.lowerBound) to \(frameRates.upperBound), found \(canvas.fps)"
      )
    }
  }

  /// Reports a tree or a script past `InputLimits.nodes` or `InputLimits.actions` (a scene
  /// built in Swift; the decoder stops reading at the limits).
  static func checkCounts(nodes: Int, actions: Int, _ log: ProblemLog) {
    for (key, what, count, limit) in [
      ("root", "nodes", nodes, InputLimits.nodes),
      ("actions", "actions", actions, InputLimits.actions),
    ] where count > limit {
      log.report(
        key,
        "\(InputLimits.grouped(count)) \(what); expected at most \(InputLimits.grouped(limit)) (see docs/limits.md)"
      )
    }
  }

  package static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : key.hasPrefix("[") ? path + key : "\(path).\(key)"
  }

  static func checkNodes(_ entries: [Entry], _ log: ProblemLog) {
    var seen: [NodeID: String] = [:]
    for entry in entries {
      let node = entry.node
      let path = entry.path
      if let id = node.id {
        if let problem = NodeID.problem(with: id.rawValue) {
          log.report(join(path, "id"), problem)
        } else if let other = seen[id] {
          log.report(
            join(path, "id"),
            "duplicate id \"\(id.rawValue)\"; \(join(other, "id")) has it too: ids must be unique")
        } else {
          seen[id] = path
        }
      }
      let style = node.style
      if let problem = NumberRule.opacity.problem(style.opacity) {
        log.report(join(path, "opacity"), problem)
      }
      if let problem = NumberRule.scale.problem(style.scale) {
        log.report(join(path, "scale"), problem)
      }
      if !(style.offset.x.isFinite && style.offset.y.isFinite) {
        log.report(join(path, "offset"), "expected [dx, dy] in pixels")
      }
      for (key, value) in [
        ("width", node.sizing.width), ("height", node.sizing.height), ("grow", node.sizing.grow),
      ] {
        if let value, let problem = NumberRule.size.problem(value) {
          log.report(join(path, key), problem)
        }
      }
      if let frame = node.sizing.frame {
        // As a scene file's "frame" is read: the DSL's position(_:) is checked the same way.
        let sides = [frame.x, frame.y, frame.width, frame.height]
        if !sides.allSatisfy({ (-100_000...100_000).contains($0) }) {
          log.report(
            join(path, "frame"),
            "expected [x, y, width, height], numbers of pixels from -100000 to 100000")
        } else if frame.width < 0 || frame.height < 0 {
          log.report(join(path, "frame"), "expected a width and height of 0 or more")
        }
      }
      for problem in node.builtIn.problems(children: node.children) {
        log.report(join(path, problem.key), problem.message)
      }
    }
  }

  static func checkDuration(_ duration: Double, canvas: Canvas, given: Bool, _ log: ProblemLog) {
    guard NumberRule.sceneDuration.allows(duration) else {
      // Without a duration key the length comes from the actions: say so, under "actions".
      let key = given ? "duration" : "actions"
      let found =
        given
        ? duration.formattedForMessage
        : "\(duration.formattedForMessage) s (the last action's end + \(defaultTail.formattedForMessage) s)"
      log.report(key, "expected \(NumberRule.sceneDuration.expected), found \(found)")
      return
    }
    let frames = (duration * Double(canvas.fps)).rounded()
    if frameRates.contains(canvas.fps), frames > Double(InputLimits.frames) {
      log.report(
        "duration",
        "\(duration.formattedForMessage) s at \(canvas.fps) fps is \(InputLimits.grouped(Int(frames))) frames; expected at most \(InputLimits.grouped(InputLimits.frames)) (see docs/limits.md)"
      )
    }
    if frameRates.contains(canvas.fps), frames < 1 {
      log.report(
        "duration",
        "a duration of \(duration.formattedForMessage) s at \(canvas.fps) fps gives no frame; expected at least \((1 / Double(canvas.fps)).formattedForMessage) s"
      )
    }
  }

  func checkAction(_ action: Action, _ log: ProblemLog) {
    let path = action.sourcePath
    let badStart = NumberRule.actionStart.problem(action.at)
    if let badStart { log.report(Self.join(path, "at"), badStart) }
    if let problem = NumberRule.actionDuration.problem(action.duration) {
      log.report(Self.join(path, "duration"), problem)
    }
    if let problem = action.curve.problem { log.report(Self.join(path, "curve"), problem) }
    switch resolveTarget(of: action) {
    case .failure(let problem): log.report(problem.keyPath, problem.message)
    case .success(let entry):
      if let message = action.change.scripted.problem(for: entry?.node) {
        log.report(Self.join(path, action.change.scripted.problemKey(for: entry?.node)), message)
      }
    }
    // Last: past the scene's end is a knock-on when the scene's length is wrong.
    if badStart == nil, action.at >= duration {
      log.report(
        Self.join(path, "at"),
        "starts at \(action.at.formattedForMessage) s, at or after the end of the scene (duration \(duration.formattedForMessage) s)"
      )
    }
  }
}

extension Scene {
  /// Checks again what may have changed since `init` checked it — the canvas, a `var` — with
  /// the same rules, so that `scene.canvas.fps = 0` is refused before a frame is drawn.
  ///
  /// The library's render, compile and probe entry points call it; throws `InputError` naming
  /// `canvas.fps`, `canvas.width` … and `duration` when the frame count is out of bounds.
  public func checkCanvas() throws(InputError) {
    let log = ProblemLog(file: file)
    Self.check(canvas, log)
    Self.checkDuration(duration, canvas: canvas, given: true, log)
    try log.throwIfAny()
  }
}
