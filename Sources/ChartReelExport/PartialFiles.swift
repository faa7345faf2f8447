import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The hidden `.partial-PID` files and folders where output is staged, and the clean-up of
/// those that a killed run left behind.
///
/// A render stages its output under a name holding its process id and renames it into place
/// when complete. A run killed with SIGKILL cannot remove its staging, so each render first
/// removes the staging for the same output whose process no longer exists on this machine.
/// Only the output's own names are touched: on a volume shared by several machines another
/// machine's live run can have a process id that is free here, but it never writes the
/// same output.
enum PartialFiles {
  /// This process's id, as it appears in staging names.
  static var processID: Int32 { getpid() }

  /// Removes the entries of `folder` named `prefix` + a process id + anything, whose process
  /// has gone; returns their names.
  @discardableResult
  static func removeStale(in folder: String, prefix: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return []
    }
    var removed: [String] = []
    for name in names where name.hasPrefix(prefix) {
      let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
      guard let pid = Int32(digits), pid > 0, pid != processID, !isAlive(pid) else { continue }
      if (try? FileManager.default.removeItem(atPath: folder + "/" + name)) != nil {
        removed.append(name)
      }
    }
    return removed
  }

  /// Whether a process with id `pid` exists on this machine.
  static func isAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Follows `path` through symbolic links to the file they name (which need not exist yet).
  static func resolvingSymlinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
        return current
      }
      current =
        target.hasPrefix("/")
        ? target : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + target
    }
    throw ExportError.io(path: path, reason: "too many levels of symbolic links")
  }

  /// Gives the file at `temporary` the permission bits of the file at `existing`, if there is
  /// one, so that replacing an output keeps its mode (a 0600 output stays 0600).
  static func copyMode(from existing: String, to temporary: String) {
    var info = stat()
    guard stat(existing, &info) == 0 else { return }
    _ = chmod(temporary, info.st_mode & 0o7777)
  }
}
