import ChartReelCore

/// The colours of every chart element in one theme.
///
/// What it shares with every node (background, title and body text, axis text as secondary
/// text, the accent) comes from Core's `Palette`, so a theme's colours are written once.
package struct ChartPalette: Equatable, Sendable {
  package var background: Color
  package var title: Color
  package var axisText: Color
  package var gridLine: Color
  package var indicatorLine: Color
  package var minimapDim: Color
  package var minimapFrame: Color
  package var minimapGrip: Color
  package var cardBackground: Color
  package var cardShadow: Color
  package var cardText: Color
  /// Links and the "Zoom Out" header.
  package var accent: Color
  /// How much white is mixed into series colours (Telegram lightens them on dark backgrounds).
  package var seriesLightening: Double

  /// Telegram's day theme.
  package static let day = ChartPalette(
    background: Palette.day.background, title: Palette.day.text,
    axisText: Palette.day.secondaryText, gridLine: Color(rgb: 0x182D3B, alpha: 0.1),
    indicatorLine: Color(rgb: 0x000000, alpha: 0.2), minimapDim: Color(rgb: 0xE2EEF9, alpha: 0.6),
    minimapFrame: Color(rgb: 0xBACCD9, alpha: 0.85), minimapGrip: Color(rgb: 0xFFFFFF),
    cardBackground: Color(rgb: 0xFFFFFF), cardShadow: Color(rgb: 0x000000, alpha: 0.12),
    cardText: Palette.day.text, accent: Palette.day.accent, seriesLightening: 0)

  /// Telegram's night theme.
  package static let night = ChartPalette(
    background: Palette.night.background, title: Palette.night.text,
    axisText: Palette.night.secondaryText, gridLine: Color(rgb: 0xFFFFFF, alpha: 0.1),
    indicatorLine: Color(rgb: 0xFFFFFF, alpha: 0.2), minimapDim: Color(rgb: 0x313D4C, alpha: 0.85),
    minimapFrame: Color(rgb: 0x526679, alpha: 0.85), minimapGrip: Color(rgb: 0xFFFFFF),
    cardBackground: Color(rgb: 0x18212B), cardShadow: Color(rgb: 0x000000, alpha: 0.3),
    cardText: Palette.night.text, accent: Palette.night.accent, seriesLightening: 0.15)

  /// The palette a fraction `blend` of the way from day (0) to night (1).
  ///
  /// Colours mix in linear light, as two frames cross-dissolve on a screen: half way, the
  /// background is a light grey (#BDBDBE), not the muddy mid-grey (#8E9399) that mixing
  /// the sRGB values gives.
  package static func blended(_ blend: Double) -> ChartPalette {
    if blend <= 0 { return .day }
    if blend >= 1 { return .night }
    let (a, b) = (ChartPalette.day, ChartPalette.night)
    let background = a.background.mixedInLight(with: b.background, blend)
    let cardBackground = a.cardBackground.mixedInLight(with: b.cardBackground, blend)
    return ChartPalette(
      background: background,
      title: a.title.mixedInLight(with: b.title, blend).readable(on: background),
      axisText: a.axisText.mixedInLight(with: b.axisText, blend).readable(on: background),
      gridLine: a.gridLine.mixedInLight(with: b.gridLine, blend),
      indicatorLine: a.indicatorLine.mixedInLight(with: b.indicatorLine, blend),
      minimapDim: a.minimapDim.mixedInLight(with: b.minimapDim, blend),
      minimapFrame: a.minimapFrame.mixedInLight(with: b.minimapFrame, blend),
      minimapGrip: a.minimapGrip.mixedInLight(with: b.minimapGrip, blend),
      cardBackground: cardBackground,
      cardShadow: a.cardShadow.mixedInLight(with: b.cardShadow, blend),
      cardText: a.cardText.mixedInLight(with: b.cardText, blend).readable(on: cardBackground),
      accent: a.accent.mixedInLight(with: b.accent, blend),
      seriesLightening: .interpolate(
        from: a.seriesLightening, to: b.seriesLightening, fraction: blend))
  }

  /// A series colour as drawn in this theme.
  package func seriesColor(_ color: Color) -> Color {
    color.mixed(with: Color.white.fading(color.alpha), seriesLightening)
  }
}
