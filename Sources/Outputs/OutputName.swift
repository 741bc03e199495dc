/// Names read from files (a shard part's image names, a manifest's entries) are data, never paths:
/// before one becomes part of an output path it must be a single path component, so no file can
/// steer a write outside its target folder.
package enum OutputName {
    /// The longest name accepted, in UTF-8 bytes (file systems allow 255; suffixes such as
    /// `.expected.png` and the staging prefix need the rest).
    package static let maximumLength = 200

    /// Why `name` cannot be one file name inside a folder, or `nil` when it can: it must be
    /// non-empty, at most `maximumLength` UTF-8 bytes, hold no `/`, `\` or NUL, and not be `.` or `..`.
    package static func problem(with name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is `\(name)`, a path that leads out of its folder" }
        if name.utf8.contains(0) { return "holds a NUL byte" }
        if name.contains("/") || name.contains("\\") { return "holds a path separator" }
        if name.utf8.count > maximumLength { return "is \(name.utf8.count) bytes long; names are at most \(maximumLength)" }
        return nil
    }

    /// Whether `name` is one safe file name (`problem(with:)` is `nil`).
    package static func isSafe(_ name: String) -> Bool { problem(with: name) == nil }
}
