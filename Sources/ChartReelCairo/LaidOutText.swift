import CCairo
import ChartReelCore

/// A text laid out once by Pango and kept for drawing again: its layout, logical size and
/// glyph runs.
///
/// Laying text out (itemising, shaping with HarfBuzz, breaking lines) costs far more than
/// drawing its glyphs, and a chart draws the same labels frame after frame; so does walking
/// the layout to find its glyphs, which the glyph runs keep.
final class LaidOutText {
  /// What a laid-out text depends on; runs equal in these draw the same glyphs.
  struct Key: Hashable {
    var text: String
    var font: Font
    var width: Double?
    /// The alignment inside `width`; `.left` when there is no width (the run is placed whole).
    var alignment: TextRun.Alignment

    init(_ run: TextRun) {
      text = run.text
      font = run.font
      width = run.width
      alignment = run.width == nil ? .left : run.alignment
    }
  }

  let layout: OpaquePointer
  /// The logical size in pixels.
  let size: Size
  /// The box Pango's glyphs cover (their ink), from the layout's top left corner, in pixels.
  let ink: Rect
  /// The glyphs as Pango's renderer shows them; nil when Pango must draw the layout itself.
  let glyphs: GlyphRuns?

  /// Lays `key` out in a new layout of `context`, with `description` as its font.
  init(_ key: Key, description: OpaquePointer, context: OpaquePointer) {
    layout = pango_layout_new(context)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, NumberDirection.laidOut(key.text), -1)
    if let width = key.width {
      pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      pango_layout_set_alignment(layout, Self.pangoAlignment(key.alignment, layout: layout))
    }
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_size(layout, &width, &height)
    size = Size(
      width: Double(width) / Double(PANGO_SCALE), height: Double(height) / Double(PANGO_SCALE))
    var inkRect = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &inkRect, nil)
    ink = Rect(
      x: Double(inkRect.x), y: Double(inkRect.y), width: Double(inkRect.width),
      height: Double(inkRect.height))
    glyphs = GlyphRuns(layout)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Pango's alignment for a run's physical `alignment` in `layout` (text already set).
  ///
  /// Pango swaps left and right for a right-to-left paragraph; the run's alignment is
  /// physical, so swap it back.
  static func pangoAlignment(_ alignment: TextRun.Alignment, layout: OpaquePointer)
    -> PangoAlignment
  {
    let firstLine = pango_layout_get_line_readonly(layout, 0)
    let rtl = firstLine?.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
    switch alignment {
    case .left: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    case .center: return PANGO_ALIGN_CENTER
    case .right: return rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    }
  }
}
