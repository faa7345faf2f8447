import ChartReel
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The scene the studio shows: the last version that loaded, and the problems of the newest.
///
/// `reloadIfChanged()` looks at the scene file and every data file it read (size,
/// modification time, inode) and loads the scene again when one changed. A scene with errors
/// keeps the last good one for drawing, so the page can show the errors over its last frame.
public final class StudioDocument: Sendable {
  /// One load of the scene: what it compiled to (nil until a load succeeds) and its problems.
  public struct Snapshot: Sendable {
    /// Counts loads that changed something; the page asks for frames of this version.
    public var version: Int
    /// The last scene that loaded without errors.
    public var compiled: CompiledScene?
    /// The problems of the newest load; empty when it is the good one.
    public var problems: [InputProblem]
  }

  /// The scene file, as the user named it.
  public let path: String
  /// The data-access policy (`--data-root`).
  public let files: DataFiles
  private let state: Mutex<(snapshot: Snapshot, watched: [String], stamps: [[Int]])>

  /// Loads the scene at `path` once; errors are kept as problems, not thrown.
  public init(path: String, files: DataFiles = DataFiles()) {
    self.path = path
    self.files = files
    state = Mutex((Snapshot(version: 0, compiled: nil, problems: []), [path], []))
    _ = reload()
  }

  /// The scene as last loaded.
  public var snapshot: Snapshot { state.withLock { $0.snapshot } }

  /// Loads the scene again if its file or a data file it read changed since the last load;
  /// returns whether it did.
  public func reloadIfChanged() -> Bool {
    let (watched, stamps) = state.withLock { ($0.watched, $0.stamps) }
    guard Self.stamps(watched) != stamps else { return false }
    return reload()
  }

  /// Loads the scene, keeping the last good one when this load fails; returns true.
  @discardableResult
  public func reload() -> Bool {
    var read: [String] = []
    let before = Self.stamps([path])
    var compiled: CompiledScene?
    var problems: [InputProblem] = []
    do {
      let file = try SceneFile.load(path, files: files, hashing: false) { read.append($0) }
      compiled = try file.scene.compiled()
    } catch let error as InputError {
      problems = error.problems
    } catch {
      problems = [InputProblem(file: path, keyPath: "", message: "\(error)")]
    }
    // A change made while loading counts: the scene file's stamp is the one from before.
    let stamps = before + Self.stamps(read)
    state.withLock {
      $0.snapshot.version += 1
      if let compiled { $0.snapshot.compiled = compiled }
      $0.snapshot.problems = problems
      $0.watched = [path] + read
      $0.stamps = stamps
    }
    return true
  }

  /// Each file's size, modification time and inode (zeros when it is missing).
  static func stamps(_ paths: [String]) -> [[Int]] {
    paths.map { path in
      var info = stat()
      guard stat(path, &info) == 0 else { return [0, 0, 0, 0] }
      return [
        Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino),
      ]
    }
  }
}
