import Foundation

/// Why a frame could not be encoded.
package enum EncodeError: Error, Equatable, CustomStringConvertible {
  /// zlib reported a failure.
  case zlib(String)

  package var description: String {
    switch self {
    case .zlib(let message): return "PNG encoding failed: \(message)"
    }
  }
}

extension EncodeError: LocalizedError {
  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  package var errorDescription: String? { description }
}
