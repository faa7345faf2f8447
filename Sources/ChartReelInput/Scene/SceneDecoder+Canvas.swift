import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// The keys of `canvas`.
  static let canvasKeys = SceneSchema.keys(of: "canvas")

  static func decodeCanvas(_ field: JSONField?) -> Canvas? {
    guard let object = field?.object(allowed: canvasKeys) else { return nil }
    let sides = Scene.canvasSides
    let width = object.required("width", "a width in pixels")?.integer(in: sides)
    let height = object.required("height", "a height in pixels")?.integer(in: sides)
    let fps = object.optional("fps").map { $0.integer(in: Scene.frameRates) } ?? 60
    var theme: Theme? = .day
    if let field = object.optional("theme") { theme = decodeTheme(field) }
    var transparent: Bool? = false
    if let field = object.optional("background"), let value = field.string() {
      transparent = value == "transparent" ? true : value == "theme" ? false : nil
      if transparent == nil {
        field.report("expected \"theme\" or \"transparent\", found \"\(value.excerpt())\"")
      }
    }
    var direction: LayoutDirection? = .leftToRight
    if let field = object.optional("direction") {
      direction = field.choice(LayoutDirection.allCases.map { ($0.rawValue, $0) })
    }
    var locale: String?
    if let field = object.optional("locale"), let value = field.string() {
      if let problem = NumberFormat.localeProblem(value) {
        field.report(problem)
      } else {
        locale = value
      }
    }
    let touches = object.optional("touches")?.bool() ?? false
    var designSize: Size?
    if let field = object.optional("designSize"),
      let (w, h) = field.pair("[width, height] in pixels", each: NumberRule.designSide)
    {
      designSize = Size(width: w, height: h)
    }
    guard let width, let height, let fps, let theme, let transparent, let direction else {
      return nil
    }
    return Canvas(
      width: width, height: height, fps: fps, theme: theme, transparent: transparent,
      direction: direction, locale: locale, showsTouches: touches, designSize: designSize)
  }

  static func decodeTheme(_ field: JSONField) -> Theme? {
    guard let name = field.string() else { return nil }
    guard let theme = Theme(rawValue: name) else {
      field.report("expected \"day\" or \"night\", found \"\(name.excerpt())\"")
      return nil
    }
    return theme
  }
}

extension JSONField {
  /// Reads a string that must be one of `choices`, reporting the others by name.
  func choice<T>(_ choices: [(String, T)]) -> T? {
    guard let name = string() else { return nil }
    if let match = choices.first(where: { $0.0 == name }) { return match.1 }
    let names = choices.map(\.0)
    let suggestion = names.closest(to: name).map { "did you mean \"\($0)\"? " } ?? ""
    report(
      "unknown value \"\(name.excerpt())\"; \(suggestion)expected \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
    )
    return nil
  }

  /// Reads a colour written `#RRGGBB`.
  func color() -> Color? {
    guard let text = string() else { return nil }
    guard let color = Color(hex: text) else {
      report("expected a colour like \"#3DC23F\", found \"\(text.excerpt())\"")
      return nil
    }
    return color
  }

  /// Reads `[a, b]`: two numbers.
  func pair(_ what: String) -> (Double, Double)? {
    guard let elements = array() else { return nil }
    guard elements.count == 2 else {
      report("expected \(what), found an array of \(elements.count) values")
      return nil
    }
    let values = elements.map { $0.number() }
    guard let a = values[0], let b = values[1] else { return nil }
    return (a, b)
  }
}
