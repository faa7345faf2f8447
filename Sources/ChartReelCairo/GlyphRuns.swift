import CCairo

/// The glyphs Pango's Cairo renderer shows for a layout, kept to show again with Cairo alone.
///
/// `pango_cairo_show_layout` walks the layout's lines and runs on every call; for each run it
/// installs the run's Cairo font and shows its glyphs at positions it adds up from Pango units
/// and the current point. This keeps what that walk finds — each run's font and where its
/// glyphs sit — and repeats the same Cairo calls with the same doubles (Pango 1.50's renderer,
/// `pango_renderer_draw_layout` and `pango_cairo_renderer_show_text_glyphs`), so the pixels are
/// Pango's bit for bit. A layout that walk would draw otherwise has no glyph runs (`init`
/// fails) and is left to Pango: attributes, vertical text, a glyph Pango draws as a hex box, a
/// font Cairo could not make.
final class GlyphRuns {
  /// The glyphs of one Pango run, shown with one font in one `cairo_show_glyphs`.
  struct Run {
    /// The run's Cairo font, referenced while the runs live.
    let font: OpaquePointer
    /// Where the run's baseline starts from the layout's origin, in Pango units.
    let x: Int32
    let y: Int32
    /// The glyphs, each at its offset from the run's start in pixels (a y of 0 for glyphs Pango
    /// sets on the baseline).
    let glyphs: [cairo_glyph_t]
  }

  /// The runs in drawing order, each with at least one glyph.
  let runs: [Run]
  /// Where the glyphs' device positions are written before each showing.
  private var scratch: [cairo_glyph_t]

  /// Pango's glyph for a character that shows nothing.
  static let emptyGlyph: UInt32 = 0x0FFF_FFFF
  /// The flag of a glyph Pango draws as a hex box (the character it lacks in the low bits).
  static let unknownFlag: UInt32 = 0x1000_0000
  /// The analysis flag of vertical text set on a centred baseline.
  static let centeredBaseline: UInt8 = 1

  /// The runs of `layout` (laid out already), or nil when Cairo alone cannot repeat them.
  init?(_ layout: OpaquePointer) {
    guard let iterator = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iterator) }
    var runs: [Run] = []
    // Until handed over to `self`, the fonts referenced so far are released on failure.
    var handedOver = false
    defer { if !handedOver { for run in runs { cairo_scaled_font_destroy(run.font) } } }
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { return nil }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = pango_layout_iter_get_baseline(iterator)
      var xOffset: Int32 = 0
      var node = line.pointee.runs
      while let link = node {
        node = link.pointee.next
        guard let data = link.pointee.data else { return nil }
        let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
        guard let item = run.item, let glyphs = run.glyphs,
          item.pointee.analysis.extra_attrs == nil,
          item.pointee.analysis.flags & Self.centeredBaseline == 0
        else { return nil }
        let width = pango_glyph_string_get_width(glyphs)
        xOffset &+= run.start_x_offset
        let x = logical.x &+ xOffset
        let y = baseline &- run.y_offset
        xOffset &+= width &+ run.end_x_offset
        guard let shown = Self.glyphs(of: glyphs) else { return nil }
        guard !shown.isEmpty else { continue }
        guard let pangoFont = item.pointee.analysis.font,
          let font = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont)),
          cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS
        else { return nil }
        runs.append(Run(font: cairo_scaled_font_reference(font), x: x, y: y, glyphs: shown))
      }
    } while pango_layout_iter_next_line(iterator) != 0
    handedOver = true
    self.runs = runs
    scratch = Array(
      repeating: cairo_glyph_t(), count: runs.map(\.glyphs.count).max() ?? 0)
  }

  deinit { for run in runs { cairo_scaled_font_destroy(run.font) } }

  /// The glyphs of `string` Cairo shows, at their offsets from the run's start; nil when one
  /// is a hex box.
  private static func glyphs(of string: UnsafeMutablePointer<PangoGlyphString>)
    -> [cairo_glyph_t]?
  {
    var shown: [cairo_glyph_t] = []
    var position: Int32 = 0
    let count = Int(string.pointee.num_glyphs)
    shown.reserveCapacity(count)
    for index in 0..<count {
      let info = string.pointee.glyphs[index]
      defer { position &+= info.geometry.width }
      guard info.glyph != emptyGlyph else { continue }
      if info.glyph & unknownFlag != 0 {
        // Pango draws no box for an unknown space; any other is a box it draws itself.
        guard info.glyph == 0x20 | unknownFlag else { return nil }
        continue
      }
      let x = Double(position &+ info.geometry.x_offset) / Double(PANGO_SCALE)
      let y = Double(info.geometry.y_offset) / Double(PANGO_SCALE)
      shown.append(cairo_glyph_t(index: UInt(info.glyph), x: x, y: y))
    }
    return shown
  }

  /// Shows the glyphs on `context` with the layout's origin at the current point, as
  /// `pango_cairo_show_layout` does, leaving the current point where it was.
  func show(on context: OpaquePointer) {
    let hadPoint = cairo_has_current_point(context) != 0
    var originX = 0.0
    var originY = 0.0
    cairo_get_current_point(context, &originX, &originY)
    scratch.withUnsafeMutableBufferPointer { placed in
      for run in runs {
        let baseX = originX + Double(run.x) / Double(PANGO_SCALE)
        let baseY = originY + Double(run.y) / Double(PANGO_SCALE)
        for (index, glyph) in run.glyphs.enumerated() {
          placed[index] = cairo_glyph_t(
            index: glyph.index, x: baseX + glyph.x, y: glyph.y == 0 ? baseY : baseY + glyph.y)
        }
        // Pango saves and restores the context around this; the font is all that changes, and
        // only text uses it. Left set, Cairo need not look the font up again for the next run.
        cairo_set_scaled_font(context, run.font)
        cairo_show_glyphs(context, placed.baseAddress, Int32(run.glyphs.count))
      }
    }
    if hadPoint {
      cairo_move_to(context, originX, originY)
    } else {
      cairo_new_sub_path(context)
    }
  }
}
