import Foundation
import TestSupport
import Testing

/// What `flipbook import` cannot know is refused with file:line:column, the expression and the
/// option it feeds, exit status 2, and nothing written; `--allow-partial` leaves it out instead.
@Suite(.serialized) struct RefusalTests {
    static let snippets = SnippetTests.snippets

    @Test func aVariableIsRefusedWithItsPositionAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Self.snippets.appendingPathComponent("Refuse.swift"), to: folder.path("Refuse.swift"))
        let run = try runFlipbook(["import", "Refuse.swift", "--out", "refused.yaml"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        // `spacing` and `theme.shadowColor()` before it are names from outside the file: placeholders, not refusals.
        #expect(run.stderr.hasPrefix("error: Refuse.swift:8:28: `isPad ? 1 : 0.9` (feeding `effect.scale.maxScale`) is not a literal"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("refused.yaml").path))
    }

    @Test(arguments: [
        ("options.maxScale = isPad ? 1 : 0.9", "2:20: `isPad ? 1 : 0.9` (feeding `effect.scale.maxScale`)"),
        ("options.minScale = view.bounds.width * 2", "2:20: `view.bounds.width * 2` (feeding `effect.scale.minScale`)"),
        ("options.rotation3d?.angle = angle(for: index)", "2:29: `angle(for: index)` (feeding `effect.scale.rotation3d.angle`)"),
        ("options.shadowOffsetMin = CGSize(width: 0, height: view.frame.height)", "2:52: `view.frame.height` (feeding `effect.scale.shadowOffsetMin.height`)"),
        // A constant of the file computed from a measured size: refused where it is computed.
        ("let spacing = cell.frame.width / 10\noptions.minScale = spacing", "2:15: `cell.frame.width / 10` (feeding `effect.scale.minScale`)"),
    ])
    func aValueTheAppComputesWhileItRunsIsRefused(_ line: String, _ message: String) throws {
        let swift = "var options = ScaleTransformViewOptions.layout(.coverFlow)\n\(line)\n"
        let run = try runFlipbook(["import", "-"], input: swift)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: stdin:" + message + " is not a literal"), "\(run.stderr)")
    }

    @Test func aPVViewActionWithAVariableIsRefused() throws {
        let swift = "func make(start: CGFloat) {\n    let pages = [[(\"logo\", [PVActionFade(from: start, to: 0)])]]\n}\n"
        let run = try runFlipbook(["import", "-"], input: swift)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: stdin:2:48: `start` (feeding `overlay.pages[0].logo.actions.fade.from`) is not a literal"), "\(run.stderr)")
    }

    @Test func allowPartialLeavesTheValuesOutAndListsThem() throws {
        let run = try runFlipbook(["import", "Refuse.swift", "--allow-partial"], in: Self.snippets)
        #expect(run.status == 0, "\(run.stderr)")
        // The names from outside the file are placeholders, what the app computes is left out.
        #expect(run.stdout == """
            # Imported by `flipbook import` from Refuse.swift: only what differs from `scale.linear`.
            # Placeholders (values not in these files; the default stands in): effect.scale.minScale, effect.scale.shadowColor
            # Left out (not literals; --allow-partial):
            #   effect.scale.maxScale = isPad ? 1 : 0.9  (Refuse.swift:8:28)
            # Refuse.swift:5
            extends: scale.linear
            # Refuse.swift:5
            effect:
              scale:
                scaleRatio: 0.6
                # placeholder: spacing (Refuse.swift:6), `spacing` is defined outside these files — set the app's value
                minScale: 0.6
                # placeholder: theme.shadowColor() (Refuse.swift:7), `theme.shadowColor()` is defined outside these files — set the app's value
                shadowColor: "#000000"

            """)
    }

    @Test func severalSitesAreListedUntilOneIsPicked() throws {
        let both = try runFlipbook(["import", "Two.swift"], in: Self.snippets)
        #expect(both.status == 2)
        #expect(both.stdout.isEmpty)
        #expect(both.stderr.contains("Two.swift:4  ScaleTransformView"), "\(both.stderr)")
        #expect(both.stderr.contains("Two.swift:9  StackTransformView"), "\(both.stderr)")

        let stack = try runFlipbook(["import", "Two.swift", "--type", "StackTransformView"], in: Self.snippets)
        #expect(stack.status == 0 && stack.stdout.contains("extends: stack.vortex\n") && !stack.stdout.contains("scale."), "\(stack.output)")
        let scale = try runFlipbook(["import", "Two.swift", "--at", "Two.swift:4"], in: Self.snippets)
        #expect(scale.status == 0 && scale.stdout.contains("extends: scale.rotary\n") && !scale.stdout.contains("stack."), "\(scale.output)")
        let nowhere = try runFlipbook(["import", "Two.swift", "--at", "Two.swift:20"], in: Self.snippets)
        #expect(nowhere.status == 2 && nowhere.stderr.contains("no option site matches --at Two.swift:20"), "\(nowhere.stderr)")
    }

    /// Every `--type`/`--at` a "several sites" refusal suggests, run as printed, imports: one
    /// group set twice (two cells), two screens each with a menu and dots (two groups open), and two
    /// SwiftUI page views in one file.
    @Test(arguments: ["Two.swift", "Screens.swift", "App/Cards/CardsView.swift"])
    func everySuggestedPickImportsAsPrinted(_ file: String) throws {
        let folder = try TemporaryFolder(files: ["Screens.swift": """
            final class NewsViewController: UIViewController {
                private let paging = PagingViewController()
                private let dots = UIPageControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    paging.indicatorColor = .systemRed
                    dots.numberOfPages = 3
                }
            }
            final class SportViewController: UIViewController {
                private let paging = PagingViewController()
                private let dots = UIPageControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    paging.indicatorColor = .systemGreen
                    dots.numberOfPages = 4
                }
            }
            """])
        try FileManager.default.copyItem(at: Self.snippets.appendingPathComponent("Two.swift"), to: folder.path("Two.swift"))
        try FileManager.default.createDirectory(at: folder.path("App/Cards"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.snippets.appendingPathComponent("App/Cards/CardsView.swift"), to: folder.path("App/Cards/CardsView.swift"))
        let refused = try runFlipbook(["import", file], in: folder.url)
        #expect(refused.status == 2 && refused.stderr.hasPrefix("error: several sites set the same options"), "\(refused.stderr)")
        let remedies = refused.stderr.split(separator: "\n").dropFirst().compactMap { line -> [String]? in
            guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
            return line[line.index(after: open)..<line.index(before: line.endIndex)].split(separator: " ").map(String.init)
        }
        #expect(remedies.count == refused.stderr.split(separator: "\n").count - 1, "every site has a pick: \(refused.stderr)")
        let sites = refused.stderr.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        for (site, remedy) in zip(sites, remedies) {
            #expect(remedy.first?.hasPrefix("--") == true, "\(remedy)")
            let run = try runFlipbook(["import", file] + remedy, in: folder.url)
            #expect(run.status == 0, "\(remedy): \(run.stderr)")
            // The config is the picked site's: its place is the comment above its group.
            #expect(run.stdout.contains("# \(site)\n"), "\(remedy) picks \(site): \(run.stdout)")
        }
    }

    @Test func aFileWithoutOptionsOrThatIsMissingExitsWithTwo() throws {
        let folder = try TemporaryFolder(files: ["Plain.swift": "let answer = 42\n"])
        let plain = try runFlipbook(["import", "Plain.swift"], in: folder.url)
        #expect(plain.status == 2 && plain.stderr.contains("no paging options found in Plain.swift"), "\(plain.stderr)")
        let missing = try runFlipbook(["import", "Missing.swift"], in: folder.url)
        #expect(missing.status == 2 && missing.stderr == "error: no Swift file at Missing.swift — check the path (relative paths start in the current folder)\n", "\(missing.stderr)")
    }

    /// `flipbook` alone (no flipbook-import beside it) names the one command that builds it.
    @Test func withoutFlipbookImportTheBuildCommandIsPrinted() throws {
        let folder = try TemporaryFolder()
        let executable = try #require(flipbookExecutable)
        try FileManager.default.copyItem(at: executable, to: folder.path("flipbook"))
        let run = try runProcess(folder.path("flipbook"), ["import", "Cell.swift"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("swift build --product flipbook-import"), "\(run.stderr)")
    }
}
