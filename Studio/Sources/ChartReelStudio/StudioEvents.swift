import ChartReel
import Foundation
import Synchronization

/// Sends server-sent events to every page that listens: reloads and export progress.
///
/// A page's slot is given back when its connection closes (the server ends its stream); past
/// `listenerLimit` pages the oldest listener is dropped for the new one, so a page left open,
/// or many closed without the server noticing, never keeps a new page from listening.
public final class StudioEvents: Sendable {
  /// The most pages listening at once; a new page past it ends the oldest one's stream.
  public static let listenerLimit = 64

  private let listeners = Mutex<(next: Int, all: [Int: AsyncStream<String>.Continuation])>(
    (0, [:]))

  public init() {}

  /// The pages listening now.
  public var count: Int { listeners.withLock { $0.all.count } }

  /// A stream of `event: NAME\ndata: JSON\n\n` texts and its id for `unsubscribe`; the stream
  /// ends when unsubscribed, or when `listenerLimit` newer pages listen.
  public func subscribe() -> (id: Int, stream: AsyncStream<String>) {
    let (stream, continuation) = AsyncStream<String>.makeStream(
      bufferingPolicy: .bufferingNewest(64))
    let (id, evicted): (Int, AsyncStream<String>.Continuation?) = listeners.withLock {
      var evicted: AsyncStream<String>.Continuation?
      if $0.all.count >= Self.listenerLimit, let oldest = $0.all.keys.min() {
        evicted = $0.all.removeValue(forKey: oldest)
      }
      $0.next += 1
      $0.all[$0.next] = continuation
      return ($0.next, evicted)
    }
    evicted?.finish()
    continuation.onTermination = { [weak self] _ in self?.remove(id) }
    return (id, stream)
  }

  /// Ends listener `id`'s stream and frees its slot (its page went away).
  public func unsubscribe(_ id: Int) {
    remove(id)?.finish()
  }

  @discardableResult
  private func remove(_ id: Int) -> AsyncStream<String>.Continuation? {
    listeners.withLock { $0.all.removeValue(forKey: id) }
  }

  /// Sends `data` as event `name` to every listener.
  public func send(_ name: String, _ data: JSONValue) {
    let text = "event: \(name)\ndata: \(data.serialized)\n\n"
    for continuation in listeners.withLock({ Array($0.all.values) }) {
      continuation.yield(text)
    }
  }
}
