import ArgumentParser
import Foundation
import Inputs
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
            signal(SIGPIPE, SIG_IGN)
            var command = try parseAsRoot()
            try command.run()
            // `print` buffers: a full disk or a closed reader shows only when flushed.
            if let failure = Terminal.finishOutput(), failure != EPIPE {
                standardError("error: cannot write the config to standard output — write it with --out FILE.yaml")
                exit(withError: ExitCode(2))
            }
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

    /// The largest Swift input read, file or standard input: 4 MiB, far above any view's source
    /// (swift-syntax's tree of a 10 MB file took 43.8 s and 1.33 GB).
    static let maximumBytes = 4 << 20

    func run() throws {
        Self.dieWithParent()
        var sources: [SwiftSource] = []
        var read: Set<FileIdentity> = []
        // A file named twice (`A.swift ./A.swift`, a glob that overlaps) is read once, or its one
        // site would be "several sites".
        for file in files {
            if file != "-", let identity = FileIdentity(path: file), !read.insert(identity).inserted { continue }
            sources.append(SwiftSource(name: file == "-" ? "stdin" : file, text: try Self.read(file)))
        }
        var importer = SwiftImporter(allowPartial: allowPartial)
        importer.omissionsHeading = "Left out (not literals; --allow-partial):"
        if let type, let kind = OptionSite.Kind.named(type) { importer.choice = .type(kind) }
        if let at, let (file, line) = Self.position(at) { importer.choice = .at(file: file, line: line) }
        let text = try importer.yaml(from: sources)
        guard Self.parentIsAlive else { _exit(EXIT_FAILURE) }
        if let out {
            // Never over an input: `--out Cell.swift` (or a link to it) would replace the Swift with YAML.
            try OutputFile.write(text, to: out, inputs: InputFiles(files.filter { $0 != "-" }))
        } else {
            print(text, terminator: "")
        }
    }

    /// A file's text, or standard input's for `-`, read through `InputFile` (regular files only,
    /// bounded), each failure said as what it is.
    private static func read(_ file: String) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = file == "-" ? try InputFile.readStandardInput(maximumBytes: maximumBytes)
                : try InputFile.read(file, maximumBytes: maximumBytes)
        } catch {
            let name = file == "-" ? "standard input" : file
            switch error {
            case .missing:
                throw Problem(.missingFile, "\(file): no such Swift file", value: file)
            case .folder:
                throw Problem(.notRegularFile, "\(file) is a folder, not a Swift file", fix: "give the .swift files in it, e.g. \(file)/*.swift", value: file)
            case .special(let kind):
                throw Problem(.notRegularFile, "\(file) is \(kind), not a Swift file", fix: "give a regular .swift file, or - to read standard input", value: file)
            case .tooLarge(let size):
                throw Problem(.tooLarge, "\(name) holds \(size > maximumBytes ? "more than \(maximumBytes)" : "\(size)") bytes; flipbook import reads Swift sources up to \(maximumBytes >> 20) MiB",
                              fix: "give the file that declares the options, not a whole module", value: file)
            case .unreadable(let reason):
                throw Problem(.io, "cannot read \(name): \(reason)", value: file)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Problem(.wrongFormat, "\(file) is not UTF-8 text", fix: "save it as UTF-8", value: file)
        }
        return text
    }

    /// When `flipbook import` started this process (it sets `FLIPBOOK_IMPORT_PARENT` to its pid),
    /// this process ends as soon as that parent is gone (killed, or interrupted), checked every
    /// 50 ms and once more before the output is written: nothing appears after the command that
    /// asked for it has ended. (`prctl(PR_SET_PDEATHSIG)` is variadic C, which Swift cannot call.)
    static func dieWithParent() {
        guard let parent = expectedParent else { return }
        let watcher = Thread {
            while getppid() == parent { usleep(50_000) }
            _exit(EXIT_FAILURE)
        }
        watcher.start()
    }

    /// Whether the parent `flipbook import` is still there (always true when run on its own).
    static var parentIsAlive: Bool {
        expectedParent.map { getppid() == $0 } ?? true
    }

    private static var expectedParent: pid_t? {
        ProcessInfo.processInfo.environment["FLIPBOOK_IMPORT_PARENT"].flatMap { pid_t($0) }
    }
}
