import CCairo
import ChartReelCore

/// Owns Pango layouts bound to a Cairo context, the font descriptions it has made, and the
/// texts it has laid out and measured.
///
/// Each distinct text (with its font, wrap width and alignment) is laid out once and kept
/// in a bounded cache; so are measured sizes. A kept layout draws exactly as a fresh one: only
/// text drawn under a scaling or rotating transform, whose fonts Pango loads for that matrix,
/// is laid out again on the spot.
final class PangoText {
  /// The layout for measuring and for text under a transform, laid out on every use.
  private let layout: OpaquePointer
  /// The context of the kept layouts: the same font options, an identity matrix.
  private let keptContext: OpaquePointer
  private var fonts: [Font: OpaquePointer] = [:]
  private var laidOut = BoundedCache<LaidOutText.Key, LaidOutText>(limit: 256)
  /// The kept texts drawn in the last frame, in order: most are drawn again at the same place
  /// in the next.
  private var drawnInOrder = FrameOrderMemo<LaidOutText.Key, LaidOutText>(limit: 1024)
  private var sizes = BoundedCache<SizeKey, Size>(limit: 1024)
  /// Whether kept texts are shown from their glyph runs (see `GlyphRuns`) rather than by
  /// Pango's renderer; off only to compare the two.
  var showsGlyphRuns = true
  /// How many texts were shown from their glyph runs, for tests.
  private(set) var glyphRunsShown = 0

  private struct SizeKey: Hashable {
    var text: String
    var font: Font
    var width: Double?
  }

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
    keptContext = pango_cairo_create_context(context)
    pango_cairo_context_set_font_options(keptContext, options)
    cairo_font_options_destroy(options)
  }

  deinit {
    for description in fonts.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(keptContext))
  }

  private func description(for font: Font) -> OpaquePointer {
    if let cached = fonts[font] { return cached }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.family)
    // Pango keeps sizes in 32-bit units of 1/1024 px: a size past 100,000 px would wrap.
    let size = font.size.isFinite ? min(max(font.size, 0), 100_000) : 0
    pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(
      description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    fonts[font] = description
    return description
  }

  private func prepare(_ text: String, _ font: Font, width: Double?) {
    pango_layout_set_font_description(layout, description(for: font))
    pango_layout_set_text(layout, NumberDirection.laidOut(text), -1)
    if let width {
      let pixels = width.isFinite ? min(max(1, width), 1_000_000) : 1
      pango_layout_set_width(layout, Int32(pixels * Double(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
  }

  /// The logical size of `text` in `font`, wrapped at `width` when given, in pixels.
  func measure(_ text: String, font: Font, width: Double? = nil) -> Size {
    // FreeType refuses very large fonts (and Cairo then fails for good): larger text is
    // measured at the largest size drawn as glyphs and scaled, as its outlines are drawn.
    let factor = Self.outlineFactor(font)
    guard factor == 1 else {
      let size = measure(text, font: font.scaled(by: 1 / factor), width: width.map { $0 / factor })
      return Size(width: size.width * factor, height: size.height * factor)
    }
    return sizes.value(for: SizeKey(text: text, font: font, width: width)) {
      // Under the identity, whatever matrix the layout was last drawn under.
      pango_context_set_matrix(pango_layout_get_context(layout), nil)
      pango_layout_context_changed(layout)
      prepare(text, font, width: width)
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      var measuredWidth: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_size(layout, &measuredWidth, &height)
      return Size(
        width: Double(measuredWidth) / Double(PANGO_SCALE),
        height: Double(height) / Double(PANGO_SCALE))
    }
  }

  /// Starts a frame: texts are first looked for where they were drawn in the last one.
  func startFrame() { drawnInOrder.startFrame() }

  /// Draws `run` on `context` (the layout's own, or another); returns the box its glyphs
  /// cover in the context's user space when it is known (text drawn untransformed, as glyphs).
  @discardableResult
  func draw(_ run: TextRun, on context: OpaquePointer) -> Rect? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    // The matrix's largest stretch (its largest singular value): a scale along one axis counts.
    let squares =
      matrix.xx * matrix.xx + matrix.yx * matrix.yx + matrix.xy * matrix.xy
      + matrix.yy * matrix.yy
    let determinant = matrix.xx * matrix.yy - matrix.xy * matrix.yx
    let root = max(0, squares * squares - 4 * determinant * determinant).squareRoot()
    let scale = ((squares + root) / 2).squareRoot()
    // Laid out under a scaled matrix, Pango asks FreeType for a font of about size × scale²
    // (found by trying: 2 px at scale 300 fails, 200 px at scale 10 does not).
    let size = run.font.size * scale
    guard size <= Self.largestGlyphs, size * max(scale, 1) <= 10_000 else {
      drawAsOutlines(run, on: context)
      return nil
    }
    guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 else {
      drawLaidOutAgain(run, on: context)
      return nil
    }
    let key = LaidOutText.Key(run)
    let text = drawnInOrder.value(for: key) {
      laidOut.value(for: key) {
        LaidOutText(key, description: description(for: run.font), context: keptContext)
      }
    }
    let x = run.width == nil ? left(of: run, width: text.size.width) : run.position.x
    cairo_set_source_rgba(
      context, run.color.red, run.color.green, run.color.blue, run.color.alpha * run.opacity)
    cairo_move_to(context, x, run.position.y)
    if showsGlyphRuns, let glyphs = text.glyphs {
      glyphs.show(on: context)
      glyphRunsShown += 1
    } else {
      pango_cairo_show_layout(context, text.layout)
    }
    return Rect(
      x: x + text.ink.minX, y: run.position.y + text.ink.minY, width: text.ink.width,
      height: text.ink.height)
  }

  /// The run's laid-out box where `draw` sets it: the wrap width wide when it has one.
  func box(of run: TextRun) -> Rect {
    let size = measure(run.text, font: run.font, width: run.width)
    if let width = run.width {
      return Rect(
        x: run.position.x, y: run.position.y, width: max(width, size.width), height: size.height)
    }
    return Rect(
      x: left(of: run, width: size.width), y: run.position.y, width: size.width,
      height: size.height)
  }

  /// The left edge of a run without a wrap width, `width` wide.
  private func left(of run: TextRun, width: Double) -> Double {
    switch run.alignment {
    case .left: return run.position.x
    case .center: return run.position.x - width / 2
    case .right: return run.position.x - width
    }
  }

  /// The largest glyphs, in device pixels, drawn as glyphs: FreeType refuses to make very
  /// large fonts (and Cairo then fails for good), so larger text — a node scaled up, a small
  /// canvas rendered at 4K — is drawn as the outlines of its glyphs.
  static let largestGlyphs = 2048.0

  /// How much larger than the largest glyphs `font` is (1 when it is not).
  static func outlineFactor(_ font: Font) -> Double {
    font.size.isFinite && font.size > largestGlyphs ? font.size / largestGlyphs : 1
  }

  /// Draws `run` as a path: its glyphs' outlines taken at its own size with no transform, then
  /// filled under the context's matrix.
  private func drawAsOutlines(_ run: TextRun, on context: OpaquePointer) {
    var user = cairo_matrix_t()
    cairo_get_matrix(context, &user)
    cairo_save(context)
    cairo_identity_matrix(context)
    // Sized under the identity, not the matrix of the layout's last drawing: a font's size
    // under that matrix can pass what Pango's 32-bit sizes hold, and FreeType, once refused,
    // fails every later font for good.
    pango_cairo_update_layout(context, layout)
    // Laid out at most at the largest size drawn as glyphs, the outlines scaled up after.
    let factor = Self.outlineFactor(run.font)
    prepare(run.text, run.font.scaled(by: 1 / factor), width: run.width.map { $0 / factor })
    var x = run.position.x
    if run.width != nil {
      pango_layout_set_alignment(layout, LaidOutText.pangoAlignment(run.alignment, layout: layout))
    } else {
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_size(layout, &width, &height)
      x = left(of: run, width: factor * Double(width) / Double(PANGO_SCALE))
    }
    pango_cairo_update_layout(context, layout)
    cairo_new_path(context)
    cairo_move_to(context, 0, 0)
    pango_cairo_layout_path(context, layout)
    let outlines = cairo_copy_path(context)
    cairo_new_path(context)
    cairo_set_matrix(context, &user)
    cairo_translate(context, x, run.position.y)
    cairo_scale(context, factor, factor)
    if let outlines {
      cairo_append_path(context, outlines)
      cairo_path_destroy(outlines)
    }
    cairo_set_source_rgba(
      context, run.color.red, run.color.green, run.color.blue, run.color.alpha * run.opacity)
    cairo_fill(context)
    cairo_restore(context)
  }

  /// Draws `run` through the shared layout, laid out for the context's current matrix.
  private func drawLaidOutAgain(_ run: TextRun, on context: OpaquePointer) {
    // Measured under this context's matrix, not the one the layout was last drawn under.
    pango_cairo_update_layout(context, layout)
    let x: Double
    if let width = run.width {
      prepare(run.text, run.font, width: width)
      pango_layout_set_alignment(layout, LaidOutText.pangoAlignment(run.alignment, layout: layout))
      x = run.position.x
    } else {
      prepare(run.text, run.font, width: nil)
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_size(layout, &width, &height)
      x = left(of: run, width: Double(width) / Double(PANGO_SCALE))
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

  /// A measurer with its own Pango context; throws when the fonts cannot be loaded.
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

extension Font {
  /// The font at `factor` times its size.
  fileprivate func scaled(by factor: Double) -> Font {
    var font = self
    font.size *= factor
    return font
  }
}
