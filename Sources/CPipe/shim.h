#ifndef CPIPE_SHIM_H
#define CPIPE_SHIM_H
// Linux pipe calls that Swift's Glibc module leaves out (they need _GNU_SOURCE).
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <sys/uio.h>

extern ssize_t vmsplice(int fd, const struct iovec *iov, size_t count, unsigned int flags);
extern int fcntl(int fd, int command, ...);

/// Splices `length` bytes at `base` into the pipe `fd` by reference (vmsplice, no copy): the
/// bytes must stay unchanged until the reader has read them. Returns the bytes spliced, or -1
/// (EAGAIN when the pipe is full).
static inline ssize_t chartreel_vmsplice(int fd, const void *base, size_t length) {
  struct iovec vector = {(void *)base, length};
  return vmsplice(fd, &vector, 1, 2 /* SPLICE_F_NONBLOCK: never wait for room */);
}

/// The bytes written to the pipe `fd` and not yet read, or -1.
static inline int chartreel_pipe_unread(int fd) {
  int count = 0;
  return ioctl(fd, FIONREAD, &count) == 0 ? count : -1;
}

/// Asks for a pipe buffer of `bytes` (F_SETPIPE_SZ); returns the size granted or -1.
static inline int chartreel_set_pipe_size(int fd, int bytes) { return fcntl(fd, 1031, bytes); }
#endif
