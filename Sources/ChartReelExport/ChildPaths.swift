import ChartReelCore

#if canImport(Glibc)
  import Glibc
#endif

/// Paths as ffmpeg and ffprobe are given them, each naming exactly the file meant.
///
/// A child's arguments are text (Foundation's `Process` writes them as UTF-8), so a path that
/// is not UTF-8 (``PathBytes``) cannot reach a child as itself. Such a file is opened here, by
/// its bytes, and the child is given `file:/proc/PID/fd/N`: opening that opens the same file,
/// seekable (an MP4's index is moved to the front, a WebM's cues written at the end). The
/// descriptors stay open as long as this value lives; a UTF-8 path is given as itself.
final class ChildPaths {
  private var descriptors: [Int32] = []

  init() {}

  /// `path` as a child process opens it; `creating` makes the file, empty, when there is
  /// none (an output ffmpeg will write); `url` gives a UTF-8 path as `VideoProbe.fileURL`
  /// does (absolute, after `file:`), else as it is.
  func argument(_ path: String, creating: Bool = false, url: Bool = false) throws -> String {
    if PathBytes.isText(path) { return url ? VideoProbe.fileURL(path) : path }
    let flags = (creating ? O_RDWR | O_CREAT : O_RDONLY) | O_CLOEXEC
    let descriptor = FileSystem.open(path, flags, 0o666)
    guard descriptor >= 0 else {
      throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
    }
    descriptors.append(descriptor)
    return "file:" + Self.alias(descriptor)
  }

  /// The path by which another process opens what `descriptor` of this process has open.
  static func alias(_ descriptor: Int32) -> String {
    "/proc/\(getpid())/fd/\(descriptor)"
  }

  deinit {
    for descriptor in descriptors { close(descriptor) }
  }
}
