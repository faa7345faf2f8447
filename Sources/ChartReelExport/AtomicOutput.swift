import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A temporary path beside the final output that is renamed over it only when complete.
///
/// The temporary file is `.NAME.partial-TOKEN.EXT` in the output's folder, TOKEN random, and
/// the output's lock (`.NAME.lock`) is held from here until the output is committed or
/// discarded, so a second writer of the same output is refused. An output that is a symbolic
/// link is written through it: the file it points to is replaced, the link stays. An output
/// that exists must be a regular file. A replaced output keeps its permission bits.
struct AtomicOutput {
  /// The path as the user named it.
  let finalPath: String
  /// Where the output really goes: `finalPath` with symbolic links followed.
  let targetPath: String
  let temporaryPath: String
  private let folder: String
  /// `.NAME.partial-TOKEN`: every staging name of this run starts with it.
  private let prefix: String
  private let lock: OutputLock
  /// This run's staging, removed by a signal that ends the process at once.
  private let fatal: FatalCleanup

  /// Takes the output's lock, removes the staging that killed runs left for it, and chooses a
  /// hidden temporary name in the output's folder, keeping the extension so tools that look at
  /// it (ffmpeg) still see it; fails if the folder does not exist, if the output exists and is
  /// not a regular file, or if another process is writing it.
  init(finalPath: String) throws {
    self.finalPath = finalPath
    targetPath = try OutputCheck.fileTarget(finalPath)
    let url = URL(fileURLWithPath: targetPath)
    folder = url.deletingLastPathComponent().path
    guard FileSystem.isFolder(folder) else {
      throw ExportError.io(
        path: finalPath, reason: "the folder \(folder.escapedForTerminal) does not exist")
    }
    guard FileSystem.access(folder, W_OK) else {
      throw ExportError.io(
        path: finalPath, reason: "the folder \(folder.escapedForTerminal) is not writable")
    }
    let name = url.lastPathComponent
    lock = try OutputLock.file(folder + "/" + PartialFiles.lockName(name), output: finalPath)
    let stem = PartialFiles.stem(name)
    // Every writer of this output holds the lock: what is staged for it now was left by runs
    // that have gone.
    PartialFiles.removeStaging(in: folder, prefix: stem)
    prefix = stem + PartialFiles.token()
    fatal = FatalCleanup.prefixed(in: folder, prefix: prefix)
    let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    temporaryPath = folder + "/" + prefix + ext
  }

  /// A second temporary file of this output (a GIF's palette, a concat list), named
  /// `.NAME.partial-TOKEN.SUFFIX` so that it is cleaned up like the output's own.
  func companion(_ suffix: String) -> String {
    folder + "/" + prefix + "." + suffix
  }

  /// Renames the finished temporary file over the target in one atomic step.
  ///
  /// The output always holds either the old file or the complete new one. The target is
  /// checked once more first: a device or FIFO swapped in meanwhile is not replaced.
  func commit() throws {
    do { try OutputCheck.replaceable(targetPath, output: finalPath) } catch {
      discard()
      throw error
    }
    PartialFiles.copyMode(from: targetPath, to: temporaryPath)
    guard FileSystem.rename(temporaryPath, targetPath) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw ExportError.io(path: finalPath, reason: "cannot move the output into place: \(reason)")
    }
    PartialFiles.removeAll(in: folder, prefix: prefix)
    fatal.drop()
    lock.release()
  }

  /// Removes whatever this run staged (the temporary file and its companions) and releases
  /// the lock.
  func discard() {
    PartialFiles.removeAll(in: folder, prefix: prefix)
    fatal.drop()
    lock.release()
  }

  /// The size of the file written, read through symbolic links; nil when there is none.
  var writtenBytes: Int? { OutputCheck.size(targetPath) }
}
