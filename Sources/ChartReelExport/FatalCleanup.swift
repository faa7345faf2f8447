import CFatalCleanup
import ChartReelCore

#if canImport(Glibc)
  import Glibc
#endif

/// One thing a signal that ends the process at once removes: a staging file or folder, a
/// lock, or a helper's process group.
///
/// SIGABRT, SIGTRAP and SIGSYS are not stopped at a safe point as the other terminating
/// signals are (`Interruption`): their handler (`install()`) removes everything registered
/// here, using only async-signal-safe calls on paths kept in fixed C buffers, then restores
/// the default action and raises the signal again, so the process ends with that signal.
/// A registration lasts until `drop()` (or the object's end).
final class FatalCleanup {
  private var slot: Int32

  private init(slot: Int32) { self.slot = slot }

  /// The signals whose handler removes what is registered.
  static let signals: [Int32] = [SIGABRT, SIGTRAP, SIGSYS]

  /// Installs the handler for `signals`.
  static func install() {
    for number in signals { _ = chartreel_fatal_install(number) }
  }

  /// Registers the file at `path` (a lock).
  static func file(_ path: String) -> FatalCleanup {
    FatalCleanup(slot: PathBytes.withCString(path) { chartreel_fatal_file($0) })
  }

  /// Registers every entry of `folder` whose name starts with `prefix` (an output's staging).
  static func prefixed(in folder: String, prefix: String) -> FatalCleanup {
    FatalCleanup(
      slot: PathBytes.withCString(folder) { folder in
        PathBytes.withCString(prefix) { chartreel_fatal_prefixed(folder, $0) }
      })
  }

  /// Registers the folder at `path` with every file in it (a sequence's staging).
  static func folder(_ path: String) -> FatalCleanup {
    FatalCleanup(slot: PathBytes.withCString(path) { chartreel_fatal_folder($0) })
  }

  /// Registers the folder at `path`, removed only if it is empty by then.
  static func emptyFolder(_ path: String) -> FatalCleanup {
    FatalCleanup(slot: PathBytes.withCString(path) { chartreel_fatal_empty_folder($0) })
  }

  /// Registers the process group `group` (a helper and what it started), killed.
  static func group(_ group: Int32) -> FatalCleanup {
    FatalCleanup(slot: chartreel_fatal_group(group))
  }

  /// Whether the registration was kept (false when a path is too long or all 64 slots are
  /// taken: then that entry is left, as after SIGKILL, to the next run).
  var isRegistered: Bool { slot >= 0 }

  /// Forgets the registration; later calls do nothing.
  func drop() {
    guard slot >= 0 else { return }
    chartreel_fatal_drop(slot)
    slot = -1
  }

  deinit { drop() }
}
