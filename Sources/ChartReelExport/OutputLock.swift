import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive lock held while an output is written, so that two writers of one output —
/// on one machine, in two containers, or on two machines sharing a volume that supports
/// `flock` — never mix their files: the second is refused.
///
/// The lock is `flock` on a hidden file beside the output (`.NAME.lock`), removed when the
/// lock is released; the kernel drops a killed process's lock. A PNG sequence's writer locks
/// its own staging folder instead (`folder(_:)`), so that runs writing other frames into
/// one folder go on side by side.
final class OutputLock {
  private var descriptor: Int32
  private let path: String?
  /// The lock file, removed by a signal that ends the process at once.
  private let fatal: FatalCleanup?

  private init(descriptor: Int32, path: String?) {
    self.descriptor = descriptor
    self.path = path
    fatal = path.map(FatalCleanup.file)
  }

  /// Takes the lock file at `path` for the output `output` (named in errors); throws when
  /// another process holds it.
  static func file(_ path: String, output: String) throws -> OutputLock {
    // The file is removed on release: a lock taken on a file that was removed or replaced
    // in between is no lock, so take it again on the file now there.
    for _ in 0..<100 {
      let descriptor = FileSystem.open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw ExportError.io(
          path: output,
          reason: "cannot create its lock \(path): \(String(cString: strerror(errno)))")
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        close(descriptor)
        throw ExportError.io(
          path: output,
          reason:
            "another chartreel is writing it (it holds \(path.escapedForTerminal)); wait for it to finish or name another output"
        )
      }
      var held = stat()
      if fstat(descriptor, &held) == 0, let named = FileSystem.stat(path),
        held.st_dev == named.st_dev,
        held.st_ino == named.st_ino
      {
        return OutputLock(descriptor: descriptor, path: path)
      }
      close(descriptor)
    }
    throw ExportError.io(path: output, reason: "cannot take its lock \(path.escapedForTerminal)")
  }

  /// Locks the staging folder at `path`, which this process has just created and no one else
  /// can have locked yet.
  static func folder(_ path: String, output: String) throws -> OutputLock {
    let descriptor = FileSystem.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      if descriptor >= 0 { close(descriptor) }
      throw ExportError.io(path: output, reason: "cannot lock its staging folder \(path)")
    }
    return OutputLock(descriptor: descriptor, path: nil)
  }

  /// Releases the lock (removing its file first); later calls do nothing.
  func release() {
    guard descriptor >= 0 else { return }
    fatal?.drop()
    if let path { FileSystem.unlink(path) }
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}
