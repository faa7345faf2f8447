extension Timeline {
  /// One line of `chartreel probe` output: the state at `t` as a JSON object.
  ///
  /// `{"time":T,"frame":i,"window":[lo,hi],"yRange":[min,max],"series":{"y0":{"alpha":a},…}}`
  /// plus the mini-map's y-range, the indicator and the theme blend. `frame` is the frame
  /// nearest to `t` (at most the last one); the values are those at `t` itself.
  public func probeLine(at t: Double) -> String {
    let state = state(at: t)
    let nearest = (t * Double(scene.canvas.fps)).rounded()
    let frame = Int(min(max(nearest, 0), Double(max(scene.frameCount - 1, 0))))
    let series = zip(data.series, state.seriesAlpha).map {
      "\"\($0.id.jsonEscaped)\":{\"alpha\":\(json($1))}"
    }.joined(separator: ",")
    let indicator =
      state.indicatorAlpha > 0
      ? "{\"position\":\(json(state.indicatorPosition)),\"alpha\":\(json(state.indicatorAlpha))}"
      : "null"
    return "{\"time\":\(json(t)),\"frame\":\(frame),"
      + "\"window\":[\(json(state.window.lower)),\(json(state.window.upper))],"
      + "\"yRange\":[\(json(state.yRange.min)),\(json(state.yRange.max))],"
      + "\"series\":{\(series)},"
      + "\"minimapYRange\":[\(json(state.minimapYRange.min)),\(json(state.minimapYRange.max))],"
      + "\"indicator\":\(indicator),\"theme\":\(json(state.themeBlend))}"
  }

  private func json(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}

extension String {
  /// The string's contents escaped for use inside JSON quotes.
  var jsonEscaped: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
