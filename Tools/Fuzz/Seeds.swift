import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Inputs made once per run by the binary under test: a real shard part and a real golden
/// manifest, which the JSON mutations then damage.
struct MadeSeeds {
    var part: Data
    var manifest: Data

    /// Runs `check --shard 1/1` (a part with its image inside) and `check --record missing` (a
    /// manifest) in `work/seeds`; nil when either does not appear.
    static func make(flipbook: String, work: String, timeout: Double) -> MadeSeeds? {
        let folder = work + "/seeds"
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = Runner.run(flipbook, ["check", "scale.linear", "--shard", "1/1", "--offsets", "0", "--viewport", "60x80", "--record", "never",
                                  "--goldens", folder + "/none", "--out", folder + "/parts"], in: work, timeout: timeout)
        _ = Runner.run(flipbook, ["check", "scale.coverFlow", "--strip", "--viewport", "150x200", "--record", "missing",
                                  "--goldens", folder + "/goldens"], in: work, timeout: timeout)
        guard let part = FileManager.default.contents(atPath: folder + "/parts/shard-1-of-1.json"),
              let manifest = FileManager.default.contents(atPath: folder + "/goldens/scale.coverFlow/manifest.json") else { return nil }
        return MadeSeeds(part: part, manifest: manifest)
    }
}

/// Files that are not regular files, put where an input is expected: every read must refuse them
/// at once (a FIFO with no writer blocks a plain `open` forever; `/dev/zero` never ends).
enum SpecialInput: CaseIterable {
    case fifo, devZero, devNull, devURandom, folder, symlinkLoop, missing

    /// Creates the input at `path` (or a symlink to the device there) and returns the path.
    func make(at path: String) -> String {
        try? FileManager.default.removeItem(atPath: path)
        switch self {
        case .fifo: mkfifo(path, 0o644)
        case .devZero: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .devNull: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
        case .devURandom: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/urandom")
        case .folder: try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        case .symlinkLoop: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        case .missing: break
        }
        return path
    }
}
