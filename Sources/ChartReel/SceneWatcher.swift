import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Renders a scene again whenever its file or a data file it read changes: `chartreel watch`.
///
/// The files are polled (size, modification time and inode) every `interval` seconds; a
/// scene with errors is reported and watched until it is fixed. Ctrl-C ends the watch.
package final class SceneWatcher {
  /// What one render of the watched scene produced: its summary line, or its errors.
  package enum Outcome {
    case rendered(RenderSummary)
    case failed([String])
  }

  package let scene: String
  package let output: String
  package let files: DataFiles
  /// How often the files are looked at, in seconds.
  package let interval: TimeInterval
  /// The render options of a video or PNG-sequence output.
  package let options: RenderOptions
  /// The files the last load read: the scene's, then its data files.
  package private(set) var watched: [String]

  /// A watcher of the scene at `scene` rendering to `output`: a contact sheet for a .png or
  /// .jpg file, else what `render -o output` writes.
  package init(
    scene: String, output: String, files: DataFiles = DataFiles(),
    options: RenderOptions = RenderOptions(), interval: TimeInterval = 0.5
  ) {
    self.scene = scene
    self.output = output
    self.files = files
    self.options = options
    self.interval = interval
    watched = [scene]
  }

  /// Renders once, then after every change, reporting each outcome, until `interruption` is
  /// raised; then throws `ExportError.interrupted`.
  package func run(interruption: Interruption, report: (Outcome) -> Void) throws -> Never {
    while true {
      let (files, before) = (watched, stamps())
      report(try renderOnce(interruption: interruption))
      // A change made while rendering counts; files read for the first time start from now.
      let baseline = watched == files ? before : stamps()
      while stamps() == baseline {
        let deadline = Date().addingTimeInterval(interval)
        while Date() < deadline {
          if interruption.isRaised { throw ExportError.interrupted }
          usleep(20_000)
        }
      }
    }
  }

  /// Loads and renders the scene once, noting the files it read; interruptions propagate.
  package func renderOnce(interruption: Interruption? = nil) throws -> Outcome {
    var read: [String] = []
    defer { watched = [scene] + read }
    do {
      let file = try SceneFile.load(scene, files: files, hashing: false) { read.append($0) }
      if SingleImageSink.Format(path: output) != nil {
        return .rendered(
          try file.scene.renderSheet(
            to: output, inputs: file.inputs, interruption: interruption))
      }
      var options = options
      options.inputs = file.inputs
      let plan = try RenderPlan(scene: file.scene, output: output, options: options)
      return .rendered(try plan.run(interruption: interruption))
    } catch let error as InputError {
      return .failed(error.problems.map { "error: \($0)" })
    } catch ExportError.interrupted {
      throw ExportError.interrupted
    } catch let error as ExportError {
      if case .usage = error { throw error }
      return .failed(["error: \(error)"])
    } catch {
      return .failed(["error: \(error)"])
    }
  }

  /// Each watched file's size, modification time and inode (zeros when it is missing).
  func stamps() -> [[Int]] {
    watched.map { path in
      guard let info = FileSystem.stat(path) else { return [0, 0, 0, 0] }
      return [
        Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino),
      ]
    }
  }
}
