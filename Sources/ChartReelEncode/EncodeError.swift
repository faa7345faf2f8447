import Foundation

/// Why a frame could not be encoded.
package enum EncodeError: Error, Equatable, CustomStringConvertible {
  /// The compressor reported a failure, or was asked for a level it does not have.
  case compression(String)

  package var description: String {
    switch self {
    case .compression(let message): return "PNG encoding failed: \(message)"
    }
  }
}

extension EncodeError: LocalizedError {
  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  package var errorDescription: String? { description }
}
