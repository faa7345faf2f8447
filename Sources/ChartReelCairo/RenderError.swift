import Foundation

/// Why the Cairo backend could not draw or encode a frame.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// Cairo reported a failure; the text is Cairo's own description.
  case cairo(String)
  /// The font ChartReel draws with is not installed.
  case missingFont(family: String, found: String)
  /// A frame size Cairo cannot draw.
  case invalidSize(width: Int, height: Int)

  /// The error as one line.
  public var description: String {
    switch self {
    case .cairo(let message): return "Cairo failed: \(message)"
    case .missingFont(let family, let found):
      return
        "the font \"\(family)\" is not installed (Pango would use \"\(found)\"); install it with: apt-get install fonts-dejavu-core"
    case .invalidSize(let width, let height): return "cannot make a \(width)×\(height) image"
    }
  }
}

extension RenderError: LocalizedError {
  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  public var errorDescription: String? { description }
}
