import ChartReelCairo
import Foundation

/// Writes frames as `frame-00000.png`, `frame-00001.png`, … into a folder that appears (or is
/// replaced) only when the sequence is complete.
public final class PNGSequenceSink: FrameSink {
  private let output: AtomicOutput
  private var nextNumber: Int

  /// Starts a sequence whose first file is numbered `firstNumber` (the first frame's index).
  public init(directory: String, firstNumber: Int = 0) throws {
    let trimmed =
      directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
    output = try AtomicOutput(finalPath: trimmed)
    nextNumber = firstNumber
    output.discard()
    do {
      try FileManager.default.createDirectory(
        atPath: output.temporaryPath, withIntermediateDirectories: false)
    } catch {
      throw ExportError.io(path: output.temporaryPath, reason: error.localizedDescription)
    }
  }

  /// The file name of frame number `n`.
  public static func fileName(_ n: Int) -> String {
    let digits = String(n)
    return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
  }

  public var payload: FramePayload { .png }

  public func write(_ png: [UInt8]) throws {
    try FileWriter.writeFile(png, to: output.temporaryPath + "/" + Self.fileName(nextNumber))
    nextNumber += 1
  }

  public func finish() throws { try output.commit() }

  public func cancel() { output.discard() }
}
