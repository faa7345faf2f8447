/// A colour with straight (not premultiplied) components in [0, 1].
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red, 0 to 1.
  public var red: Double
  /// Green, 0 to 1.
  public var green: Double
  /// Blue, 0 to 1.
  public var blue: Double
  /// Opacity, 0 (clear) to 1 (opaque).
  public var alpha: Double

  /// A colour from components 0 to 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from `0xRRGGBB` and an alpha.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// Parses `#RRGGBB` (case-insensitive); returns nil for anything else.
  public init?(hex: String) {
    let digits = hex.utf8.dropFirst()
    guard hex.utf8.count == 7, hex.first == "#", digits.allSatisfy(\.isASCIIHexDigit),
      let rgb = UInt32(String(hex.dropFirst()), radix: 16)
    else {
      return nil
    }
    self.init(rgb: rgb)
  }

  /// The same colour with its alpha multiplied by `factor`.
  package func fading(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// This colour mixed with `other`: 0 gives self, 1 gives other.
  package func mixed(with other: Color, _ amount: Double) -> Color {
    Color(
      red: .interpolate(from: red, to: other.red, fraction: amount),
      green: .interpolate(from: green, to: other.green, fraction: amount),
      blue: .interpolate(from: blue, to: other.blue, fraction: amount),
      alpha: .interpolate(from: alpha, to: other.alpha, fraction: amount))
  }

  /// `#RRGGBB` followed by the alpha in percent when it is not opaque.
  public var description: String {
    func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
    let hex = [red, green, blue].map { b -> String in
      let s = String(byte(b), radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }.joined()
    return alpha >= 1 ? "#\(hex)" : "#\(hex)@\(Int((alpha * 100).rounded()))%"
  }

  /// Opaque white.
  public static let white = Color(rgb: 0xFFFFFF)
  /// Opaque black.
  public static let black = Color(rgb: 0x000000)
  /// Fully transparent.
  public static let clear = Color(rgb: 0, alpha: 0)
}

extension Color: Interpolatable {
  public static func interpolate(from: Color, to: Color, fraction t: Double) -> Color {
    from.mixed(with: to, t)
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII digit or a letter from A to F in either case.
  var isASCIIHexDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
  }
}
