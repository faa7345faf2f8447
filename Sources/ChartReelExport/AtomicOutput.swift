import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A temporary path beside the final output that is renamed over it only when complete.
struct AtomicOutput {
  let finalPath: String
  let temporaryPath: String

  /// Chooses a hidden temporary name in the output's folder, keeping the extension so tools
  /// that look at it (ffmpeg) still see it; fails if the folder does not exist.
  init(finalPath: String) throws {
    let url = URL(fileURLWithPath: finalPath)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw ExportError.io(path: finalPath, reason: "the folder \(folder) does not exist") }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw ExportError.io(path: finalPath, reason: "the folder \(folder) is not writable")
    }
    if FileManager.default.fileExists(atPath: finalPath, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ExportError.io(path: finalPath, reason: "is a folder; name a file to write")
    }
    self.finalPath = finalPath
    let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    let base = url.deletingPathExtension().lastPathComponent
    temporaryPath =
      folder + "/." + base + ".partial-\(ProcessInfo.processInfo.processIdentifier)" + ext
  }

  /// Renames the finished temporary file over the final path: one atomic step, so the final
  /// path always holds either the old file or the complete new one.
  func commit() throws {
    guard rename(temporaryPath, finalPath) == 0 else {
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
