import ChartReelCairo

/// What a sink stores for each frame, produced on the render threads.
public enum FramePayload: Sendable {
  /// The frame's premultiplied BGRA bytes, unchanged.
  case rawBGRA
  /// The frame encoded as a PNG file.
  case png

  /// The bytes of `frame` in this form; pure, so it runs on any render thread.
  public func encode(_ frame: Frame) throws -> [UInt8] {
    switch self {
    case .rawBGRA: return frame.bytes
    case .png: return try PNGEncoder.encode(frame)
    }
  }
}

/// Where rendered frames go: an exporter with start (its initialiser), frame and finish.
///
/// A sink writes to a temporary place and makes its output appear only in `finish()`, so a
/// failed or cancelled export never leaves a half-written file and never replaces a good one.
public protocol FrameSink: AnyObject {
  /// The form in which the sink takes frames.
  var payload: FramePayload { get }
  /// Takes the next frame, in order, already in the sink's payload form.
  func write(_ bytes: [UInt8]) throws
  /// Completes the output and moves it into place.
  func finish() throws
  /// Abandons the output and removes anything temporary; safe to call more than once.
  func cancel()
}

extension FrameSink {
  /// Encodes and writes one frame on the calling thread.
  public func write(frame: Frame) throws { try write(payload.encode(frame)) }
}
