import ChartReel
import ChartReelCairo
import ChartReelCore
import ChartReelEncode
import Foundation
import SnapshotTesting

extension Snapshotting where Value == CompiledScene, Format == Data {
  /// The frame of the scene nearest to `t` as a PNG, drawn with Cairo and Pango as
  /// `render(to:)` draws it, compared by pixels within `tolerance`.
  ///
  /// ```swift
  /// assertSnapshot(of: try scene.compiled(), as: .frame(at: 1.0))
  /// ```
  ///
  /// On a failure the message says how many pixels differ and by how much, and an image of
  /// the differences (the new frame dimmed, each pixel that differs in red) is written beside
  /// the failed snapshot, under `SNAPSHOT_ARTIFACTS` or the temporary folder.
  public static func frame(at t: Double, tolerance: PixelTolerance = PixelTolerance())
    -> Snapshotting
  {
    Snapshotting(pathExtension: "png", diffing: .pixels(tolerance)) { compiled in
      FrameSnapshot.png { try compiled.frame(nearest: t) }
    }
  }

  /// The frames nearest to `times`, left to right in one PNG, compared by pixels within
  /// `tolerance`: a whole animation in one snapshot.
  ///
  /// ```swift
  /// assertSnapshot(of: try scene.compiled(), as: .filmstrip(times: [0, 0.5, 1, 1.5]))
  /// ```
  public static func filmstrip(times: [Double], tolerance: PixelTolerance = PixelTolerance())
    -> Snapshotting
  {
    Snapshotting(pathExtension: "png", diffing: .pixels(tolerance)) { compiled in
      FrameSnapshot.png {
        try FrameSnapshot.strip(times.map { try compiled.frame(nearest: $0) })
      }
    }
  }
}

/// How far two frames may differ and still match.
public struct PixelTolerance: Sendable, Equatable {
  /// The largest difference of one channel (0 to 255) that still counts as the same pixel:
  /// 2 by default, for antialiasing that differs between Cairo builds.
  public var channel: Int
  /// The share of pixels, 0 to 1, that may differ by more: 0 by default.
  public var pixels: Double

  /// A tolerance of `channel` levels per channel on all but a `pixels` share of the pixels.
  public init(channel: Int = 2, pixels: Double = 0) {
    self.channel = channel
    self.pixels = pixels
  }
}

extension Diffing where Value == Data {
  /// PNGs compared by their pixels within `tolerance`; a failure writes an image of the
  /// differences and names it.
  public static func pixels(_ tolerance: PixelTolerance) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      guard reference != actual else { return nil }
      guard let old = FrameSnapshot.decode(reference) else {
        return ("the recorded snapshot is not a PNG ChartReel can read", [])
      }
      guard let new = FrameSnapshot.decode(actual) else {
        let text = String(decoding: actual, as: UTF8.self)
        return ("the frame could not be drawn: \(text)", [])
      }
      guard old.width == new.width, old.height == new.height else {
        return (
          "the frame is \(new.width) × \(new.height) px; the recorded one \(old.width) × \(old.height) px",
          []
        )
      }
      let comparison = PixelComparison(old, new, channel: tolerance.channel)
      let allowed = Int((tolerance.pixels * Double(old.width * old.height)).rounded(.down))
      guard comparison.differing > allowed else { return nil }
      var message =
        "\(comparison.differing) of \(old.width * old.height) pixels differ by more than \(tolerance.channel) levels (at most \(allowed) may); the largest difference is \(comparison.largest) levels, first at x \(comparison.first.x), y \(comparison.first.y)"
      var attachments: [DiffAttachment] = []
      if let png = try? PNGEncoder.encode(comparison.image(new)) {
        let data = Data(png)
        attachments.append(.data(data, name: "difference.png"))
        if let path = FrameSnapshot.writeDifference(data) {
          message += "\ndifferences (in red over the new frame, dimmed): \(path)"
        }
      }
      return (message, attachments)
    }
  }
}

/// The pixels two frames of one size differ in, by more than a channel tolerance.
struct PixelComparison {
  /// How many pixels differ.
  var differing = 0
  /// The largest difference of one channel.
  var largest = 0
  /// The first pixel that differs, row by row.
  var first = (x: 0, y: 0)
  /// Whether each pixel differs.
  var mask: [Bool]

  init(_ old: Frame, _ new: Frame, channel: Int) {
    mask = [Bool](repeating: false, count: old.width * old.height)
    for pixel in 0..<old.width * old.height {
      var worst = 0
      for byte in pixel * 4..<pixel * 4 + 4 {
        worst = max(worst, abs(Int(old.bytes[byte]) - Int(new.bytes[byte])))
      }
      largest = max(largest, worst)
      if worst > channel {
        if differing == 0 { first = (pixel % old.width, pixel / old.width) }
        differing += 1
        mask[pixel] = true
      }
    }
  }

  /// The new frame at a third of its brightness, opaque, with each differing pixel red.
  func image(_ new: Frame) -> Frame {
    var bytes = [UInt8](repeating: 255, count: new.bytes.count)
    for pixel in 0..<new.width * new.height {
      let at = pixel * 4
      if mask[pixel] {
        (bytes[at], bytes[at + 1], bytes[at + 2]) = (0, 0, 255)  // BGRA: red
      } else {
        for channel in 0..<3 { bytes[at + channel] = 170 + new.bytes[at + channel] / 3 }
      }
    }
    return Frame(width: new.width, height: new.height, bytes: bytes)
  }
}

/// Frames for snapshots: drawing, decoding and joining them.
enum FrameSnapshot {
  /// The PNG `draw` makes, or the error it throws as text (which no PNG decoder reads, so the
  /// comparison reports it).
  static func png(_ draw: () throws -> Frame) -> Data {
    do {
      return Data(try PNGEncoder.encode(try draw()))
    } catch {
      return Data("\(error)".utf8)
    }
  }

  /// The frames side by side, left to right, on a transparent ground as tall as the tallest.
  static func strip(_ frames: [Frame]) -> Frame {
    let width = frames.map(\.width).reduce(0, +)
    let height = frames.map(\.height).max() ?? 0
    var strip = Frame(width: max(width, 1), height: max(height, 1))
    var left = 0
    for frame in frames {
      for row in 0..<frame.height {
        let from = row * frame.width * 4
        let to = (row * strip.width + left) * 4
        strip.bytes.replaceSubrange(
          to..<to + frame.width * 4, with: frame.bytes[from..<from + frame.width * 4])
      }
      left += frame.width
    }
    return strip
  }

  /// The pixels of PNG `data`; nil when it is not a PNG Cairo reads.
  static func decode(_ data: Data) -> Frame? {
    guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    let path = NSTemporaryDirectory() + "chartreel-snapshot-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
    return try? PNGDecoder.decode(path: path)
  }

  /// Writes an image of differences under `SNAPSHOT_ARTIFACTS` (or the temporary folder) and
  /// returns its path; nil when it cannot be written.
  static func writeDifference(_ png: Data) -> String? {
    let folder = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        ?? NSTemporaryDirectory(), isDirectory: true
    ).appendingPathComponent("chartreel-differences").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/difference-\(UUID().uuidString.prefix(8)).png"
    return FileManager.default.createFile(atPath: path, contents: png) ? path : nil
  }
}

extension CompiledScene {
  /// The frame nearest to `t` (`round(t × fps)`), drawn.
  func frame(nearest t: Double) throws -> Frame {
    let index = Int(exactly: (t * Double(scene.canvas.fps)).rounded()) ?? -1
    guard let decoded = FrameSnapshot.decode(Data(try png(frame: index))) else {
      throw RenderError.cairo("the frame at \(t) s could not be read back")
    }
    return decoded
  }
}
