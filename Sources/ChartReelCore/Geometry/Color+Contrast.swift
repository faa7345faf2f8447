import Foundation

extension Color {
  /// The colour painted over an opaque `background`: opaque, with this colour's alpha blended in.
  package func composited(over background: Color) -> Color {
    Color(
      red: background.red + (red - background.red) * alpha,
      green: background.green + (green - background.green) * alpha,
      blue: background.blue + (blue - background.blue) * alpha)
  }

  /// The relative luminance of the opaque colour, from 0 (black) to 1 (white), as WCAG defines it.
  package var luminance: Double {
    func linear(_ c: Double) -> Double {
      let c = min(max(c, 0), 1)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio of two opaque colours, from 1 to 21.
  package func contrast(with other: Color) -> Double {
    let (l1, l2) = (luminance, other.luminance)
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  /// This text colour, pushed towards black or white just enough that, painted over
  /// `background`, it has at least `minimum` contrast with it.
  ///
  /// Halfway through a day-to-night switch the text and the background are both mid-grey; the
  /// text then darkens or lightens (whichever the background leaves more room for) so that it
  /// stays readable at every blend.
  package func readable(on background: Color, minimum: Double = 3) -> Color {
    let painted = composited(over: background)
    if painted.contrast(with: background) >= minimum { return self }
    let towardsBlack = (background.luminance + 0.05) / (0.05) >= minimum
    let towardsWhite = 1.05 / (background.luminance + 0.05) >= minimum
    let darker =
      towardsBlack && (!towardsWhite || background.luminance > 0.18)
    let pole = darker ? Color.black : Color.white
    // Bisect the mix towards the pole: the smallest change that reaches the contrast.
    var low = 0.0
    var high = 1.0
    for _ in 0..<24 {
      let mid = (low + high) / 2
      let candidate = painted.mixed(with: pole, mid)
      if candidate.contrast(with: background) >= minimum { high = mid } else { low = mid }
    }
    return painted.mixed(with: pole, high)
  }
}

extension Color {
  /// The contrast with white below which a fill is too pale for white text: 1.7, so that
  /// Telegram's own series colours keep white text (the palest, yellow #F5BD25, has 1.72).
  static let whiteTextContrast = 1.7

  /// The colour of text and marks on a fill of this colour: white, or on a pale fill, where
  /// white would hardly show, a dark shade of the fill's own hue.
  package var inkOnFill: Color {
    let fill = Color(red: red, green: green, blue: blue)
    if Color.white.contrast(with: fill) >= Self.whiteTextContrast { return .white }
    return fill.readable(on: fill, minimum: 4.5)
  }

  /// This series colour as text over `background`: kept while it has a 3 : 1 contrast with
  /// it, else pushed to one (a pastel on white, Telegram's yellow #F5BD25 at 1.7 : 1 included,
  /// turns into a deeper shade of itself).
  package func seriesText(on background: Color) -> Color {
    readable(on: background, minimum: 3)
  }
}

extension Color {
  /// This colour a fraction `amount` of the way to `other`, mixed in linear light (the alpha
  /// linearly), as two frames cross-dissolve on a screen: half way from white to the night
  /// background is a light grey (#BDBDBE), not the muddy #8E9399 of mixing sRGB values.
  package func mixedInLight(with other: Color, _ amount: Double) -> Color {
    func linear(_ c: Double) -> Double {
      let c = min(max(c, 0), 1)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func encoded(_ c: Double) -> Double {
      let c = min(max(c, 0), 1)
      return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    func mix(_ a: Double, _ b: Double) -> Double {
      encoded(.interpolate(from: linear(a), to: linear(b), fraction: amount))
    }
    return Color(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      alpha: .interpolate(from: alpha, to: other.alpha, fraction: amount))
  }
}
