#ifndef CFATALCLEANUP_H
#define CFATALCLEANUP_H
// What a render removes when a signal it cannot stop at a safe point ends it (SIGABRT,
// SIGTRAP, SIGSYS): its staging, its lock, and the helper processes it started. The paths are
// kept in fixed buffers registered while the render runs, and the signal handler does only
// async-signal-safe work (unlinkat, rmdir, kill), then lets the signal end the process.
#include <sys/types.h>

/// Registers a file to remove (an output's lock); returns a slot, or -1 when the path is
/// too long or every slot is taken.
int chartreel_fatal_file(const char *path);
/// Registers every entry of `folder` whose name starts with `prefix` (one output's staging).
int chartreel_fatal_prefixed(const char *folder, const char *prefix);
/// Registers a folder of files to empty and remove (a PNG sequence's staging).
int chartreel_fatal_folder(const char *path);
/// Registers a folder to remove if it is empty once the rest is removed (a sequence's folder
/// the render created).
int chartreel_fatal_empty_folder(const char *path);
/// Registers a process group to kill (a helper such as ffmpeg).
int chartreel_fatal_group(pid_t group);
/// Forgets the registration in `slot` (what it names is committed or cleaned up already).
void chartreel_fatal_drop(int slot);
/// Installs the handler for `signal` and unblocks it in the calling thread: the handler
/// removes everything registered, restores the default action and raises the signal again,
/// so the process ends as the signal says.
int chartreel_fatal_install(int signal);
/// Runs the clean-up the handler would run (for tests); returns the entries removed.
int chartreel_fatal_run(void);
#endif
