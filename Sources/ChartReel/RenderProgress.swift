/// How far a render has got: frames written out of all it will write.
///
/// A GIF is drawn twice (its palette first), so its `total` is twice its frame count.
public struct RenderProgress: Sendable {
  /// Frames written so far, over all passes.
  public var done: Int
  /// Frames the render writes, over all passes.
  public var total: Int
  /// What was written, on the last element of `Scene.renderProgress(to:options:)`; nil
  /// before.
  public var summary: RenderSummary?

  /// `done` of `total` frames written, and the summary once the output is in place.
  public init(done: Int, total: Int, summary: RenderSummary? = nil) {
    self.done = done
    self.total = total
    self.summary = summary
  }

  /// The part done, from 0 to 1.
  public var fraction: Double { total > 0 ? Double(done) / Double(total) : 1 }
}
