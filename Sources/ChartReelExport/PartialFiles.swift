import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The hidden staging files and folders where output is written before it is renamed into
/// place, their names, and the clean-up of those that a killed run left behind.
///
/// A staging name holds a random token (`.out.mp4.partial-3f9c0a…`), never a process id: in
/// containers every chartreel can be process 1, and machines sharing a volume share no ids.
/// Whether a staging entry is still in use is told by a lock, not by a process id: a video's
/// or image's writer holds the output's lock (`OutputLock`) for as long as it runs, and a PNG
/// sequence's writer holds a lock on its own staging folder, so whatever is not locked was
/// left by a run that has gone, on any machine, and is removed.
enum PartialFiles {
  /// The most bytes of the output's name kept in staging names; longer names are cut and
  /// given a hash, so that every staging name stays within 255 bytes.
  static let nameBytes = 200

  /// 16 random hexadecimal digits from the system's generator.
  static func token() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next()
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The output's file name as staging names hold it: whole up to `nameBytes` bytes of plain
  /// characters, else its first 180 bytes (whole characters) without control characters,
  /// quotes and backslashes, "~" and 16 hexadecimal digits of its hash. (ffmpeg's concat list
  /// names staged files, and cannot hold a line break.)
  static func namePart(_ name: String) -> String {
    let odd = { (scalar: Unicode.Scalar) in
      scalar.value < 0x20 || scalar.value == 0x7F || scalar == "'" || scalar == "\\"
    }
    guard name.utf8.count > nameBytes || name.unicodeScalars.contains(where: odd) else {
      return name
    }
    var kept = ""
    var bytes = 0
    for scalar in name.unicodeScalars where !odd(scalar) {
      let size = String(scalar).utf8.count
      if bytes + size > 180 { break }
      kept.unicodeScalars.append(scalar)
      bytes += size
    }
    return kept + "~" + String(SHA256.hex(Array(name.utf8)).prefix(16))
  }

  /// The prefix of every staging name of the output named `name`: `.NAME.partial-`.
  static func stem(_ name: String) -> String { "." + namePart(name) + ".partial-" }

  /// The name of the lock of the output named `name`: `.NAME.lock`.
  static func lockName(_ name: String) -> String { "." + namePart(name) + ".lock" }

  /// Whether `name` is `prefix`, a token and nothing or a dot and anything: a staging name of
  /// the output whose stem is `prefix` (and not of another output whose name merely starts
  /// with it).
  static func isStaging(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    let rest = name.utf8.dropFirst(prefix.utf8.count)
    let token = rest.prefix(16)
    return token.count == 16
      && token.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
      && (rest.count == 16 || rest.dropFirst(16).first == UInt8(ascii: "."))
  }

  /// Removes every staging entry of `folder` named `prefix` + a token (`isStaging`); for the
  /// staging of an output whose lock the caller holds, all of which dead runs left.
  static func removeStaging(in folder: String, prefix: String) {
    for name in FileSystem.names(in: folder) ?? []
    where isStaging(name, prefix: prefix) {
      FileSystem.remove(folder + "/" + name)
    }
  }

  /// Removes every entry of `folder` whose name starts with `prefix`: one run's own staging.
  static func removeAll(in folder: String, prefix: String) {
    for name in FileSystem.names(in: folder) ?? []
    where name.hasPrefix(prefix) {
      FileSystem.remove(folder + "/" + name)
    }
  }

  /// Removes the staging folders in `folder` named `prefix`… that no live run holds locked
  /// (`OutputLock.folder`); returns their names.
  @discardableResult
  static func removeUnlocked(in folder: String, prefix: String) -> [String] {
    var removed: [String] = []
    for name in FileSystem.names(in: folder) ?? []
    where isStaging(name, prefix: prefix) {
      let path = folder + "/" + name
      let descriptor = FileSystem.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      if FileSystem.remove(path) { removed.append(name) }
    }
    return removed
  }

  /// Follows `path` through symbolic links to the file they name (which need not exist yet).
  static func resolvingSymlinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      guard let target = FileSystem.readLink(current) else {
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
    guard let info = FileSystem.stat(existing) else { return }
    _ = FileSystem.chmod(temporary, info.st_mode & 0o7777)
  }
}
