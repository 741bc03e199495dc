import Foundation
import TestSupport
import Testing
@testable import SwiftImport

/// The pieces that read upstream's Layout Designer's code: the options variable and the SwiftUI
/// `.options(…)` naming it as one site, `.pagePadding(…)` and a cell's card frame as `card.inset`,
/// the effect's defaults left out, and the designer's bracketless custom pieces lists.
@Suite struct LayoutDesignerImportTests {
    /// A SwiftUI page view over `options`, with `modifiers` after `.options(…)`.
    static func contentView(options: String = "ScaleTransformViewOptions(minScale: 0.50)", argument: String = "options", _ modifiers: String) -> String {
        """
        struct ContentView: View {
            var options = \(options)

            var body: some View {
                ScalePageView(items) { item in
                    Text("\\(item.number)")
                }
                .options(\(argument))
                \(modifiers)
            }
        }
        """
    }

    static func imported(_ text: String) throws -> String {
        try SwiftImporter().yaml(from: [SwiftSource(name: "ContentView.swift", text: text)])
    }

    @Test func theOptionsVariableAndTheModifierNamingItAreOneSite() throws {
        let yaml = try Self.imported(Self.contentView(""))
        #expect(yaml.contains("effect:\n  scale:\n    minScale: 0.5\n"))
        // A name no variable in the files holds stays a site of its own: here a second effect.
        #expect(throws: ImportError.self) { try Self.imported(Self.contentView(argument: "sharedOptions", "")) }
    }

    static let paddings: [(modifier: String, horizontal: Double, vertical: Double)] = [
        (".pagePadding(vertical: .absolute(100), horizontal: .absolute(80))", 80.0 / 300, 100.0 / 400),
        (".pagePadding(.absolute(30))", 0.1, 30.0 / 400),
        (".pagePadding(vertical: .fractionalHeight(0.1), horizontal: .fractionalWidth(0.2))", 0.2, 0.1),
        (".pagePadding(vertical: .fractionalWidth(0.1))", 0, 30.0 / 400),
        (".pagePadding(top: .absolute(8), left: .fractionalWidth(0.1), bottom: .absolute(8), right: .absolute(30))", 0.1, 8.0 / 400),
    ]

    @Test(arguments: LayoutDesignerImportTests.paddings.indices)
    func pagePaddingBecomesTheCardsInsetInFractionsOfThePage(_ index: Int) throws {
        let (modifier, horizontal, vertical) = Self.paddings[index]
        let yaml = try Self.imported(Self.contentView(modifier))
        #expect(yaml.contains("card:\n  inset:\n    horizontal: \(horizontal == 0 ? "0" : "\(horizontal)")\n    vertical: \(vertical)\n"), "\(yaml)")
    }

    @Test func aPaddingDifferentOnOppositeSidesIsANoteNotALoss() throws {
        let yaml = try Self.imported(Self.contentView(".pagePadding(top: .absolute(10), left: .absolute(20), bottom: .absolute(30), right: .absolute(20))"))
        #expect(!yaml.contains("card:"))
        #expect(yaml.contains("# Not imported (no Flipbook setting):\n#   .pagePadding(top: .absolute(10), left: .absolute(20), bottom: .absolute(30), right: .absolute(20))"
            + "  (ContentView.swift:9: Flipbook's card.inset is the same left and right, top and bottom)\n"), "\(yaml)")
    }

    @Test func aPaddingTheAppComputesIsRefused() throws {
        let padding = ".pagePadding(vertical: .absolute(proxy.size.height / 10))"
        #expect(throws: ImportError.self) { try Self.imported(Self.contentView(padding)) }
        // Unless partial imports are allowed: then it is left out and listed.
        let partial = try SwiftImporter(allowPartial: true).yaml(from: [SwiftSource(name: "ContentView.swift", text: Self.contentView(padding))])
        #expect(partial.contains("#   card.inset = proxy.size.height / 10  (ContentView.swift:9:42)\n"), "\(partial)")
        #expect(!partial.contains("card:"))
    }

    @Test func aPaddingFromOutsideTheFilesIsAPlaceholder() throws {
        let yaml = try Self.imported(Self.contentView(".pagePadding(vertical: .absolute(margin))"))
        #expect(yaml.contains("# Placeholders (values not in these files; the default stands in): card.inset\n"), "\(yaml)")
        #expect(yaml.contains("card:\n  # placeholder: margin (ContentView.swift:9), `margin` is defined outside these files — set the app's value\n  inset:"), "\(yaml)")
    }

    @Test func aCellsCardFrameBecomesTheInset() throws {
        let cell = """
        class MyCell: UICollectionViewCell, ScaleTransformView {
            var scaleOptions = ScaleTransformViewOptions(minScale: 0.50)
            func setup() {
                let cardFrame = CGRect(x: 30, y: 40, width: frame.width - 60, height: bounds.height - 80)
                card = UIView(frame: cardFrame)
            }
        }
        """
        #expect(try Self.imported(cell).contains("card:\n  inset:\n    horizontal: 0.1\n    vertical: 0.1\n"))
        let offCentre = cell.replacingOccurrences(of: "width: frame.width - 60", with: "width: frame.width - 100")
        #expect(try Self.imported(offCentre).contains("#   CGRect(x: 30, y: 40, width: frame.width - 100, height: bounds.height - 80)  (ContentView.swift:4:"))
    }

    @Test func sidesInAPageOfGivenSize() {
        var sides = CardInsetReading.Sides()
        sides.left = .fractionalHeight(0.25)
        sides.right = .absolute(100)
        #expect(sides.inset(width: 300, height: 400).map { [$0.horizontal, $0.vertical] } == [1.0 / 3, 0])
        sides.top = .absolute(1)
        #expect(sides.inset(width: 300, height: 400) == nil, "top 1, bottom 0")
    }

    @Test func optionsEqualToUpstreamsDefaultsAreLeftOut() throws {
        let yaml = try Self.imported(Self.contentView(options: "ScaleTransformViewOptions(minScale: 0.75, maxScale: 1.00, scaleRatio: 0.30, shadowColor: .black)", ""))
        #expect(yaml.contains("effect:\n  scale:\n    scaleRatio: 0.3\n# "), "\(yaml)")
        let defaults = try Self.imported(Self.contentView(options: "ScaleTransformViewOptions(minScale: 0.75)", ""))
        #expect(defaults.contains("effect:\n  scale: {}\n# "), "\(defaults)")
    }

    @Test func theDesignersBracketlessCustomPiecesAreAList() throws {
        let yaml = try Self.imported(Self.contentView(options: "SnapshotTransformViewOptions(piecesAlphaRatio: .indexBasedCustom(0.10, 0.20, 0.30))", "")
            .replacingOccurrences(of: "ScalePageView", with: "SnapshotPageView"))
        #expect(yaml.contains("piecesAlphaRatio:\n      indexBasedCustom: [0.1, 0.2, 0.3]\n"), "\(yaml)")
    }

    @Test func aPageViewWithoutPaddingFillsItsPage() throws {
        let yaml = try Self.imported(Self.contentView(""))
        #expect(yaml.contains("# ContentView.swift:8 (a SwiftUI page view without .pagePadding: its page fills the cell)\ncard:\n  inset:\n    horizontal: 0\n    vertical: 0\n"), "\(yaml)")
    }

    @Test func theSwiftUIFlavoursPaddingReadsBackAsTheInset() throws {
        let folder = try TemporaryFolder()
        try "extends: stack.vortex\ncard: {inset: {horizontal: 0.1, vertical: 0.2}}\n".write(to: folder.path("scene.yaml"), atomically: true, encoding: .utf8)
        let code = try runFlipbook(["code", "scene.yaml", "--swiftui"], in: folder.url)
        #expect(code.status == 0 && code.stdout.contains(".pagePadding(vertical: .fractionalHeight(0.2), horizontal: .fractionalWidth(0.1))"), "\(code.stderr)")
        let back = try runFlipbook(["import", "-"], input: code.stdout, in: folder.url)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.hasSuffix("extends: stack.vortex\n# stdin:22 (the card's place in its page, as fractions of the 300×400 viewport; the app's page is its screen)\n"
            + "card:\n  inset:\n    horizontal: 0.1\n    vertical: 0.2\n"), "\(back.stdout)")
    }
}
