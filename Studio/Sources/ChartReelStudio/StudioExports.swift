import ChartReel
import Foundation
import Synchronization

/// Renders the scene's MP4 and contact sheet into the output folder, one export at a time,
/// announcing progress as `export` events; the files it wrote are the only ones it serves.
public final class StudioExports: Sendable {
  /// What can be exported.
  public enum Kind: String, Sendable, CaseIterable {
    case video
    case sheet
  }

  /// The folder exports are written to.
  public let folder: String
  private let events: StudioEvents
  private let state = Mutex<(running: Bool, written: [String: String])>((false, [:]))

  public init(folder: String, events: StudioEvents) {
    self.folder = folder
    self.events = events
  }

  /// The file name an export of the scene at `scenePath` is written to: `NAME.mp4` or
  /// `NAME-sheet.png`.
  public static func fileName(_ kind: Kind, scenePath: String) -> String {
    let name = URL(fileURLWithPath: scenePath).deletingPathExtension().lastPathComponent
    return kind == .video ? "\(name).mp4" : "\(name)-sheet.png"
  }

  /// The path of a file this studio exported under `name`, or nil for any other name.
  public func exportedPath(_ name: String) -> String? {
    state.withLock { $0.written[name] }
  }

  /// Starts exporting `compiled` in the background; false when an export is running already.
  public func start(_ kind: Kind, compiled: CompiledScene, scenePath: String) -> Bool {
    let started = state.withLock {
      if $0.running { return false }
      $0.running = true
      return true
    }
    guard started else { return false }
    let name = Self.fileName(kind, scenePath: scenePath)
    let path = (folder as NSString).appendingPathComponent(name)
    DispatchQueue.global().async { [self] in
      let outcome = Result { try export(kind, compiled: compiled, to: path) }
      state.withLock {
        $0.running = false
        if case .success = outcome { $0.written[name] = path }
      }
      switch outcome {
      case .success(let total): send(kind, total, total, url: "/exports/\(name)")
      case .failure(let error): send(kind, 0, 0, message: "\(error)")
      }
    }
    return true
  }

  /// Renders one export, sending progress at most every 5 %; returns the frames written.
  private func export(_ kind: Kind, compiled: CompiledScene, to path: String) throws -> Int {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    switch kind {
    case .sheet:
      send(kind, 0, 1)
      try compiled.scene.renderSheet(to: path)
      return 1
    case .video:
      let job = try RenderJob(compiled: compiled, output: path, options: RenderOptions(threads: 2))
      let total = job.frames.count * job.passes
      let step = max(1, total / 20)
      send(kind, 0, total)
      try job.run { done in if done % step == 0 && done < total { self.send(kind, done, total) } }
      return total
    }
  }

  private func send(
    _ kind: Kind, _ done: Int, _ total: Int, url: String? = nil, message: String? = nil
  ) {
    var fields: [(key: String, value: JSONValue)] = [
      ("kind", .string(kind.rawValue)), ("done", .number(Double(done))),
      ("total", .number(Double(total))),
    ]
    if let url { fields.append(("url", .string(url))) }
    if let message { fields.append(("error", .string(message))) }
    events.send("export", .object(fields))
  }
}
