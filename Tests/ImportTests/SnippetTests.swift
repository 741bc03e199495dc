import Foundation
import TestSupport
import Testing

/// App code as people write it (a UIKit cell, a SwiftUI page view, Parchment set up in
/// viewDidLoad, a menu of numbered days from an infinite data source, UIPageViewController containers, snapshot pieces, PVView actions on an overlay, and what upstream's Layout Designer prints: its SwiftUI
/// `ContentView` and UIKit `MyCell`, with its number formatting, `.init(…)`, `.zero`, `.black`, tuples,
/// `stackRotateAngel:`, `.aggregated([…], +)`, `.pagePadding(…)` and the card's `CGRect`), read by `flipbook import` into
/// the config in `Snippets/NAME.expected.yaml`. The expected files were written by hand-checking
/// the tool's output against the Swift; they change only by editing them.
@Suite(.serialized) struct SnippetTests {
    static let snippets = repositoryRoot.appendingPathComponent("Tests/ImportTests/Snippets")

    @Test(arguments: ["PhotoCell", "CardsView", "MenuViewController", "PagingSetup", "BookViewController", "PagesContainer", "Snapshot", "SnapshotLayout", "Onboarding", "DaysMenu",
                       "LayoutDesignerScale", "LayoutDesignerStack", "LayoutDesignerSnapshot", "LayoutDesignerLayout"])
    func snippetImportsToItsExpectedConfig(_ name: String) throws {
        let run = try runFlipbook(["import", name + ".swift"], in: Self.snippets)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try String(contentsOf: Self.snippets.appendingPathComponent(name + ".expected.yaml"), encoding: .utf8)
        #expect(run.stdout == expected)
    }

    @Test func standardInputAndOutFileGiveTheSameConfig() throws {
        let folder = try TemporaryFolder()
        let swift = try String(contentsOf: Self.snippets.appendingPathComponent("CardsView.swift"), encoding: .utf8)
        try swift.write(to: folder.path("CardsView.swift"), atomically: true, encoding: .utf8)
        let file = try runFlipbook(["import", "CardsView.swift", "--out", "cards.yaml"], in: folder.url)
        #expect(file.status == 0 && file.stdout.isEmpty, "\(file.stderr)")
        let piped = try runFlipbook(["import", "-"], input: swift, in: folder.url)
        #expect(piped.status == 0, "\(piped.stderr)")
        let written = try String(contentsOf: folder.path("cards.yaml"), encoding: .utf8)
        #expect(piped.stdout == written.replacingOccurrences(of: "CardsView.swift", with: "stdin"))
        // What import writes is a config every command reads.
        let validate = try runFlipbook(["validate", "cards.yaml"], in: folder.url)
        #expect(validate.status == 0, "\(validate.output)")
    }
}
