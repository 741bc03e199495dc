import Foundation

/// A fresh empty folder under the system's temporary folder.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "flipbook-outputs-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The bytes of the file at `path`.
func contents(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The names in `folder`, hidden ones included, sorted.
func listing(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}

/// The file type bits of `path` itself (symlinks not followed).
func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
}
