import ChartReel
import Foundation
import Synchronization

/// Renders the scene's exports into the output folder, one at a time, announcing progress as
/// `export` events; the files it wrote are the only ones it serves.
public final class StudioExports: Sendable {
  /// What can be exported.
  public enum Kind: String, Sendable, CaseIterable {
    case mp4, webm, mov, gif
    /// One frame, the one at the playhead, as a full-size PNG.
    case png
    /// A contact sheet: a grid of frames at evenly spaced times, one PNG.
    case sheet
  }

  /// One export asked for: the kind, the frames, and the size and rate.
  public struct Request: Sendable, Equatable {
    public var kind: Kind
    /// The frames of a video (within the scene), or the one frame of a PNG.
    public var frames: Range<Int>
    /// A quality preset (a height and a frame rate) for a video; nil keeps the canvas's.
    public var quality: QualityPreset?
    /// Any frame rate and scale for a video, chosen in the panel; it wins over `quality`.
    public var size: ExportSize?

    public init(
      kind: Kind, frames: Range<Int>, quality: QualityPreset? = nil, size: ExportSize? = nil
    ) {
      self.kind = kind
      self.frames = frames
      self.quality = quality
      self.size = size
    }
  }

  /// The folder exports are written to.
  public let folder: String
  private let events: StudioEvents
  private let state = Mutex<(running: Bool, written: [String: String], serial: Int)>(
    (false, [:], 0))

  public init(folder: String, events: StudioEvents) {
    self.folder = folder
    self.events = events
  }

  /// Why `request` cannot be exported from `scene`, or nil when it can: frames outside the
  /// scene, a PNG of more than one frame, or an MP4 or a GIF of a transparent canvas (they
  /// cannot keep its transparency; WebM and MOV can).
  public static func refusal(_ request: Request, scene: Scene) -> String? {
    let total = scene.frameCount
    if request.frames.isEmpty || request.frames.lowerBound < 0 || request.frames.upperBound > total
    {
      return "the frames must lie within the scene's 0 to \(total - 1)"
    }
    if request.kind == .png && request.frames.count != 1 {
      return "a PNG export holds one frame"
    }
    if scene.canvas.transparent && (request.kind == .mp4 || request.kind == .gif) {
      return
        "the canvas is transparent and \(request.kind.rawValue.uppercased()) cannot keep it: export WebM or MOV"
    }
    return nil
  }

  /// The file name an export of the scene at `scenePath` is written to: `NAME.mp4` (and
  /// `.webm`, `.mov`, `.gif`), `NAME-frame-K.png` or `NAME-sheet.png`; a video of part of the
  /// scene or at a preset is named after its frames and preset.
  public static func fileName(_ request: Request, scenePath: String, frameCount: Int) -> String {
    let name = URL(fileURLWithPath: scenePath).deletingPathExtension().lastPathComponent
    switch request.kind {
    case .png: return "\(name)-frame-\(request.frames.lowerBound).png"
    case .sheet: return "\(name)-sheet.png"
    default:
      var suffix = ""
      if request.frames != 0..<frameCount {
        suffix += "-\(request.frames.lowerBound)-\(request.frames.upperBound - 1)"
      }
      if let size = request.size {
        suffix += "-\(size.fps)fps-x" + String(format: "%g", size.scale)
      } else if let quality = request.quality {
        suffix += "-\(quality.rawValue)"
      }
      return "\(name)\(suffix).\(request.kind.rawValue)"
    }
  }

  /// The path of a file this studio exported under `name`, or nil for any other name.
  public func exportedPath(_ name: String) -> String? {
    state.withLock { $0.written[name] }
  }

  /// Starts exporting `compiled` in the background; false when an export is running already.
  public func start(_ request: Request, compiled: CompiledScene, scenePath: String) -> Bool {
    let serial: Int? = state.withLock {
      if $0.running { return nil }
      $0.running = true
      $0.serial += 1
      return $0.serial
    }
    guard let serial else { return false }
    let name = Self.fileName(
      request, scenePath: scenePath, frameCount: compiled.scene.frameCount)
    let path = (folder as NSString).appendingPathComponent(name)
    let progress = Progress(events: events, id: serial, kind: request.kind, name: name)
    DispatchQueue.global().async { [self] in
      let outcome = Result { try export(request, compiled: compiled, to: path, progress) }
      state.withLock {
        $0.running = false
        if case .success = outcome { $0.written[name] = path }
      }
      switch outcome {
      case .success(let total): progress.send(total, total, url: "/exports/\(name)")
      case .failure(let error): progress.send(0, 0, message: "\(error)")
      }
    }
    return true
  }

  /// Renders one export, sending progress at most every 2 %; returns the frames written.
  private func export(
    _ request: Request, compiled: CompiledScene, to path: String, _ progress: Progress
  ) throws -> Int {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    switch request.kind {
    case .sheet:
      progress.send(0, 1)
      try compiled.scene.renderSheet(to: path)
      return 1
    case .png:
      progress.send(0, 1)
      let png = try compiled.png(frame: request.frames.lowerBound)
      let staging = path + ".partial"
      guard FileManager.default.createFile(atPath: staging, contents: Data(png)) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: staging])
      }
      guard rename(staging, path) == 0 else {
        try? FileManager.default.removeItem(atPath: staging)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
      return 1
    case .mp4, .webm, .mov, .gif:
      var options = RenderOptions(threads: 2, quality: request.quality)
      let canvas = compiled.scene.canvas
      options.canvas = request.size?.apply(to: canvas, kind: request.kind)
      if let fps = options.canvas?.fps ?? request.quality?.fps {
        // Another frame rate: the same stretch of time, in its frames.
        let scale = Double(fps) / Double(canvas.fps)
        let lower = Int((Double(request.frames.lowerBound) * scale).rounded())
        let upper = max(lower + 1, Int((Double(request.frames.upperBound) * scale).rounded()))
        options.frames = lower..<upper
      } else {
        options.frames = request.frames
      }
      let job = try RenderJob(compiled: compiled, output: path, options: options)
      let total = job.frames.count * job.passes
      let step = max(1, total / 50)
      progress.send(0, total)
      _ = try job.run { done in if done % step == 0 && done < total { progress.send(done, total) } }
      return total
    }
  }

  /// Sends one export's `export` events: its id, kind, file name, frames done and total, the
  /// seconds since it started, and at the end its URL or its error.
  struct Progress: Sendable {
    let events: StudioEvents
    let id: Int
    let kind: Kind
    let name: String
    let started = Date()

    func send(_ done: Int, _ total: Int, url: String? = nil, message: String? = nil) {
      var fields: [(key: String, value: JSONValue)] = [
        ("id", .number(Double(id))), ("kind", .string(kind.rawValue)), ("name", .string(name)),
        ("done", .number(Double(done))), ("total", .number(Double(total))),
        ("elapsed", .number((Date().timeIntervalSince(started) * 1000).rounded() / 1000)),
      ]
      if let url { fields.append(("url", .string(url))) }
      if let message { fields.append(("error", .string(message))) }
      events.send("export", .object(fields))
    }
  }
}
