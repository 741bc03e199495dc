import Foundation

/// The fuzzer's settings, from its command line.
struct FuzzOptions {
    /// Stop after this many runs…
    var iterations = Int.max
    /// …or after this many seconds, whichever comes first.
    var seconds: Double = 60
    /// Seconds one run may take before it counts as a hang.
    var timeout: Double = 20
    /// Resident memory in MiB past which a run is killed and counted (the README's promise).
    var memoryCapMB = 1024
    /// The seed of the input generator.
    var seed: UInt64 = 1
    /// The repository (seeds: Presets/, Tests/Goldens/, docs/strips/).
    var root = FileManager.default.currentDirectoryPath
    /// The binary under test.
    var flipbook = ""
    /// Where work files and findings go.
    var out = "fuzz-findings"

    static let usage = """
        usage: flipbook-fuzz [--iterations N] [--seconds S] [--timeout S] [--memory-cap MIB] [--seed N] [--root DIR] [--flipbook PATH] [--out DIR]
        """

    static func parse(_ arguments: [String]) -> FuzzOptions {
        var options = FuzzOptions()
        var index = 0
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--iterations": options.iterations = Int(value()) ?? { fail("--iterations takes a whole number") }()
            case "--seconds": options.seconds = Double(value()) ?? { fail("--seconds takes a number") }()
            case "--timeout": options.timeout = Double(value()) ?? { fail("--timeout takes a number") }()
            case "--memory-cap": options.memoryCapMB = Int(value()) ?? { fail("--memory-cap takes a whole number of MiB") }()
            case "--seed": options.seed = UInt64(value()) ?? { fail("--seed takes a whole number") }()
            case "--root": options.root = value()
            case "--flipbook": options.flipbook = value()
            case "--out": options.out = value()
            case "-h", "--help": print(usage); exit(0)
            default: fail("unknown argument \(arguments[index])")
            }
            index += 1
        }
        if options.flipbook.isEmpty {
            options.flipbook = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/flipbook"
        }
        options.out = URL(fileURLWithPath: options.out).standardizedFileURL.path
        options.root = URL(fileURLWithPath: options.root).standardizedFileURL.path
        options.flipbook = URL(fileURLWithPath: options.flipbook).standardizedFileURL.path
        return options
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("flipbook-fuzz: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}

/// A small, fast, seedable generator (Steele, Lea & Flood's SplitMix64), so runs repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
