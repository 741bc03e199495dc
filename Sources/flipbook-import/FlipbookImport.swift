import ArgumentParser
import Foundation
import Inputs
import Outputs
import Problems
import SwiftImport

/// `flipbook-import`, which `flipbook import` runs: reads the paging options an app writes in
/// Swift into a Flipbook config, or a folder of them. Its own executable so that only it links swift-syntax.
@main
struct FlipbookImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook import",
        abstract: "Read the paging options an app's Swift already writes into Flipbook configs.",
        discussion: """
        A static read (swift-syntax; nothing is compiled or run) of ScaleTransformViewOptions, \
        StackTransformViewOptions, SnapshotTransformViewOptions, Parchment's PagingOptions and \
        PagingViewController (0.x to 4.x, UIKit or SwiftUI), UIPageViewController, UIPageControl and \
        CollectionViewPagingLayout settings, followed through the app's types: a property and every \
        assignment to it in the type and its extensions, in the order the app runs them; subclasses \
        configured through self; options built in a helper or a static let and passed on; the files' \
        constants. Writes `extends:` the named layout the code starts from, then only the keys that differ.
        A value the files do not define (an asset colour, a custom font, another module's constant) is \
        written as a placeholder: the default, marked with a comment. A value the app computes while it \
        runs is refused with its file:line:column and exit status 2, and nothing is written; \
        --allow-partial leaves it out and lists it.
        A folder (or --out DIR/) imports every screen: one config per screen, named after its type, and \
        SUMMARY.md, a table of what each holds, its placeholders and what was left out (values the app \
        computes while it runs are left out and listed there).
        Examples:
          flipbook import PhotoCell.swift --out photo.yaml && flipbook strip photo.yaml --out photo.png
          flipbook code scale.coverFlow | flipbook import -
          flipbook import App/Sources --out configs/ && flipbook check configs/
          flipbook import App/*.swift --type StackTransformView
        """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to read; - reads standard input.", valueName: "FILE.swift|DIR"))
    var files: [String]

    @Option(help: ArgumentHelp("Write the config here (atomically) instead of standard output; a folder (DIR/, or one that exists) "
                               + "takes one config per screen and SUMMARY.md.", valueName: "config.yaml|DIR/"))
    var out: String?

    @Option(help: ArgumentHelp("Pick the site of this type when several set the same options: ScaleTransformView, StackTransformView, "
                               + "SnapshotTransformView, PagingOptions, UIPageViewController, UIPageControl, CollectionViewPagingLayout. "
                               + "Give one per group to pick.", valueName: "TYPE"))
    var type: [String] = []

    @Option(help: ArgumentHelp("Pick the site that starts on this line (at this column), else the innermost that spans it, "
                               + "when several set the same options. Give one per group to pick.", valueName: "FILE:LINE[:COLUMN]"))
    var at: [String] = []

    @Flag(help: "Leave out values the app computes while it runs (listed in a comment) instead of refusing the file.")
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
        guard !files.isEmpty else { throw ValidationError("give at least one Swift file or folder, or - for standard input") }
        for type in type where OptionSite.Kind.named(type) == nil {
            throw ValidationError("unknown --type \(type): use one of \(OptionSite.Kind.allCases.map(\.typeName).joined(separator: ", "))")
        }
        for at in at where Self.position(at) == nil { throw ValidationError("--at takes FILE:LINE or FILE:LINE:COLUMN, e.g. --at PhotoCell.swift:12") }
    }

    /// `FILE:LINE` or `FILE:LINE:COLUMN`.
    static func position(_ text: String) -> (file: String, line: Int, column: Int?)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]), line > 0, column > 0 {
            return (parts.dropLast(2).joined(separator: ":"), line, column)
        }
        guard parts.count >= 2, let line = Int(parts[parts.count - 1]), line > 0 else { return nil }
        return (parts.dropLast().joined(separator: ":"), line, nil)
    }

    func run() throws {
        Self.dieWithParent()
        let inputs = try SwiftInputs(files)
        var importer = SwiftImporter(allowPartial: allowPartial)
        importer.omissionsHeading = "Left out (not literals; --allow-partial):"
        for type in type { if let kind = OptionSite.Kind.named(type) { importer.pick(.type(kind)) } }
        for at in at { if let (file, line, column) = Self.position(at) { importer.pick(.at(file: file, line: line), column: column) } }
        if inputs.hasFolder || out.map(Self.isFolder) == true {
            try importScreens(inputs, importer: importer)
            return
        }
        let text = try importer.yaml(from: inputs.sources)
        guard Self.parentIsAlive else { _exit(EXIT_FAILURE) }
        if let out {
            // Never over an input: `--out Cell.swift` (or a link to it) would replace the Swift with YAML.
            try OutputFile.write(text, to: out, inputs: InputFiles(files.filter { $0 != "-" }))
        } else {
            print(text, terminator: "")
        }
    }

    /// `--out` names a folder: it ends in `/` or is one already.
    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return path.hasSuffix("/") || FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// One config per screen into the `--out` folder, the summary printed; progress on standard error.
    private func importScreens(_ inputs: SwiftInputs, importer: SwiftImporter) throws {
        guard let out else {
            throw ValidationError("a folder of Swift gives one config per screen: name the folder they go in with --out, e.g. --out configs/")
        }
        guard importer.choices.isEmpty else {
            throw ValidationError("--type and --at pick one site for one config; a folder import writes every screen: leave them out")
        }
        let count = inputs.sources.count
        let skipped = inputs.skippedLibraryFiles > 0 ? ", skipping \(inputs.skippedLibraryFiles) of a paging library's own sources" : ""
        Terminal.progress("flipbook import: reading \(count) Swift file\(count == 1 ? "" : "s") (\(inputs.bytesRead) bytes)\(skipped)\n")
        let screens = try importer.screens(from: inputs.sources) { number, total, name in
            Terminal.progress("  [\(number)/\(total)] \(name)\n")
        }
        guard screens.contains(where: { if case .success = $0.outcome { true } else { false } }) else {
            let reasons = screens.map { screen -> String in
                if case let .failure(error) = screen.outcome { return "  \(screen.name): \(error)" }
                return "  \(screen.name)"
            }
            throw ValidationError("no screen could be imported:\n" + reasons.joined(separator: "\n"))
        }
        guard Self.parentIsAlive else { _exit(EXIT_FAILURE) }
        let folder = out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out
        print(try ScreenFolder(folder: folder, inputs: files).write(screens), terminator: "")
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
