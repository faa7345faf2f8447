import ChartReel
import ChartReelCairo
import ChartReelCore
import Foundation
import TestSupport
import Testing

/// The display-list caches (a compiled chart's mini-map marks, …) change how fast a frame's list is
/// made, never what it holds.
@Suite struct CachedListTests {
  /// Every scene of Scenes/.
  static let scenes: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.root + "/Scenes"))
    return (names ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test(
    "every frame's display list is the one drawn without caches, frames shared by two threads",
    arguments: scenes)
  func cachedListsAreFresh(name: String) async throws {
    let scene = try TestPaths.loadScene(name)
    let measurer = try PangoTextMeasurer()
    let fresh = CompiledScene(scene, measurer: measurer, caches: false)
    let cached = CompiledScene(scene, measurer: measurer, caches: true)
    let frames = scene.frameCount
    #expect(frames > 0)
    // Two workers, as the pipeline runs them: frames taken in turn, each with its own measurer.
    let differing = try await withThrowingTaskGroup(of: [Int].self) { group in
      for worker in 0..<2 {
        group.addTask {
          let measurer = try PangoTextMeasurer()
          return stride(from: worker, to: frames, by: 2).filter { index in
            cached.displayList(atFrame: index, measurer: measurer)
              != fresh.displayList(atFrame: index, measurer: measurer)
          }
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }.sorted()
    }
    #expect(differing.isEmpty, "\(name): frames \(differing.prefix(10)) differ")
  }
}
