import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The address space a render needs, checked against the process's limit (`ulimit -v`).
///
/// Under a limit of a few hundred MB, fontconfig and the render threads' stacks fail to map memory
/// and the process dies with a segmentation fault deep in C; below `minimumBytes` the commands
/// that draw refuse at once with a message instead.
package enum AddressSpace {
  /// 1 GB: a render holds up to 512 MB of frames (`FrameBudget`) beside fonts, threads and
  /// ffmpeg's pipe; a small render to MP4 died in fontconfig at 300 and at 500 MB.
  package static let minimumBytes = 1024 << 20

  /// Throws when the soft limit on the address space is below `minimumBytes`.
  package static func check() throws {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max,
      limit.rlim_cur < rlim_t(minimumBytes)
    else { return }
    throw ExportError.unsupported(
      "the address space is limited to \(limit.rlim_cur >> 20) MB (ulimit -v); chartreel needs at least \(minimumBytes >> 20) MB to load its fonts and render: raise the limit"
    )
  }
}
