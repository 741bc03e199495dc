// `stdout` is a C global; reading it is safe here (one thread, at exit).
@preconcurrency import Glibc

/// Flushes C's `stdout` (where `print` writes) and closes descriptor 1: the `errno` of the first
/// failure, including writes that failed earlier while `print`'s buffer filled, or nil.
func finishStandardOutputStream() -> Int32? {
    var failure: Int32?
    if fflush(stdout) != 0 { failure = errno }
    // An earlier buffered write failed; its errno is gone. A pipe whose reader has closed shows
    // POLLERR on its writing end: that failure was EPIPE (`| head`), anything else is said as EIO.
    if failure == nil && ferror(stdout) != 0 { failure = readerHasGone() ? EPIPE : EIO }
    if close(STDOUT_FILENO) != 0 && errno != EBADF && failure == nil { failure = errno }
    return failure
}

/// Whether standard output is a pipe or socket whose reading end has closed.
private func readerHasGone() -> Bool {
    var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
}
