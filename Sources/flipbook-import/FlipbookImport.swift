import ArgumentParser
import Foundation
import Outputs
import Problems
import SwiftImport

/// `flipbook-import`, which `flipbook import` runs: reads the paging options an app writes in
/// Swift into a Flipbook config. Its own executable so that only it links swift-syntax.
@main
struct FlipbookImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook import",
        abstract: "Read the paging options an app's Swift already writes into a Flipbook config.",
        discussion: """
        A static read (swift-syntax; nothing is compiled or run) of ScaleTransformViewOptions, \
        StackTransformViewOptions, SnapshotTransformViewOptions (.layout(.coverFlow), initialisers, \
        `var options = …` then `options.x = …`), Parchment's PagingOptions, UIPageViewController's \
        initialiser and options, UIPageControl and CollectionViewPagingLayout settings. Writes \
        `extends:` the named layout the code starts from, then only the keys that differ. A value \
        that is not a literal (a variable, a call, a conditional) is refused with its file:line:column \
        and exit status 2, and nothing is written; --allow-partial leaves it out and lists it.
        Examples:
          flipbook import PhotoCell.swift --out photo.yaml && flipbook strip photo.yaml --out photo.png
          flipbook code scale.coverFlow | flipbook import -
          flipbook import App/*.swift --type StackTransformView
        """
    )

    @Argument(help: ArgumentHelp("Swift files to read; - reads standard input.", valueName: "FILE.swift"))
    var files: [String]

    @Option(help: ArgumentHelp("Write the config here (atomically) instead of standard output.", valueName: "config.yaml"))
    var out: String?

    @Option(help: ArgumentHelp("Pick the site of this type when several set the same options: ScaleTransformView, StackTransformView, "
                               + "SnapshotTransformView, PagingOptions, UIPageViewController, UIPageControl.", valueName: "TYPE"))
    var type: String?

    @Option(help: ArgumentHelp("Pick the site that spans this line when several set the same options.", valueName: "FILE:LINE"))
    var at: String?

    @Flag(help: "Leave out values that are not literals (listed in a comment) instead of refusing the file.")
    var allowPartial = false

    /// ArgumentParser's `main()`, with `flipbook`'s exit statuses: every mistake is 2 (not 64 or 1),
    /// with its message on standard error; nothing is written then.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ImportError {
            standardError("error: \(error)")
            exit(withError: ExitCode(2))
        } catch {
            switch exitCode(for: error) {
            case .validationFailure:
                standardError(fullMessage(for: error))
                exit(withError: ExitCode(2))
            case .failure where !(error is ExitCode):
                standardError("error: \(error)")
                exit(withError: ExitCode(2))
            default:
                exit(withError: error)
            }
        }
    }

    private static func standardError(_ text: String) {
        Terminal.error(text)
    }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one Swift file, or - for standard input") }
        if type != nil, at != nil { throw ValidationError("--type and --at both pick a site; give one of them") }
        if let type, OptionSite.Kind.named(type) == nil {
            throw ValidationError("unknown --type \(type): use one of \(OptionSite.Kind.allCases.map(\.typeName).joined(separator: ", "))")
        }
        if let at, Self.position(at) == nil { throw ValidationError("--at takes FILE:LINE, e.g. --at PhotoCell.swift:12") }
    }

    static func position(_ text: String) -> (file: String, line: Int)? {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0 else { return nil }
        return (String(text[..<colon]), line)
    }

    func run() throws {
        var sources: [SwiftSource] = []
        for file in files {
            sources.append(SwiftSource(name: file == "-" ? "stdin" : file, text: try Self.read(file)))
        }
        var importer = SwiftImporter(allowPartial: allowPartial)
        importer.omissionsHeading = "Left out (not literals; --allow-partial):"
        if let type, let kind = OptionSite.Kind.named(type) { importer.choice = .type(kind) }
        if let at, let (file, line) = Self.position(at) { importer.choice = .at(file: file, line: line) }
        let text = try importer.yaml(from: sources)
        if let out {
            try OutputFile.write(text, to: out)
        } else {
            print(text, terminator: "")
        }
    }

    /// A file's text, or standard input's for `-`.
    private static func read(_ file: String) throws -> String {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else {
                throw Problem("\(file): no such Swift file", value: file, kind: isFolder.boolValue ? .notRegularFile : .missingFile)
            }
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw Problem("\(file): cannot be read (\(error.localizedDescription))", value: file, kind: .io)
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem("\(file) is not UTF-8 text", fix: "save it as UTF-8", value: file, kind: .wrongFormat)
        }
        return text
    }
}
