import CCairo
import ChartReelCore

/// Owns one Pango layout bound to a Cairo context, and the font descriptions it has made.
final class PangoText {
  private let layout: OpaquePointer
  private var fonts: [Font: OpaquePointer] = [:]

  /// Binds a layout to `context` with grey antialiasing and unhinted metrics, so text measures
  /// the same wherever it is drawn.
  init(context: OpaquePointer) {
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    layout = pango_cairo_create_layout(context)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    pango_layout_context_changed(layout)
    cairo_font_options_destroy(options)
  }

  deinit {
    for description in fonts.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  private func description(for font: Font) -> OpaquePointer {
    if let cached = fonts[font] { return cached }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
    pango_font_description_set_weight(
      description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    fonts[font] = description
    return description
  }

  private func prepare(_ text: String, _ font: Font, width: Double?) {
    pango_layout_set_font_description(layout, description(for: font))
    pango_layout_set_text(layout, text, -1)
    if let width {
      pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
  }

  /// The logical size of `text` in `font`, wrapped at `width` when given, in pixels.
  func measure(_ text: String, font: Font, width: Double? = nil) -> Size {
    prepare(text, font, width: width)
    pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    var measuredWidth: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_size(layout, &measuredWidth, &height)
    return Size(
      width: Double(measuredWidth) / Double(PANGO_SCALE),
      height: Double(height) / Double(PANGO_SCALE))
  }

  /// Draws `run` on `context` (the layout's own, or another).
  func draw(_ run: TextRun, on context: OpaquePointer) {
    let x: Double
    if let width = run.width {
      prepare(run.text, run.font, width: width)
      // Pango swaps left and right for a right-to-left paragraph; the run's alignment is
      // physical, so swap it back.
      let firstLine = pango_layout_get_line_readonly(layout, 0)
      let rtl = firstLine?.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
      let alignment: PangoAlignment
      switch run.alignment {
      case .left: alignment = rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
      case .center: alignment = PANGO_ALIGN_CENTER
      case .right: alignment = rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
      }
      pango_layout_set_alignment(layout, alignment)
      x = run.position.x
    } else {
      let size = measure(run.text, font: run.font)
      switch run.alignment {
      case .left: x = run.position.x
      case .center: x = run.position.x - size.width / 2
      case .right: x = run.position.x - size.width
      }
    }
    cairo_set_source_rgba(
      context, run.color.red, run.color.green, run.color.blue, run.color.alpha * run.opacity)
    cairo_move_to(context, x, run.position.y)
    pango_cairo_update_layout(context, layout)
    pango_cairo_show_layout(context, layout)
  }

  /// The family Pango actually uses for `family`, to detect a missing font.
  func resolvedFamily(_ family: String) -> String {
    let description = description(for: Font(family: family, size: 12))
    let pangoContext = pango_layout_get_context(layout)
    guard let loaded = pango_context_load_font(pangoContext, description) else { return "" }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    let actual = pango_font_describe(loaded)
    defer { pango_font_description_free(actual) }
    return String(cString: pango_font_description_get_family(actual))
  }
}

/// Measures text with Pango exactly as `CairoRasterizer` draws it.
public final class PangoTextMeasurer: TextMeasuring {
  private let surface: CairoSurface
  private let text: PangoText

  public init() throws(RenderError) {
    surface = try CairoSurface(width: 1, height: 1)
    text = PangoText(context: surface.context)
  }

  public func measure(_ text: String, font: Font, width: Double?) -> Size {
    self.text.measure(text, font: font, width: width)
  }

  /// Throws `missingFont` with the install command when `family` is not installed.
  public func requireFont(_ family: String = Font.defaultFamily) throws(RenderError) {
    let found = text.resolvedFamily(family)
    guard found.lowercased() == family.lowercased() else {
      throw .missingFont(family: family, found: found)
    }
  }
}
