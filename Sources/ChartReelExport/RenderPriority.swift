#if canImport(Glibc)
  import Glibc
#endif

/// Render threads that feed an encoder run at a lower priority than it.
///
/// The encoder is the slower half of an export: x264 takes about four fifths of its processor
/// time, and leaves moments idle while its threads wait on one another. At equal priority the
/// render threads take turns with it, and the encoder waits for the processor while frames it
/// does not need yet are drawn; ten steps nicer, they draw in those idle moments and yield at
/// once when it wants the processor, and exports take less time (`bench/README.md` has the
/// figures). Frames stay ahead of the encoder all the same: drawing one takes a fraction of
/// what encoding it does.
///
/// On Linux a thread's nice value is its own, so the thread that writes to the encoder and
/// the encoder itself keep theirs. A machine busy with other work at normal priority gives
/// these threads less of its time, as `nice` would.
package enum RenderPriority {
  /// How many steps nicer than the process a render thread feeding an encoder runs.
  package static let encoderYield: Int32 = 10

  /// Makes the calling thread `encoderYield` steps nicer (at most 19, the nicest there is).
  package static func yieldToEncoder() {
    #if os(Linux)
      errno = 0
      let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
      guard errno == 0 else { return }
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, min(19, current + encoderYield))
    #endif
  }

  /// The calling thread's nice value (0 where a thread has none of its own).
  package static var current: Int32 {
    #if os(Linux)
      getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    #else
      0
    #endif
  }
}
