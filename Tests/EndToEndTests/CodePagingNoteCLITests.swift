import Foundation
import Testing
import TestSupport

/// `flipbook code` and `paging: elegantPages…`: ElegantPages is a SwiftUI pager of its own, which
/// the code cannot carry, so every flavour says it left the setting out instead of dropping it silently.
@Suite struct CodePagingNoteCLITests {
    @Test func everyFlavourSaysElegantPagesIsNotWritten() throws {
        let root = try TemporaryFolder(files: [
            "regular.yaml": "extends: scale.coverFlow\npaging: elegantPages.regular\n",
            "cutoff.yaml": "extends: menu.tabs\npaging: {elegantPages: {earlyCutoff: {scrollResistanceCutOff: 30, pageTurnCutOff: 60}}}\n",
            "pages.yaml": "extends: pages.scroll\npaging: elegantPages.regular\n",
            "plain.yaml": "extends: scale.coverFlow\n",
        ])
        let note = "// Not written: `paging: elegantPages`"
        for (config, flavour, turn) in [("regular.yaml", [], "(regular, pageTurnDelta 0.3)"), ("regular.yaml", ["--swiftui"], "(regular, pageTurnDelta 0.3)"),
                                        ("cutoff.yaml", [], "(earlyCutoff, scrollResistanceCutOff 30, pageTurnCutOff 60)"),
                                        ("cutoff.yaml", ["--swiftui"], "(earlyCutoff"), ("pages.yaml", [], "(regular")] {
            let run = try runFlipbook(["code", config] + flavour, in: root.url)
            #expect(run.status == 0, "\(run.output)")
            #expect(run.stdout.contains(note + " " + turn) && run.stdout.contains("ElegantHPages"), "\(config) \(flavour):\n\(run.stdout)")
            // A comment in the header, before the first import.
            let header = run.stdout.components(separatedBy: "\nimport ").first ?? ""
            #expect(header.contains(note), "\(config) \(flavour)")
        }
        #expect(try !runFlipbook(["code", "plain.yaml"], in: root.url).stdout.contains("elegantPages"))
    }
}
