import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes bytes to a file descriptor, retrying short writes and turning failures into errors.
enum FileWriter {
  /// Writes all of `bytes` to `descriptor`; `path` names the destination in errors.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
      }
      offset += written
    }
  }

  /// Writes `bytes` to a new file at `path` (replacing any file there).
  static func writeFile(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw ExportError.io(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer throws in
      try writeAll(buffer, to: descriptor, path: path)
    }
  }
}
