import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A one-line progress bar on standard error: frames, frames per second and time left.
///
/// It draws only when standard error is a terminal, and at most ten times a second.
final class ProgressBar {
  private let total: Int
  private let enabled: Bool
  private let start = Date()
  private var lastDraw = Date.distantPast

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled && isatty(2) == 1
  }

  func update(_ done: Int) {
    guard enabled, done == total || Date().timeIntervalSince(lastDraw) >= 0.1 else { return }
    lastDraw = Date()
    let elapsed = max(Date().timeIntervalSince(start), 1e-3)
    let rate = Double(done) / elapsed
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 30
    let filled = total > 0 ? width * done / total : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let line = String(
      format: "\r%@ %d/%d frames  %.0f fps  %.0fs left ", bar, done, total, rate, left)
    _ = StandardStreams.writeAll(Array(line.utf8), to: 2)
  }

  func finish() {
    if enabled { _ = StandardStreams.writeAll(Array("\n".utf8), to: 2) }
  }
}
