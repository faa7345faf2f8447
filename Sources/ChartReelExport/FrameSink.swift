import ChartReelCore
import ChartReelEncode

/// What a sink stores for each frame, produced on the render threads.
package enum FramePayload: Equatable, Sendable {
  /// The frame's premultiplied BGRA bytes, unchanged.
  case rawBGRA
  /// BGRA with the alpha un-premultiplied ("straight"), as ffmpeg's `bgra` input means it.
  case straightBGRA
  /// Planar YUV 4:2:0, BT.709 limited range, for H.264 and VP9.
  case yuv420p
  /// The frame encoded as a PNG file, compressed at `level` (`PNGEncoder.levels`).
  case png(level: Int)

  /// A PNG file at the default level.
  package static var png: FramePayload { .png(level: PNGEncoder.defaultLevel) }
}

/// Turns frames into a sink's payload; one per render thread, reusing its scratch memory.
package final class FrameEncoder {
  package let payload: FramePayload
  private let png: PNGWriter?

  package init(_ payload: FramePayload) throws {
    self.payload = payload
    if case .png(let level) = payload { png = try PNGWriter(level: level) } else { png = nil }
  }

  /// Replaces the contents of `output` with `frame` in the payload's form.
  package func encode(_ frame: Frame, into output: inout [UInt8]) throws {
    try frame.withPixels { try encode($0, into: &output) }
  }

  /// Replaces the contents of `output` with `pixels` in the payload's form, reading them in
  /// place: one pass from the drawing surface to the payload.
  package func encode(_ pixels: FramePixels, into output: inout [UInt8]) throws {
    switch payload {
    case .rawBGRA: pixels.copy(into: &output)
    case .straightBGRA:
      pixels.copy(into: &output)
      Self.unpremultiply(&output)
    case .yuv420p: YUV420Converter.convert(pixels, into: &output)
    case .png: try png!.encode(pixels, into: &output)
    }
  }

  /// The payload bytes of one frame.
  package func encode(_ frame: Frame) throws -> [UInt8] {
    var output: [UInt8] = []
    try encode(frame, into: &output)
    return output
  }

  private static func unpremultiply(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBufferPointer { pixels in
      var alpha = 3
      while alpha < pixels.count {
        let a = Int(pixels[alpha])
        if a > 0 && a < 255 {
          for channel in alpha - 3..<alpha {
            pixels[channel] = Frame.unpremultiply(pixels[channel], alpha: UInt8(a))
          }
        }
        alpha += 4
      }
    }
  }
}

/// Where rendered frames go: an exporter with start (its initialiser), frame and finish.
///
/// A sink writes to a temporary place and makes its output appear only in `finish()`, so a
/// failed or cancelled export never leaves a half-written file and never replaces a good one.
package protocol FrameSink: AnyObject {
  /// The form in which the sink takes frames.
  var payload: FramePayload { get }
  /// How many times the sink takes the frames (2 for a GIF: palette, then frames).
  var passes: Int { get }
  /// Whether another process encodes the frames beside the render (ffmpeg): then the render
  /// threads yield the processor to it (`RenderPriority`).
  var feedsEncoder: Bool { get }
  /// Takes the next frame, in order, already in the sink's payload form.
  func write(_ bytes: [UInt8]) throws
  /// Ends a pass that is not the last; the frames come again from the first.
  func endPass() throws
  /// Completes the output and moves it into place.
  func finish() throws
  /// Abandons the output and removes anything temporary; safe to call more than once.
  func cancel()
}

extension FrameSink {
  package var passes: Int { 1 }

  package var feedsEncoder: Bool { false }

  package func endPass() throws {}

  /// Encodes and writes one frame on the calling thread.
  package func write(frame: Frame) throws { try write(FrameEncoder(payload).encode(frame)) }
}
