import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where a scene's files come from, and the limits on reading them: the data-access policy.
///
/// Only regular files are read (a FIFO, a device such as `/dev/zero` or a folder is refused at
/// once, never waited on), never past their limit. A service that renders scenes it did not
/// write sets `root`: every data file must then resolve, after symbolic links, inside that
/// folder, so a scene cannot read `/etc/passwd`.
public struct DataFiles: Sendable {
  /// The folder data files must lie in; nil allows any file the user can read.
  public var root: String?

  /// The largest scene file read (`InputLimits.sceneFileBytes`).
  package static let sceneLimit = InputLimits.sceneFileBytes
  /// The largest data file read (`InputLimits.dataFileBytes`).
  package static let dataLimit = InputLimits.dataFileBytes

  /// A policy reading any file, or with `root`, only files inside that folder.
  public init(root: String? = nil) { self.root = root }

  /// Why `root` cannot be a data root (it is not a folder), or nil when it can.
  public static func rootProblem(_ root: String) -> String? {
    guard !root.utf8.contains(0), let info = FileSystem.stat(root) else { return "no such folder" }
    return info.st_mode & S_IFMT == S_IFDIR ? nil : "not a folder"
  }

  /// The path of `dataPath` as a scene at `scenePath` names it: relative to the scene's folder.
  package func resolve(_ dataPath: String, relativeTo scenePath: String) -> String {
    if dataPath.hasPrefix("/") { return dataPath }
    let folder = scenePath.lastIndex(of: "/").map { String(scenePath[...$0]) } ?? ""
    return folder + dataPath
  }

  /// Reads a data file (checked against `root`, at most `limit` bytes, UTF-8 text, a byte-order
  /// mark allowed), turning a missing, unreadable, oversized, special or forbidden file, or
  /// one in another encoding, into an input error naming it.
  package func read(_ path: String, limit: Int = DataFiles.dataLimit) throws(InputError)
    -> InputFile
  {
    try Self.checkName(path)
    if let root { try Self.checkInside(path, root: root) }
    return try Self.readRegularFile(path, limit: limit, root: root)
  }

  /// Reads a scene file: like a data file, but never checked against `root` (the scene is
  /// what the caller chose) and at most `InputLimits.sceneFileBytes`.
  package func readScene(_ path: String) throws(InputError) -> InputFile {
    try Self.checkName(path)
    return try Self.readRegularFile(path, limit: Self.sceneLimit)
  }

  private static func checkName(_ path: String) throws(InputError) {
    guard !path.isEmpty else { throw InputError(file: path, message: "expected a file name") }
    guard !path.utf8.contains(0) else {
      throw InputError(file: path, message: "the path holds a NUL byte")
    }
  }

  /// Throws unless `path`, after symbolic links, lies inside `root`.
  private static func checkInside(_ path: String, root: String) throws(InputError) {
    guard let resolved = realPath(path) else {
      throw InputError(file: path, message: "no such file")
    }
    guard try isInside(resolved, root: root) else {
      throw InputError(
        file: path,
        message:
          "is outside the data root \(root.excerpt()) (it resolves to \(resolved.excerpt())); only files inside it may be read"
      )
    }
  }

  /// Whether the resolved path `resolved` lies inside `root` after symbolic links; throws when
  /// the root cannot be resolved.
  private static func isInside(_ resolved: String, root: String) throws(InputError) -> Bool {
    guard let base = realPath(root) else {
      throw InputError(file: root, message: "the data root is not a folder that can be read")
    }
    return resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
  }

  /// The absolute path with every symbolic link, `.` and `..` resolved; nil if it does not exist.
  static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }

  /// Opens without blocking (a FIFO would wait for a writer), refuses anything but a regular
  /// file, and reads at most `limit` bytes.
  private static func readRegularFile(_ path: String, limit: Int, root: String? = nil)
    throws(InputError) -> InputFile
  {
    let fd = FileSystem.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      throw InputError(file: path, message: code == ENOENT ? "no such file" : openFailure(code))
    }
    defer { close(fd) }
    // What was opened, not what the path named a moment before: a link swapped in between
    // the check and the open must not lead outside the root.
    if let root, try !isInside(realPath("/proc/self/fd/\(fd)") ?? "", root: root) {
      throw InputError(
        file: path,
        message: "is outside the data root \(root.excerpt()); only files inside it may be read")
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw InputError(file: path, message: "cannot read it") }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      throw InputError(
        file: path,
        message: type == S_IFDIR
          ? "is a folder; expected a file" : "is not a regular file (a device, FIFO or socket)")
    }
    let size = Int(info.st_size)
    guard size <= limit else {
      throw InputError(
        file: path,
        message:
          "is \(InputLimits.grouped(size)) bytes; expected at most \(limit >> 20) MB (see docs/limits.md)"
      )
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress! + filled, size - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      filled += count
    }
    guard filled == size else {
      throw InputError(file: path, message: "cannot read it: it changed while being read")
    }
    return InputFile(path: path, bytes: try TextEncoding.utf8(bytes, file: path))
  }

  private static func openFailure(_ code: Int32) -> String {
    switch code {
    case EACCES: return "cannot read it: permission denied"
    case ENOTDIR: return "no such file (a part of the path is not a folder)"
    case ELOOP: return "cannot read it: too many symbolic links"
    default: return "cannot read it: \(String(cString: strerror(code)))"
    }
  }
}
