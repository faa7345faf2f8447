import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A temporary path beside the final output that is renamed over it only when complete.
///
/// The temporary file is `.NAME.partial-PID.EXT` in the output's folder. An output that is a
/// symbolic link is written through it: the file it points to is replaced, the link stays. A
/// replaced output keeps its permission bits.
struct AtomicOutput {
  /// The path as the user named it.
  let finalPath: String
  /// Where the output really goes: `finalPath` with symbolic links followed.
  let targetPath: String
  let temporaryPath: String
  private let folder: String
  private let stem: String

  /// Chooses a hidden temporary name in the output's folder, keeping the extension so tools
  /// that look at it (ffmpeg) still see it, and removes what killed runs left for the same
  /// output; fails if the folder does not exist.
  init(finalPath: String) throws {
    self.finalPath = finalPath
    targetPath = try PartialFiles.resolvingSymlinks(finalPath)
    let url = URL(fileURLWithPath: targetPath)
    folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw ExportError.io(path: finalPath, reason: "the folder \(folder) does not exist") }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw ExportError.io(path: finalPath, reason: "the folder \(folder) is not writable")
    }
    if FileManager.default.fileExists(atPath: targetPath, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ExportError.io(path: finalPath, reason: "is a folder; name a file to write")
    }
    let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    stem = "." + url.deletingPathExtension().lastPathComponent + ".partial-"
    PartialFiles.removeStale(in: folder, prefix: stem)
    temporaryPath = folder + "/" + stem + "\(PartialFiles.processID)" + ext
  }

  /// A second temporary file of this output (a GIF's palette, a concat list), named
  /// `.NAME.partial-PID.SUFFIX` so that it is cleaned up like the output's own.
  func companion(_ suffix: String) -> String {
    folder + "/" + stem + "\(PartialFiles.processID)." + suffix
  }

  /// Renames the finished temporary file over the target: one atomic step, so the output
  /// always holds either the old file or the complete new one.
  func commit() throws {
    PartialFiles.copyMode(from: targetPath, to: temporaryPath)
    guard rename(temporaryPath, targetPath) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw ExportError.io(path: finalPath, reason: "cannot move the output into place: \(reason)")
    }
  }

  /// Removes whatever was written to the temporary path.
  func discard() {
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }
}
