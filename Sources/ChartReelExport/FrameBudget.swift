/// How many render threads and buffered frames fit in a memory budget, for frames of one size.
///
/// Each render thread holds a drawing surface, a frame, the payload it is filling (with its
/// encoder's scratch) and the frame's display list (`drawingBytes`, which a timeline of many
/// intervals makes large); the reorder buffer holds finished payloads. Small frames get every
/// thread and slot asked for; 4K frames get fewer, so a render's own memory stays bounded
/// however many cores the machine has.
package struct FrameBudget: Equatable, Sendable {
  /// Render threads.
  package let threads: Int
  /// Finished frames that may wait for the writer.
  package let capacity: Int
  /// The frames a pass may finish before the writer takes its first (at least `capacity`).
  package let lead: Int

  /// The default budget for frames in flight: 256 MB, which keeps a 4K MP4 render's own
  /// memory near 270 MB on any number of cores (two render threads, four buffered frames;
  /// 512 MB let 8 threads take 440 MB).
  package static let defaultBytes = 256 << 20

  /// How many bytes of a pass's first frames may be finished before an encoder takes any: 64 MiB.
  ///
  /// ffmpeg takes about 0.1 s to start and read its first frame, on one core; with only
  /// `capacity` frames allowed ahead the render threads then wait, and the frames they could
  /// have drawn on the idle core are drawn later, against the encoder (48 frames ahead at
  /// 720p made the MP4 render 1.7 % faster than 8, median of 40 pairs).
  package static let encoderLeadBytes = 64 << 20

  /// The threads and buffer slots for frames of `width` × `height` in `payload` form, at most
  /// `threads` and `capacity`, within `bytes` (always at least one thread and one slot each);
  /// `drawingBytes` is the most one frame's display list takes (`CompiledScene.drawingBytes`);
  /// up to `leadBytes` of frames may be finished ahead at the start, within `bytes`.
  package init(
    width: Int, height: Int, payload: FramePayload, threads: Int, capacity: Int,
    bytes: Int = FrameBudget.defaultBytes, drawingBytes: Int = 0, leadBytes: Int = 0
  ) {
    let frame = width * height * 4
    let item = Self.payloadBytes(width: width, height: height, payload)
    let perThread = 2 * frame + 2 * item + max(0, drawingBytes)
    // Each thread also needs at least one buffer slot (plus the writer's frame).
    let fitting = max(1, bytes / max(1, perThread + item))
    self.threads = max(1, min(threads, fitting))
    let left = bytes - self.threads * perThread
    let slots = left / max(1, item) - 1
    self.capacity = max(self.threads, min(max(capacity, self.threads), slots))
    lead = max(self.capacity, min(leadBytes / max(1, item), slots))
  }

  /// The size of one frame in `payload` form (for PNG, the uncompressed size, an upper bound).
  package static func payloadBytes(width: Int, height: Int, _ payload: FramePayload) -> Int {
    switch payload {
    case .rawBGRA, .straightBGRA, .png: return width * height * 4
    case .yuv420p: return width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    }
  }

  /// The memory the frames in flight take at most.
  package func estimatedBytes(
    width: Int, height: Int, payload: FramePayload, drawingBytes: Int = 0
  ) -> Int {
    let item = Self.payloadBytes(width: width, height: height, payload)
    return threads * (2 * width * height * 4 + 2 * item + max(0, drawingBytes))
      + (lead + 1) * item
  }
}
