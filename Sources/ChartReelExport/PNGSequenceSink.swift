import ChartReelCore
import ChartReelEncode
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes frames as `frame-00000.png`, `frame-00001.png`, … into a folder.
///
/// The frames are written into a hidden folder inside the target (`.partial-TOKEN`, TOKEN
/// random, locked while the run lives) and moved next to it only when the sequence is
/// complete, each with one atomic rename (a replaced frame keeps its permission bits). The
/// sequence is committed as a whole: every frame it replaces is checked and kept (linked, or
/// copied) in the staging folder first, and a rename that fails puts back every frame moved
/// before it, so a folder in the way or a frame that cannot be replaced leaves the old
/// sequence as it was (`SequenceCommit`). Staging
/// folders that killed runs left (no longer locked) are removed first. Runs writing other
/// frames into the same folder at the same time do not disturb one another. Nothing else in the folder is
/// touched: frames of an earlier render with other numbers stay (so ranges rendered in chunks
/// add up), frames with the same numbers are replaced. The folder is created if it is missing
/// (its parent must exist).
package final class PNGSequenceSink: FrameSink {
  private let folder: String
  private let partial: String
  private let createdFolder: Bool
  private var lock: OutputLock?
  /// The staging folder, and the folder if this run created it, removed by a signal that
  /// ends the process at once (`FatalCleanup`).
  private var fatal: [FatalCleanup] = []
  private var written: [String] = []
  private var nextNumber: Int
  /// The compression level of the frames' PNG files (`PNGEncoder.levels`).
  private let level: Int

  /// Starts a sequence whose first file is numbered `firstNumber` (the first frame's index),
  /// its files compressed at `level`.
  package init(directory: String, firstNumber: Int = 0, level: Int = PNGEncoder.defaultLevel)
    throws
  {
    self.level = level
    folder = URL(fileURLWithPath: directory).standardizedFileURL.path
    if let info = FileSystem.stat(folder) {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw ExportError.io(path: directory, reason: "is a file; name a folder for a PNG sequence")
      }
      createdFolder = false
    } else {
      let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
      guard FileSystem.isFolder(parent) else {
        throw ExportError.io(
          path: directory, reason: "the folder \(parent.escapedForTerminal) does not exist")
      }
      guard FileSystem.mkdir(folder) == 0 else {
        throw ExportError.io(path: directory, reason: String(cString: strerror(errno)))
      }
      createdFolder = true
    }
    PartialFiles.removeUnlocked(in: folder, prefix: ".partial-")
    // Made under another name and locked before it is named as staging, so that a run
    // cleaning up beside it never takes it for a dead run's.
    let token = PartialFiles.token()
    let making = folder + "/.making-" + token
    partial = folder + "/.partial-" + token
    nextNumber = firstNumber
    if createdFolder { fatal.append(.emptyFolder(folder)) }
    do {
      guard FileSystem.mkdir(making) == 0 else {
        throw ExportError.io(path: directory, reason: String(cString: strerror(errno)))
      }
      let unnamed = FatalCleanup.folder(making)
      lock = try OutputLock.folder(making, output: directory)
      fatal.append(.folder(partial))
      guard FileSystem.rename(making, partial) == 0 else {
        throw ExportError.io(path: directory, reason: String(cString: strerror(errno)))
      }
      unnamed.drop()
    } catch let error as ExportError {
      FileSystem.remove(making)
      throw error
    } catch {
      throw ExportError.io(path: directory, reason: error.localizedDescription)
    }
  }

  /// The file name of frame number `n`.
  package static func fileName(_ n: Int) -> String {
    let digits = String(n)
    return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
  }

  package var payload: FramePayload { .png(level: level) }

  package func write(_ png: [UInt8]) throws {
    let name = Self.fileName(nextNumber)
    try FileWriter.writeFile(png, to: partial + "/" + name)
    written.append(name)
    nextNumber += 1
  }

  package func finish() throws {
    // From here the staging folder keeps the old frames being replaced: a signal that ends
    // the process during the commit leaves it (as SIGKILL would) rather than lose them.
    dropFatal()
    do {
      try SequenceCommit(folder: folder, staging: partial, names: written).run()
    } catch {
      cancel()
      throw error
    }
    FileSystem.remove(partial)
    lock?.release()
  }

  package func cancel() {
    FileSystem.remove(partial)
    lock?.release()
    if createdFolder,
      FileSystem.names(in: folder)?.isEmpty == true
    {
      FileSystem.remove(folder)
    }
    dropFatal()
  }

  private func dropFatal() {
    for registration in fatal { registration.drop() }
    fatal = []
  }
}
