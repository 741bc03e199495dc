#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// Writing to the terminal's streams without ever stopping the process: Foundation's
/// `FileHandle.write(_:)` traps when a write fails (stderr on `/dev/full`, a closed pipe, a closed
/// descriptor), which turned `flipbook validate nope.yaml 2>/dev/full` into SIGILL instead of exit 2.
/// A failed diagnostic is dropped: the exit status still says what happened.
package enum Terminal {
    /// `line` and a newline on standard error, its control characters escaped and its over-long
    /// words shortened (`shortened`); failures ignored.
    package static func error(_ line: String) {
        writeAll(Array((shortened(ControlCharacters.escaped(line)) + "\n").utf8), to: STDERR_FILENO)
    }

    /// The longest run of characters without a space that a message shows whole.
    static let longestWord = 300

    /// `text` with each run of more than `longestWord` characters without whitespace (a 100 KB
    /// argument echoed by a message, a value pasted by mistake) cut to its first 200 characters
    /// and `…(N characters)`: a mistake is said in a line, not in the size of what was given.
    package static func shortened(_ text: String) -> String {
        var result = "", word = ""
        var count = 0
        func flush() {
            result += count > longestWord ? String(word.prefix(200)) + "…(\(count) characters)" : word
            word = ""
            count = 0
        }
        for character in text {
            if character.isWhitespace {
                flush()
                result.append(character)
            } else {
                count += 1
                if count <= longestWord { word.append(character) }
            }
        }
        flush()
        return result
    }

    /// `text` on standard error as it is (a progress line's carriage returns); failures ignored.
    package static func progress(_ text: String) {
        writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// `text` on standard output after whatever `print` has buffered, flushed at once (for lines a
    /// person waits for while a command keeps running: the designer's URL, watch's `wrote …`).
    /// A failure is remembered by C's `stdout` and reported by the command's end (`flipbook`'s `finishStandardOutput()`).
    package static func output(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    /// Flushes C's `stdout` (where `print` writes) and closes descriptor 1: the `errno` of the first
    /// failure, including writes that failed earlier while `print`'s buffer filled, or nil.
    package static func finishOutput() -> Int32? {
        var failure: Int32?
        if fflush(stdout) != 0 { failure = errno }
        // An earlier buffered write failed; its errno is gone. A pipe whose reader has closed shows
        // POLLERR on its writing end: that failure was EPIPE (`| head`), anything else is said as EIO.
        if failure == nil && ferror(stdout) != 0 { failure = readerHasGone() ? EPIPE : EIO }
        if close(STDOUT_FILENO) != 0 && errno != EBADF && failure == nil { failure = errno }
        return failure
    }

    /// Writes every byte, retrying on EINTR; gives up silently on any other failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}

/// Whether standard output is a pipe or socket whose reading end has closed.
private func readerHasGone() -> Bool {
    var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
}
