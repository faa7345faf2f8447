import ChartReel
import Foundation
import Synchronization

/// Sends server-sent events to every page that listens: reloads and export progress.
public final class StudioEvents: Sendable {
  /// The most pages listening at once; more are refused.
  public static let listenerLimit = 64

  private let listeners = Mutex<(next: Int, all: [Int: AsyncStream<String>.Continuation])>(
    (0, [:]))

  public init() {}

  /// A stream of `event: NAME\ndata: JSON\n\n` texts, ended when the page goes away; nil when
  /// `listenerLimit` pages already listen.
  public func subscribe() -> AsyncStream<String>? {
    let (stream, continuation) = AsyncStream<String>.makeStream(
      bufferingPolicy: .bufferingNewest(64))
    let id: Int? = listeners.withLock {
      guard $0.all.count < Self.listenerLimit else { return nil }
      $0.next += 1
      $0.all[$0.next] = continuation
      return $0.next
    }
    guard let id else { return nil }
    continuation.onTermination = { [weak self] _ in
      _ = self?.listeners.withLock { $0.all.removeValue(forKey: id) }
    }
    return stream
  }

  /// Sends `data` as event `name` to every listener.
  public func send(_ name: String, _ data: JSONValue) {
    let text = "event: \(name)\ndata: \(data.serialized)\n\n"
    for continuation in listeners.withLock({ Array($0.all.values) }) {
      continuation.yield(text)
    }
  }
}
