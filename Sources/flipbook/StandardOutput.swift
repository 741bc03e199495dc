// `stdout` is a C global; reading it is safe here (one thread, at exit).
@preconcurrency import Glibc

/// Flushes C's `stdout` (where `print` writes) and closes descriptor 1: the `errno` of the first
/// failure, including writes that failed earlier while `print`'s buffer filled, or nil.
func finishStandardOutputStream() -> Int32? {
    var failure: Int32?
    if fflush(stdout) != 0 { failure = errno }
    if failure == nil && ferror(stdout) != 0 { failure = EIO }
    if close(STDOUT_FILENO) != 0 && errno != EBADF && failure == nil { failure = errno }
    return failure
}
