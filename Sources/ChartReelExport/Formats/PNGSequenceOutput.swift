import ChartReelCore
import Foundation

/// A folder of numbered PNG files (`frame-00000.png` …): a path ending in "/" or an existing
/// folder.
package struct PNGSequenceOutput: OutputFormat {
  package var name: String { "a PNG sequence" }
  package func matches(_ path: String) -> Bool { path.hasSuffix("/") || Self.isFolder(path) }
  package var takesAlpha: Bool { true }
  package var storage: OutputStorage { .folder }
  package var takesPNGLevel: Bool { true }

  package func makeSink(_ request: OutputRequest, interruption: Interruption?) throws
    -> any FrameSink
  {
    try PNGSequenceSink(
      directory: request.path, firstNumber: request.frames.lowerBound, level: request.pngLevel)
  }

  private static func isFolder(_ path: String) -> Bool {
    FileSystem.isFolder(path)
  }
}
