import Foundation

/// Hostile and mistaken inputs: each must give one clear `Problem`, never a crash or a hang.
/// ConfigTests loads each; EndToEndTests runs each through the `flipbook` binary (exit code 2, no output).
public struct BadInput: CustomStringConvertible, Sendable {
    /// What the case is about.
    public let name: String
    /// Files to create (relative path → contents).
    public let files: [String: String]
    /// The file given to the loader or the command.
    public let main: String
    /// The error's first line must start with this (after the temporary folder's path is removed).
    public let expected: String
    /// The case's name, shown by parameterised tests.
    public var description: String { name }

    /// A case: its name, the file to load, the files to create and the expected first line's start.
    public init(_ name: String, _ main: String, _ files: [String: String], _ expected: String) {
        self.name = name
        self.main = main
        self.files = files
        self.expected = expected
    }

    /// Writes the files into `root` (the 100 MB file and the Latin-1 file where the table asks).
    public func write(into root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if text == BadInput.notUTF8 {
                try Data([0x65, 0x66, 0xE9, 0x0A]).write(to: url)   // "efé\n" in Latin-1
            } else if text == BadInput.hundredMegabytes {
                // A sparse file: 100 MB long, nearly free to create.
                _ = FileManager.default.createFile(atPath: url.path, contents: Data("effect: scale.linear\n# ".utf8))
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: 100 * 1_048_576)
                try handle.close()
            } else {
                try Data(text.utf8).write(to: url)
            }
        }
    }

    /// Stands for a sparse 100 MB file in `files`.
    public static let hundredMegabytes = "<100 MB>"
    /// Stands for a file in Latin-1, not UTF-8, in `files`.
    public static let notUTF8 = "<Latin-1>"

    /// Every case.
    public static var table: [BadInput] {
        let deepFlow = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let deepBlock = (0..<100).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n") + " 1\n"
        let deepCompact = String(repeating: "- ", count: 50_000) + "x\n"
        let deepJSON = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let laughs = """
        a: &a [x, x, x, x, x, x, x, x, x, x]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
        """
        return [
            BadInput("malformed YAML", "bad.yaml", ["bad.yaml": "effect: {scale: {minScale: 1}\n"],
                     "bad.yaml:1:9: error: YAML syntax error: did not find expected ',' or '}'"),
            BadInput("malformed JSON", "bad.json", ["bad.json": "{\"effect\": \"scale.linear\" \"itemCount\": 3}"],
                     "bad.json:1:27: error: JSON syntax error: expected `,` or `}` in an object, found `\"`"),
            BadInput("wrong type", "bad.yaml", ["bad.yaml": "effect: scale.linear\nitemCount: many\n"],
                     "bad.yaml:2:12: error: `itemCount` must be an integer in 1…1000000000; got the string \"many\""),
            BadInput("unknown key", "bad.yaml", ["bad.yaml": "effect: {stack: {maxStackSise: 3}}\n"],
                     "bad.yaml:1:18: error: unknown key `maxStackSise` in `effect.stack` — did you mean `maxStackSize`?"),
            BadInput("extends cycle", "a.yaml", ["a.yaml": "extends: b.yaml\n", "b.yaml": "extends: a.yaml\n"],
                     "b.yaml:1:10: error: `extends` cycle: a.yaml → b.yaml → a.yaml"),
            BadInput("missing extended file", "bad.yaml", ["bad.yaml": "extends: base/missing.yaml\n"],
                     "bad.yaml:1:10: error: `extends`: no file at "),
            BadInput("missing config file", "absent.yaml", [:], "error: no config file at "),
            BadInput("absurd size", "bad.yaml", ["bad.yaml": "effect: scale.linear\nviewport: {width: 100000, height: 100}\n"],
                     "bad.yaml:2:11: error: `viewport` is 100000 × 100 pt, 100000 × 100 px at output.scale 1; each side must be at most 16384 px"),
            BadInput("too many pieces", "bad.yaml", ["bad.yaml": "effect: {snapshot: {pieceSizeRatio: [0.001, 0.001]}}\n"],
                     "bad.yaml:1:37: error: `effect.snapshot.pieceSizeRatio` cuts each card into 1000000 pieces"),
            BadInput("100 MB file", "huge.yaml", ["huge.yaml": hundredMegabytes],
                     "error: huge.yaml is 104857600 bytes (100.0 MiB); config files must be at most 1 MiB (1048576 bytes)"),
            BadInput("100 MB extended file", "bad.yaml", ["bad.yaml": "extends: huge.yaml\n", "huge.yaml": hundredMegabytes],
                     "bad.yaml:1:10: error: `extends`: huge.yaml is 104857600 bytes (100.0 MiB); config files must be at most 1 MiB"),
            BadInput("deep flow nesting", "deep.yaml", ["deep.yaml": deepFlow],
                     "deep.yaml:1:255: error: values nest deeper than 64 levels"),
            BadInput("deep block nesting", "deep.yaml", ["deep.yaml": deepBlock],
                     "deep.yaml:65:65: error: values nest deeper than 64 levels"),
            BadInput("deep compact lists", "deep.yaml", ["deep.yaml": deepCompact],
                     "deep.yaml:1:"),
            BadInput("deep JSON nesting", "deep.json", ["deep.json": deepJSON],
                     "deep.json:1:65: error: values nest deeper than 64 levels"),
            BadInput("alias bomb", "laughs.yaml", ["laughs.yaml": laughs],
                     "laughs.yaml:6:1: error: more than 1000000 values (or 8 MB of text) once YAML aliases are expanded"),
            BadInput("not UTF-8", "latin1.yaml", ["latin1.yaml": notUTF8],
                     "error: latin1.yaml is not UTF-8 text — save it as UTF-8"),
            BadInput("a folder", "folder.yaml", ["folder.yaml/x": ""],
                     "error: folder.yaml is a folder, not a config file — give a .yaml or .json config file"),
            BadInput("two documents", "two.yaml", ["two.yaml": "effect: scale.linear\n---\neffect: stack.blur\n"],
                     "two.yaml:2:1: error: YAML syntax error: but found another document"),
            BadInput("empty file", "empty.yaml", ["empty.yaml": ""],
                     "empty.yaml:1:1: error: missing key `effect`"),
        ]
    }
}
