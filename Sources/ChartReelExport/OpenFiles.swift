#if canImport(Glibc)
  import Glibc
#endif

/// The open files a command needs, checked against the process's limit (`ulimit -n`).
///
/// Under a low limit, fontconfig fails to open its fonts and caches (the error then blamed a
/// missing font), the signal sources fail (a trap), or a pipe to ffmpeg gets a descriptor
/// already closed ("Bad file descriptor"). A soft limit below what a command needs is raised
/// up to the hard limit; a hard limit below it is refused at once, naming the limit.
package enum OpenFiles {
  /// What the commands that draw need: a signal source for each signal caught
  /// (`Interruption.signals`), fonts and their caches, ffmpeg's pipes and the
  /// output's lock — and Foundation's `Process` could not start ffmpeg under a limit of 250
  /// ("Bad file descriptor"; 255 did).
  package static let minimum = 256

  /// The soft and hard limits on open files; nil when unknown.
  package static func limits() -> (soft: Int, hard: Int)? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
    let value = { (raw: rlim_t) in raw >= rlim_t(Int.max) ? Int.max : Int(raw) }
    return (value(limit.rlim_cur), value(limit.rlim_max))
  }

  /// Raises the soft limit to `needed` when the hard limit allows, else throws
  /// `ExportError.unsupported` naming the limit found.
  package static func check(needed: Int = minimum) throws {
    guard let (soft, hard) = limits(), soft < needed else { return }
    if hard >= needed {
      var raised = rlimit(rlim_cur: rlim_t(needed), rlim_max: rlim_t(hard))
      if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { return }
    }
    throw ExportError.unsupported(
      "too many open files: the limit is \(soft) (ulimit -n); chartreel needs at least \(needed) open files to load its fonts and render: raise the limit"
    )
  }
}
