import Foundation
import TestSupport
import Testing

/// A whole app at a time: `Snippets/App` is an app written here in the shapes real apps use
/// (stored properties configured in other methods, a Parchment subclass configured through `self`,
/// options built in a helper and passed on, Parchment 0.x structs, SwiftUI page views without
/// options or with a `static let`, Parchment's SwiftUI `PageView`, PVView actions in locals, the
/// app's own constants, an asset colour and a custom font). `flipbook import App --out configs/`
/// writes one config per screen and a summary; `App.expected` holds them as checked by hand against
/// the Swift, and they change only by editing them.
@Suite(.serialized) struct AppImportTests {
    static let snippets = SnippetTests.snippets
    static let expected = snippets.appendingPathComponent("App.expected")

    /// A copy of the app in a fresh folder, so that its paths read `App/…` as in the expected files.
    static func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: snippets.appendingPathComponent("App"), to: folder.path("App"))
        return folder
    }

    @Test func aFolderGivesOneConfigPerScreenAndTheSummary() throws {
        let folder = try Self.app()
        let run = try runFlipbook(["import", "App", "--out", "configs/"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try String(contentsOf: Self.expected.appendingPathComponent("SUMMARY.md"), encoding: .utf8)
        #expect(run.stdout == summary)
        #expect(try String(contentsOf: folder.path("configs/SUMMARY.md"), encoding: .utf8) == summary)
        // Progress on standard error, one line per screen.
        #expect(run.stderr.contains("reading 10 Swift files") && run.stderr.contains("  [1/9] CalendarViewController\n")
            && run.stderr.contains("  [9/9] IntroViewController\n"), "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.expected.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count == 9)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("configs").path).sorted() == (names + ["SUMMARY.md"]).sorted())
        for name in names {
            let written = try String(contentsOf: folder.path("configs/" + name), encoding: .utf8)
            let wanted = try String(contentsOf: Self.expected.appendingPathComponent(name), encoding: .utf8)
            #expect(written == wanted, "\(name)")
            let validate = try runFlipbook(["validate", "configs/" + name], in: folder.url)
            #expect(validate.status == 0, "\(name): \(validate.output)")
        }
    }

    /// The folder is a scene folder like any other: `check` records and then passes, `strip` draws a screen.
    @Test func checkAndStripWorkOnTheImportedFolder() throws {
        let folder = try Self.app()
        #expect(try runFlipbook(["import", "App", "--out", "configs/"], in: folder.url).status == 0)
        let record = try runFlipbook(["check", "configs", "--goldens", "goldens", "--out", "report", "--strip"], in: folder.url)
        #expect(record.status == 1, "a first run records the goldens: \(record.output)")
        let check = try runFlipbook(["check", "configs", "--goldens", "goldens", "--out", "report", "--strip", "--record", "never"], in: folder.url)
        #expect(check.status == 0, "\(check.output)")
        let strip = try runFlipbook(["strip", "configs/LibraryPagingViewController.yaml", "--out", "library.png"], in: folder.url)
        #expect(strip.status == 0 && FileManager.default.fileExists(atPath: folder.path("library.png").path), "\(strip.output)")
    }

    @Test func aFolderNeedsAnOutFolderAndSwiftInIt() throws {
        let folder = try Self.app()
        let noOut = try runFlipbook(["import", "App"], in: folder.url)
        #expect(noOut.status == 2 && noOut.stderr.contains("--out configs/"), "\(noOut.stderr)")
        try FileManager.default.createDirectory(at: folder.path("Empty"), withIntermediateDirectories: true)
        let empty = try runFlipbook(["import", "Empty", "--out", "configs/"], in: folder.url)
        #expect(empty.status == 2 && empty.stderr.contains("Empty holds no .swift files"), "\(empty.stderr)")
        let picked = try runFlipbook(["import", "App", "--out", "configs/", "--type", "PagingOptions"], in: folder.url)
        #expect(picked.status == 2 && picked.stderr.contains("leave them out"), "\(picked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("configs").path))
    }

    /// Bounds on what one import reads: more files than it takes is refused before any is parsed.
    @Test func aFolderOfTooManyFilesIsRefused() throws {
        let folder = try TemporaryFolder()
        let sources = folder.path("Big")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for index in 0...2_000 { try Data("let x\(index) = \(index)\n".utf8).write(to: sources.appendingPathComponent("F\(index).swift")) }
        let run = try runFlipbook(["import", "Big", "--out", "configs/"], in: folder.url)
        #expect(run.status == 2 && run.stderr.contains("more than 2000 Swift files"), "\(run.stderr)")
    }

    /// Dependencies' checkouts are not the app: a `Pods` folder inside the app is skipped.
    @Test func dependencyFoldersAreSkipped() throws {
        let folder = try Self.app()
        let pods = folder.path("App/Pods/Parchment")
        try FileManager.default.createDirectory(at: pods, withIntermediateDirectories: true)
        try Data("class FixedPagingViewController: PagingViewController { }\nlet x = PagingViewController()\n".utf8)
            .write(to: pods.appendingPathComponent("FixedPagingViewController.swift"))
        let run = try runFlipbook(["import", "App", "--out", "configs/"], in: folder.url)
        #expect(run.status == 0 && run.stderr.contains("reading 10 Swift files"), "\(run.stderr)")
    }
}
