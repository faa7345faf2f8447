import Foundation

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
    self.finalPath = finalPath
    let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    let base = url.deletingPathExtension().lastPathComponent
    temporaryPath =
      folder + "/." + base + ".partial-\(ProcessInfo.processInfo.processIdentifier)" + ext
  }

  /// Moves the finished temporary output over the final path (replacing a file or folder).
  func commit() throws {
    let manager = FileManager.default
    var backup: String?
    if manager.fileExists(atPath: finalPath) {
      let aside = temporaryPath + ".old"
      try? manager.removeItem(atPath: aside)
      do { try manager.moveItem(atPath: finalPath, toPath: aside) } catch {
        throw ExportError.io(
          path: finalPath, reason: "cannot replace it: \(error.localizedDescription)")
      }
      backup = aside
    }
    do {
      try manager.moveItem(atPath: temporaryPath, toPath: finalPath)
    } catch {
      if let backup { try? manager.moveItem(atPath: backup, toPath: finalPath) }
      throw ExportError.io(
        path: finalPath, reason: "cannot move the output into place: \(error.localizedDescription)")
    }
    if let backup { try? manager.removeItem(atPath: backup) }
  }

  /// Removes whatever was written to the temporary path.
  func discard() {
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }
}
