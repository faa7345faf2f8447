import Hummingbird
import NIOCore

/// Reads a request's body with a deadline, so that a body promised and never sent is answered.
///
/// A `POST` that says `Transfer-Encoding: chunked` (or gives a length) and then sends nothing
/// more left the studio waiting for it for as long as the client kept its connection open:
/// the request was never answered. Bodies the page sends are a few hundred bytes and arrive
/// with their headers.
enum BodyDeadline {
  /// How long a request's body may take to arrive.
  static let allowed: Duration = .seconds(10)

  /// Why a body was not read.
  enum Failure: Error {
    /// It had not all arrived within `allowed`.
    case late
  }

  /// The request's body, at most `limit` bytes; throws `Failure.late` when it has not all
  /// arrived within `within`, and `collect`'s error when it is longer than `limit`.
  static func body(of request: Request, upTo limit: Int, within: Duration = allowed)
    async throws -> ByteBuffer
  {
    let body = request.body
    return try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
      group.addTask { try await body.collect(upTo: limit) }
      group.addTask {
        try await Task.sleep(for: within)
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let collected = first else {
        throw Failure.late
      }
      return collected
    }
  }
}
