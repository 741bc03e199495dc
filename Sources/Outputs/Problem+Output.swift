#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

extension Problem {
    /// A failed system call on `path` while `doing` something (`"writing"`, `"creating the folder"`),
    /// with the reason and fix chosen from `code` (an `errno` value): a full disk says the disk is
    /// full, not that the folder may be missing.
    package static func system(_ code: Int32, path: String, doing: String) -> Problem {
        let cause: (reason: String, fix: Wording)
        switch code {
        case ENOSPC:
            cause = ("the disk is full", "free some space, or write to another disk")
        case EDQUOT:
            cause = ("the disk quota is used up", "free some space, or write to another disk")
        case EFBIG:
            cause = ("the file is larger than the file system allows", "write to another disk, or make the output smaller")
        case EACCES, EPERM:
            cause = ("permission denied", "choose a folder you can write to")
        case EROFS:
            cause = ("the file system is read-only", "choose a folder on a writable disk")
        case ENOENT:
            cause = ("the folder does not exist", "create it first, or choose another path")
        case ENOTDIR:
            cause = ("a part of the path is a file, not a folder", "check the path")
        case EISDIR:
            cause = ("it is a folder", "give a file name")
        case ENAMETOOLONG:
            cause = ("the name is too long", "choose a shorter path")
        case EIO:
            cause = ("the disk reported an input/output error", "check the disk, or write elsewhere")
        case EPIPE:
            cause = ("the reader closed the pipe", "keep the reading program running until flipbook ends")
        default:
            cause = (String(cString: strerror(code)).lowercased(), "check the path and try again")
        }
        return .io(doing, path, cause.reason, fix: cause.fix)
    }
}
