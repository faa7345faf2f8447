import ChartReel
import Foundation

/// An export's frame rate and scale as chosen in the export panel: any rate from 1 to 120
/// frames a second and any scale from 0.1 to 4 times the canvas, the size rounded to even
/// pixels for the formats whose codecs need them (MP4 and WebM keep 4:2:0 colour).
public struct ExportSize: Sendable, Equatable {
  /// The frame rates an export takes.
  public static let fpsRange = 1...120
  /// The scales an export takes, times the canvas's width and height.
  public static let scaleRange = 0.1...4.0

  /// Frames a second.
  public var fps: Int
  /// The factor on the canvas's width and height.
  public var scale: Double

  /// An export at `fps` frames a second, `scale` times the canvas.
  public init(fps: Int, scale: Double) {
    self.fps = fps
    self.scale = scale
  }

  /// The canvas an export of `kind` is drawn on: `canvas` scaled (each side rounded, to an
  /// even number of pixels for MP4 and WebM, at least 2) at this rate.
  public func apply(to canvas: Canvas, kind: StudioExports.Kind) -> Canvas {
    let even = kind == .mp4 || kind == .webm
    func side(_ pixels: Int) -> Int {
      let scaled = Double(pixels) * scale
      return even ? max(2, Int((scaled / 2).rounded()) * 2) : max(1, Int(scaled.rounded()))
    }
    var result = canvas
    result.width = side(canvas.width)
    result.height = side(canvas.height)
    result.fps = fps
    return result
  }

  /// The rate and scale an export's JSON body asks for (`fps`, `scale`), nil when it names
  /// neither (the canvas's, or a quality preset), or why they are refused.
  ///
  /// A missing one keeps the canvas's (its rate, or a scale of 1).
  static func parse(_ fields: [String: Any], canvas: Canvas) -> Result<ExportSize?, Refusal> {
    guard fields["fps"] != nil || fields["scale"] != nil else { return .success(nil) }
    var size = ExportSize(fps: canvas.fps, scale: 1)
    if let value = fields["fps"] {
      guard let number = value as? NSNumber,
        let fps = Int(exactly: number.doubleValue), fpsRange.contains(fps)
      else {
        return .failure(
          Refusal(
            "fps is \(shown(value)); expected a whole number of frames a second from \(fpsRange.lowerBound) to \(fpsRange.upperBound)"
          ))
      }
      size.fps = fps
    }
    if let value = fields["scale"] {
      guard let number = value as? NSNumber,
        scaleRange.contains(number.doubleValue)
      else {
        return .failure(
          Refusal(
            "scale is \(shown(value)); expected \(scaleRange.lowerBound) to \(scaleRange.upperBound) times the canvas"
          ))
      }
      size.scale = number.doubleValue
    }
    return .success(size)
  }

  /// Why an export's rate or scale is refused, said to the page.
  struct Refusal: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// A value of a JSON body as the refusal names it.
  private static func shown(_ value: Any) -> String {
    if let number = value as? NSNumber {
      let double = number.doubleValue
      if let whole = Int(exactly: double) { return "\(whole)" }
      return "\(double)"
    }
    if let text = value as? String { return "\"\(text.prefix(40))\"" }
    return "not a number"
  }
}
