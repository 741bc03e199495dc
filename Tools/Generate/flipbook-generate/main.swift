import Foundation
import Generators

// `flipbook-generate`: writes the repository's files that are derived from code (the JSON Schema,
// the docs' option and key tables, the presets' generated blocks) from the code they describe.
// Repository maintenance, not part of any library product: the library ships the schema and the
// tables as values, and this tool alone knows where they go in the repository.
//
//   swift run flipbook-generate            # rewrite the stale files, from the package's folder
//   swift run flipbook-generate --check    # list the stale ones and exit 1, writing nothing
//   swift package --allow-writing-to-package-directory regenerate   # the same, as a command plugin

let usage = """
    usage: flipbook-generate [--check] [REPOSITORY]
    Rewrites Presets/flipbook.schema.json, the generated tables in docs/*.md, the generated blocks
    of Presets/*.yaml from the code they describe, and the Swift files that carry the presets and the
    designer's and review's page assets as text. REPOSITORY defaults to the current folder.
      --check   write nothing; list the files that are stale and exit 1 if there are any
    example: swift run flipbook-generate --check
    """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
    FileHandle.standardError.write(Data("flipbook-generate: unexpected argument \(arguments.joined(separator: " "))\n\(usage)\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)

do {
    let files = try GeneratedFiles.expected(committed: { path in
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }, listing: { folder in
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).filter { !$0.hasPrefix(".") }.sorted()
    })
    var stale: [String] = []
    for file in files {
        let url = root.appendingPathComponent(file.path)
        guard (try? String(contentsOf: url, encoding: .utf8)) != file.text else { continue }
        stale.append(file.path)
        // Written whole or not at all: Foundation's atomic write goes through a temporary file.
        if !check { try file.text.write(to: url, atomically: true, encoding: .utf8) }
    }
    if stale.isEmpty {
        print("flipbook-generate: all \(files.count) generated files are current")
    } else if check {
        print("flipbook-generate: stale (run swift run flipbook-generate):\n" + stale.map { "  \($0)" }.joined(separator: "\n"))
        exit(1)
    } else {
        print("flipbook-generate: rewrote\n" + stale.map { "  \($0)" }.joined(separator: "\n"))
    }
} catch {
    FileHandle.standardError.write(Data("flipbook-generate: \(error)\n".utf8))
    exit(2)
}
