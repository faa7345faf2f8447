extension CompiledScene {
  /// How many nodes report a summary (the charts), in document order.
  public var chartCount: Int { summarised.count }

  /// The renderers of the charts, in document order.
  var summarised: [any SummaryReporting] { renderers.compactMap { $0 as? any SummaryReporting } }

  /// One line of `chartreel probe`: the state at `t` as a JSON object.
  ///
  /// `{"time":T,"frame":i, …chart N's fields…, "theme":b, "nodes":{id:{…}}}`: the fields of
  /// chart `chart` (counted in document order) when the scene has charts, the theme, and every
  /// named node with its type, frame (after offset and scale), opacity and own fields.
  /// `frame` is the frame nearest to `t` (at most the last one); the values are those at `t`,
  /// clamped to the scene (`clampedTime(to:)`: NaN reads as 0).
  public func probe(at t: Double, chart: Int = 0, measurer: any TextMeasuring) -> JSONValue {
    let t = t.clampedTime(to: scene.duration)
    let context = drawContext(at: t, measurer: measurer)
    let nearest = (t * Double(scene.canvas.fps)).rounded()
    let frame = Int(min(max(nearest, 0), Double(max(scene.frameCount - 1, 0))))
    var members: [(String, JSONValue)] = [("time", .number(t)), ("frame", .number(Double(frame)))]
    let charts = renderers.indices.filter { renderers[$0] is any SummaryReporting }
    if charts.indices.contains(chart),
      let summary = renderers[charts[chart]] as? any SummaryReporting
    {
      var chartContext = context
      chartContext.transform = canvasTransform(of: charts[chart], at: t)
      members += summary.summary(at: t, in: chartContext)
    }
    members.append(("theme", .number(context.themeBlend)))
    var nodes: [(String, JSONValue)] = []
    collectProbes(0, parent: outputTransform, at: t, context: context, into: &nodes)
    members.append(("nodes", .members(nodes)))
    members.append(("texts", .array(texts(at: t, measurer: measurer).map(\.json))))
    return .members(members)
  }

  /// The node's offsets and scales and its ancestors' at `t`: its pixels to the canvas's.
  func canvasTransform(of index: Int, at t: Double) -> AffineTransform {
    var transform = ownTransform(index, at: t)
    var parent = scene.entries[index].parent
    while let next = parent {
      transform = transform.then(ownTransform(next, at: t))
      parent = scene.entries[next].parent
    }
    return transform.then(outputTransform)
  }

  /// From the pixels the scene is laid out in to the output canvas's (`outputScale`).
  var outputTransform: AffineTransform {
    outputScale == 1
      ? .identity : AffineTransform(a: outputScale, b: 0, c: 0, d: outputScale, tx: 0, ty: 0)
  }

  private func collectProbes(
    _ index: Int, parent: AffineTransform, at t: Double, context: DrawContext,
    into nodes: inout [(String, JSONValue)]
  ) {
    let entry = scene.entries[index]
    let transform = ownTransform(index, at: t).then(parent)
    if entry.id.isNamed {
      var nodeContext = context
      nodeContext.transform = transform
      let probe = NodeProbe(
        id: entry.id, type: entry.node.builtIn.typeName, frame: transform.apply(frames[index]),
        opacity: timeline.value(.opacity(entry.id), at: t) ?? entry.node.style.opacity,
        fields: renderers[index].probeFields(at: t, in: nodeContext))
      nodes.append((entry.id.rawValue, probe.json))
    }
    if entry.node.builtIn.drawsChildren {
      for child in renderers[index].childProbes(at: t, in: context) where child.id.isNamed {
        var probe = child
        probe.frame = transform.apply(child.frame)
        nodes.append((child.id.rawValue, probe.json))
      }
    } else {
      for child in children[index] {
        collectProbes(child, parent: transform, at: t, context: context, into: &nodes)
      }
    }
  }
}

extension NodeProbe {
  /// The probe's JSON object: type, frame, opacity, then the node's own fields.
  var json: JSONValue {
    .members(
      [("type", .string(type)), ("frame", .rect(frame)), ("opacity", .number(opacity))] + fields)
  }
}
