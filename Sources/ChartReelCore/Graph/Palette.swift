/// The colours every node kind shares in one theme: background, text and accent.
///
/// Charts have their own, richer palette; text and shapes use this one for their defaults.
package struct Palette: Equatable, Sendable {
  package var background: Color
  /// Titles and body text.
  package var text: Color
  /// Labels and captions.
  package var secondaryText: Color
  /// Links, selections and a slider's selected range.
  package var accent: Color

  package static let day = Palette(
    background: Color(rgb: 0xFFFFFF), text: Color(rgb: 0x000000),
    secondaryText: Color(rgb: 0x252529, alpha: 0.5), accent: Color(rgb: 0x108BE3))

  package static let night = Palette(
    background: Color(rgb: 0x1D2733), text: Color(rgb: 0xFFFFFF),
    secondaryText: Color(rgb: 0xA3B1C2, alpha: 0.6), accent: Color(rgb: 0x46AAEE))

  /// The palette a fraction `blend` of the way from day (0) to night (1), mixed in linear
  /// light (`Color.mixedInLight`); text stays at least 3:1 against the background all the way.
  package static func blended(_ blend: Double) -> Palette {
    if blend <= 0 { return .day }
    if blend >= 1 { return .night }
    let background = day.background.mixedInLight(with: night.background, blend)
    return Palette(
      background: background,
      text: day.text.mixedInLight(with: night.text, blend).readable(on: background),
      secondaryText: day.secondaryText.mixedInLight(with: night.secondaryText, blend).readable(
        on: background),
      accent: day.accent.mixedInLight(with: night.accent, blend))
  }
}
