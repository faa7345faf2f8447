import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The checks an output passes before any work: what exists at its path can be replaced, and
/// it is none of the files being read.
///
/// chartreel replaces outputs by renaming a complete file over them. Where the output exists
/// it must be a regular file (or, for a PNG sequence, a folder): a symbolic link to a device,
/// a FIFO or a socket is refused, since renaming over `/dev/null` would replace the device.
/// An output that is the scene, one of its data files or a segment being joined (by any path:
/// links and hard links are told by device and inode) is refused, since writing it would
/// destroy the input.
package enum OutputCheck {
  /// A file a command reads, and what it is to that command ("the scene", "a data file").
  package struct Input: Equatable, Sendable {
    package var path: String
    package var role: String

    package init(path: String, role: String) {
      self.path = path
      self.role = role
    }
  }

  /// Throws unless `output` can be written as `storage` (whose frames are `frames` for a
  /// folder) without replacing anything but a regular file and without touching `inputs`.
  package static func check(
    _ output: String, storage: OutputStorage, inputs: [Input], frames: Range<Int>? = nil
  ) throws {
    switch storage {
    case .stream: return
    case .file:
      let file = try fileTarget(output)
      guard let written = identity(file) else { return }
      if let input = inputs.first(where: { identity($0.path) == written }) {
        throw sameAsInput(output, input)
      }
    case .folder:
      let folder = URL(fileURLWithPath: output).standardizedFileURL.path
      guard let info = FileSystem.stat(folder) else { return }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw ExportError.usage(
          "\(output.escapedForTerminal): is \(kind(info.st_mode)), not a folder; name a folder for a PNG sequence"
        )
      }
      let read = inputs.compactMap { input in identity(input.path).map { ($0, input) } }
      guard !read.isEmpty else { return }
      for name in FileSystem.names(in: folder) ?? [] {
        guard let number = frameNumber(name), frames.map({ $0.contains(number) }) ?? true,
          let file = identity(folder + "/" + name),
          let input = read.first(where: { $0.0 == file })?.1
        else { continue }
        throw sameAsInput(folder + "/" + name, input)
      }
    }
  }

  /// The file an output path writes, with symbolic links followed; throws when something
  /// other than a regular file is there.
  static func fileTarget(_ output: String) throws -> String {
    let target = try PartialFiles.resolvingSymlinks(output)
    try replaceable(target, output: output)
    return target
  }

  /// Throws when `target` (a path that is not a symbolic link) exists and is not a regular
  /// file.
  static func replaceable(_ target: String, output: String) throws {
    guard let info = FileSystem.lstat(target) else { return }
    let type = info.st_mode & S_IFMT
    if type == S_IFREG { return }
    if type == S_IFDIR {
      throw ExportError.io(path: output, reason: "is a folder; name a file to write")
    }
    let what = target == output ? "is" : "leads to \(target.escapedForTerminal),"
    throw ExportError.usage(
      "\(output.escapedForTerminal): \(what) \(kind(info.st_mode)), not a regular file; chartreel replaces its outputs and writes only regular files: name another output"
    )
  }

  /// The size of the file at `path`, read through symbolic links (the file written, not the
  /// link); nil when there is none.
  package static func size(_ path: String) -> Int? {
    guard let info = FileSystem.stat(path) else { return nil }
    return Int(info.st_size)
  }

  private static func sameAsInput(_ output: String, _ input: Input) -> ExportError {
    let named = input.path == output ? "" : " (\(input.path.escapedForTerminal))"
    return ExportError.usage(
      "\(output.escapedForTerminal): is \(input.role) being read\(named); writing it would destroy it: name another output"
    )
  }

  /// The frame number in `frame-NNNNN.png`, or nil for any other name.
  static func frameNumber(_ name: String) -> Int? {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
    let digits = name.dropFirst(6).dropLast(4)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }

  /// What a file of mode `mode` is, in words.
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a folder"
    case S_IFLNK: return "a symbolic link"
    case S_IFREG: return "a regular file"
    default: return "a special file"
    }
  }

  /// A file's device and inode: two paths to one file have the same.
  struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  static func identity(_ path: String) -> Identity? {
    return FileSystem.stat(path).map { Identity($0) }
  }
}
