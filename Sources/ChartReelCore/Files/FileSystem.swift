#if canImport(Glibc)
  import Glibc
#endif

/// The system calls chartreel makes on paths, each given the path's own bytes (``PathBytes``).
///
/// Foundation's path APIs and Swift's implicit `String` to C string conversion take a path as
/// UTF-8 text, so a name that is not (`caf\xe9/`) would be a different file there. Every call
/// on a path a user gave goes through here.
package enum FileSystem {
  /// `open(2)` on the bytes of `path`.
  package static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    PathBytes.withCString(path) { Glibc.open($0, flags, mode) }
  }

  /// `stat(2)`: what `path` names, through symbolic links; nil when nothing.
  package static func stat(_ path: String) -> Glibc.stat? {
    var info = Glibc.stat()
    return PathBytes.withCString(path) { fstatat(AT_FDCWD, $0, &info, 0) } == 0 ? info : nil
  }

  /// `lstat(2)`: what `path` names, a symbolic link itself; nil when nothing.
  package static func lstat(_ path: String) -> Glibc.stat? {
    var info = Glibc.stat()
    return PathBytes.withCString(path) { fstatat(AT_FDCWD, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
      ? info : nil
  }

  /// Whether `path` names a folder (through symbolic links).
  package static func isFolder(_ path: String) -> Bool {
    stat(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
  }

  /// `access(2)`: whether this process may use `path` as `mode` (`W_OK`, `X_OK`) says.
  package static func access(_ path: String, _ mode: Int32) -> Bool {
    PathBytes.withCString(path) { Glibc.access($0, mode) } == 0
  }

  /// `rename(2)`; 0 or -1 with `errno` set.
  package static func rename(_ from: String, _ to: String) -> Int32 {
    PathBytes.withCString(from) { old in PathBytes.withCString(to) { Glibc.rename(old, $0) } }
  }

  /// `link(2)`; 0 or -1 with `errno` set.
  package static func link(_ from: String, _ to: String) -> Int32 {
    PathBytes.withCString(from) { old in PathBytes.withCString(to) { Glibc.link(old, $0) } }
  }

  /// `symlink(2)`: a link at `link` to `target`; 0 or -1 with `errno` set.
  package static func symlink(_ target: String, _ link: String) -> Int32 {
    PathBytes.withCString(target) { old in
      PathBytes.withCString(link) { Glibc.symlink(old, $0) }
    }
  }

  /// `unlink(2)`; 0 or -1 with `errno` set.
  @discardableResult
  package static func unlink(_ path: String) -> Int32 {
    PathBytes.withCString(path) { Glibc.unlink($0) }
  }

  /// `rmdir(2)`; 0 or -1 with `errno` set.
  @discardableResult
  package static func rmdir(_ path: String) -> Int32 {
    PathBytes.withCString(path) { Glibc.rmdir($0) }
  }

  /// `mkdir(2)`; 0 or -1 with `errno` set.
  package static func mkdir(_ path: String, _ mode: mode_t = 0o777) -> Int32 {
    PathBytes.withCString(path) { Glibc.mkdir($0, mode) }
  }

  /// `chmod(2)`; 0 or -1 with `errno` set.
  @discardableResult
  package static func chmod(_ path: String, _ mode: mode_t) -> Int32 {
    PathBytes.withCString(path) { Glibc.chmod($0, mode) }
  }

  /// The absolute path with every symbolic link, `.` and `..` resolved; nil if it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = PathBytes.withCString(path, { Glibc.realpath($0, nil) }) else {
      return nil
    }
    defer { free(resolved) }
    return PathBytes.string(
      UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map {
        UInt8(bitPattern: $0)
      })
  }

  /// What the symbolic link at `path` points to; nil when it is not one.
  package static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = PathBytes.withCString(path) { Glibc.readlink($0, &buffer, buffer.count) }
    guard count >= 0, count < buffer.count else { return nil }
    return PathBytes.string(buffer[..<count].map { UInt8(bitPattern: $0) })
  }

  /// The names in the folder `path` (not `.` and `..`); nil when it cannot be read.
  package static func names(in path: String) -> [String]? {
    guard let folder = PathBytes.withCString(path, { opendir($0) }) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name != [0x2E] && name != [0x2E, 0x2E] { names.append(PathBytes.string(name)) }
    }
    return names
  }

  /// Removes `path`: a file or link, or a folder with everything in it; whether it is gone.
  @discardableResult
  package static func remove(_ path: String) -> Bool {
    guard let info = lstat(path) else { return false }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in names(in: path) ?? [] { remove(path + "/" + name) }
      return rmdir(path) == 0
    }
    return unlink(path) == 0
  }

  /// Copies the regular file at `source` to a new file at `destination`; whether it worked.
  package static func copy(_ source: String, to destination: String) -> Bool {
    let input = open(source, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { return false }
    defer { close(input) }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard output >= 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var ok = true
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        ok = count == 0
        break
      }
      var offset = 0
      while offset < count {
        let written = buffer.withUnsafeBytes {
          Glibc.write(output, $0.baseAddress! + offset, count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
          ok = false
          break copying
        }
        offset += written
      }
    }
    if close(output) != 0 { ok = false }
    if !ok { unlink(destination) }
    return ok
  }
}
