// The fatal-signal clean-up: see include/CFatalCleanup.h.
//
// Registration takes a mutex; the handler never does. A slot is filled while its state is
// WRITING and published with a release store of ACTIVE, so the handler (which reads states
// with acquire loads) never sees half a path. The handler allocates nothing, takes no lock
// and calls only async-signal-safe functions (and the raw getdents64 system call).
#define _GNU_SOURCE
#include "CFatalCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { SLOTS = 64, PATH_BYTES = 4096, PREFIX_BYTES = 256 };
enum { FREE = 0, WRITING = 1, ACTIVE = 2 };
enum Kind { KIND_FILE, KIND_PREFIXED, KIND_FOLDER, KIND_EMPTY_FOLDER, KIND_GROUP };

struct Slot {
  int state;
  enum Kind kind;
  pid_t group;
  char path[PATH_BYTES];
  char prefix[PREFIX_BYTES];
};

static struct Slot slots[SLOTS];
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static int running = 0;
/// getdents64's buffer: static, as a handler's stack may be a small alternate one.
static char entries[16384];

struct Entry64 {
  ino64_t inode;
  off64_t offset;
  unsigned short length;
  unsigned char type;
  char name[];
};

static int add(enum Kind kind, const char *path, const char *prefix, pid_t group) {
  if (path && strlen(path) >= PATH_BYTES) return -1;
  if (prefix && strlen(prefix) >= PREFIX_BYTES) return -1;
  pthread_mutex_lock(&mutex);
  int found = -1;
  for (int index = 0; index < SLOTS; index++) {
    if (__atomic_load_n(&slots[index].state, __ATOMIC_ACQUIRE) == FREE) {
      found = index;
      break;
    }
  }
  if (found >= 0) {
    struct Slot *slot = &slots[found];
    __atomic_store_n(&slot->state, WRITING, __ATOMIC_RELEASE);
    slot->kind = kind;
    slot->group = group;
    strcpy(slot->path, path ? path : "");
    strcpy(slot->prefix, prefix ? prefix : "");
    __atomic_store_n(&slot->state, ACTIVE, __ATOMIC_RELEASE);
  }
  pthread_mutex_unlock(&mutex);
  return found;
}

int chartreel_fatal_file(const char *path) { return add(KIND_FILE, path, NULL, 0); }
int chartreel_fatal_prefixed(const char *folder, const char *prefix) {
  return add(KIND_PREFIXED, folder, prefix, 0);
}
int chartreel_fatal_folder(const char *path) { return add(KIND_FOLDER, path, NULL, 0); }
int chartreel_fatal_empty_folder(const char *path) {
  return add(KIND_EMPTY_FOLDER, path, NULL, 0);
}
int chartreel_fatal_group(pid_t group) {
  return group > 0 ? add(KIND_GROUP, NULL, NULL, group) : -1;
}

void chartreel_fatal_drop(int slot) {
  if (slot < 0 || slot >= SLOTS) return;
  pthread_mutex_lock(&mutex);
  __atomic_store_n(&slots[slot].state, FREE, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&mutex);
}

/// Removes the entries of `folder` whose names start with `prefix` (every entry when it is
/// empty), files or empty folders; returns how many. Passes repeat until one removes
/// nothing, since entries removed while a folder is read can hide others.
static int removeEntries(const char *folder, const char *prefix) {
  int removed = 0;
  size_t prefixBytes = strlen(prefix);
  for (int pass = 0; pass < 64; pass++) {
    int descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (descriptor < 0) return removed;
    int before = removed;
    for (;;) {
      long count = syscall(SYS_getdents64, descriptor, entries, sizeof entries);
      if (count <= 0) break;
      for (long at = 0; at < count;) {
        struct Entry64 *entry = (struct Entry64 *)(entries + at);
        at += entry->length;
        const char *name = entry->name;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
        if (strncmp(name, prefix, prefixBytes) != 0) continue;
        if (unlinkat(descriptor, name, 0) == 0 || unlinkat(descriptor, name, AT_REMOVEDIR) == 0)
          removed++;
      }
    }
    close(descriptor);
    if (removed == before) break;
  }
  return removed;
}

int chartreel_fatal_run(void) {
  int removed = 0;
  // Helpers first, so that none writes a file after it is removed; then staging; then
  // locks; last, folders left empty.
  static const enum Kind order[] = {
    KIND_GROUP, KIND_PREFIXED, KIND_FOLDER, KIND_FILE, KIND_EMPTY_FOLDER};
  for (unsigned step = 0; step < sizeof order / sizeof order[0]; step++) {
    for (int index = 0; index < SLOTS; index++) {
      struct Slot *slot = &slots[index];
      if (__atomic_load_n(&slot->state, __ATOMIC_ACQUIRE) != ACTIVE) continue;
      if (slot->kind != order[step]) continue;
      switch (slot->kind) {
      case KIND_GROUP:
        if (kill(-slot->group, SIGKILL) == 0) removed++;
        break;
      case KIND_PREFIXED:
        removed += removeEntries(slot->path, slot->prefix);
        break;
      case KIND_FOLDER:
        // A frame another thread writes meanwhile makes rmdir fail: empty it again.
        for (int attempt = 0; attempt < 16; attempt++) {
          removed += removeEntries(slot->path, "");
          if (rmdir(slot->path) == 0) {
            removed++;
            break;
          }
          if (errno != ENOTEMPTY && errno != EEXIST) break;
        }
        break;
      case KIND_FILE:
        if (unlink(slot->path) == 0) removed++;
        break;
      case KIND_EMPTY_FOLDER:
        if (rmdir(slot->path) == 0) removed++;
        break;
      }
    }
  }
  return removed;
}

static void handle(int signal) {
  int saved = errno;
  // A second thread taking the signal meanwhile leaves the clean-up to the first.
  if (__atomic_exchange_n(&running, 1, __ATOMIC_ACQ_REL) == 0) chartreel_fatal_run();
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, NULL);
  // Blocked while this handler runs: delivered, with the default action, when it returns.
  // A fault (a trap instruction) ends the process the same way when it runs again.
  raise(signal);
  errno = saved;
}

int chartreel_fatal_install(int signal) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handle;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(signal, &action, NULL) != 0) return -1;
  // A parent may have started us with the signal blocked (a test runner blocks SIGABRT), and
  // a blocked signal stays pending for ever: this thread takes it.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal);
  return pthread_sigmask(SIG_UNBLOCK, &set, NULL) == 0 ? 0 : -1;
}
