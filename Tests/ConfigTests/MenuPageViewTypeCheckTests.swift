import Foundation
import Testing
@testable import Config
import SceneModel
import TestSupport
import Transforms

/// The SwiftUI flavour of a menu scene (`MenuSwiftCode.pageViewSource`) type-checks against
/// Parchment 4.1's SwiftUI `PageView`, `Page` and their modifiers, and writes a modifier only for
/// what differs from `PageView`'s own defaults.
@Suite struct MenuPageViewTypeCheckTests {
    static let configs = [
        "extends: menu.tabs",
        "extends: menu.centered",
        """
        extends: menu.tabs
        itemCount: 3
        scrollDirection: vertical
        menu:
          items: [{title: A, width: 60, selectedWidth: 90, badge: "2"}, B, {title: C, width: 70}]
          menuItemSize: {fixed: {width: 80, height: 40}}
          menuInsets: {top: 2, left: 4, bottom: 2, right: 4}
          font: {size: 14, weight: bold}
          menuTransition: animateAfter
          menuPosition: bottom
          contentNavigationOrientation: vertical
          borderOptions: hidden
          textColor: "#11223380"
        """,
        """
        extends: menu.centered
        menu:
          menuItemSpacing: 3
          menuItemLabelSpacing: 7
          menuInsets: {top: 5, left: 5, bottom: 5, right: 5}
          menuHorizontalAlignment: center
          menuInteraction: swipe
          selectedScrollPosition: left
          indicatorOptions: hidden
          indicatorColor: "#FF0000"
          borderOptions: {visible: {height: 2, zIndex: 3, insets: {top: 0, left: 1, bottom: 0, right: 1}}}
          borderColor: "#00FF00"
          selectedTextColor: "#112233"
          backgroundColor: "#445566"
          selectedBackgroundColor: "#778899"
          menuBackgroundColor: "#AABBCC"
          pagingContentBackgroundColor: "#DDEEFF"
        """,
        """
        extends: menu.tabs
        itemCount: 201
        numberOfVisibleItems: 3
        menu:
          items: {from: -100, to: 100, title: "Day {index} \\"{number}\\""}
        """,
        """
        extends: menu.tabs
        itemCount: 9
        numberOfVisibleItems: 3
        menu:
          items: {from: 0, to: 8, titles: [Mon, Tue, Wed]}
        """,
    ]

    @Test func pageViewCodeTypeChecksAgainstParchmentsSwiftUIAPI() throws {
        var program = "import Foundation\n"
        for (index, yaml) in Self.configs.enumerated() {
            let source = try SwiftCode.swiftUISource(for: scene(yaml))
            // Each config's view under a name of its own, so they do not collide.
            program += source.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
                .joined(separator: "\n").replacingOccurrences(of: "struct MenuPagesView", with: "struct MenuPagesView\(index)") + "\n"
        }
        let run = try typeCheck(program, against: ParchmentStandIn.source + Self.swiftUIStandIn)
        #expect(run.status == 0, "generated Swift does not type-check:\n\(run.output)\n\(program)")
    }

    @Test func modifiersAreWrittenOnlyWherePageViewsDefaultsDiffer() throws {
        let tabs = try SwiftCode.swiftUISource(for: scene("extends: menu.tabs"))
        // menu.tabs is Parchment's PagingOptions(); PageView starts from other defaults.
        #expect(tabs.contains(".menuItemSize(.sizeToFit(minWidth: 150, height: 40))"))
        #expect(tabs.contains(".menuInsets(0)"))
        #expect(tabs.contains(".menuBackgroundColor(.white)"))
        #expect(!tabs.contains(".selectedColor("), "selectedTextColor is PageView's systemBlue already")
        #expect(!tabs.contains(".menuPosition("))
        #expect(tabs.contains("let titles = [\"Inbox\", \"Archive\", \"Drafts\", \"Sent\", \"Trash\"]"))
        #expect(!tabs.contains("Not in PageView"))
        let fonts = try SwiftCode.swiftUISource(for: scene("extends: menu.tabs\nmenu: {font: {size: 14, weight: bold}, borderOptions: hidden}"))
        #expect(fonts.contains("// Not in PageView (it has no modifier for them; the UIKit flavour, `flipbook code`, has them): font UIFont.systemFont(ofSize: 14, weight: .bold)."))
        #expect(fonts.contains(".borderOptions(.hidden)") && !fonts.contains(".borderColor("), "a hidden border's colour is not written")
    }

    @Test func everyModifierInTheCatalogIsPageViews() throws {
        // The stand-in's modifiers (`func menuInsets(`), without the initialiser and what is not an option.
        let declared = Set(Self.swiftUIStandIn.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "func ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "(" && $0 != "<" })
        })
        let catalog = PagingOptions.options.compactMap(\.swiftUIModifier)
        #expect(Set(catalog) == declared, "catalog: \(catalog.sorted()), stand-in: \(declared.sorted())")
        #expect(PagingOptions.options.filter { $0.swiftPlacement != .flipbookOnly && $0.swiftUIModifier == nil }.map(\.key)
            == ["font", "selectedFont"], "PageView has no modifier for the fonts only")
        let interaction = try SwiftCode.swiftUISource(for: scene("extends: menu.tabs\nmenu: {menuInteraction: swipe}"))
        #expect(interaction.contains("\n        .menuInteraction(.swipe)\n"))
    }

    /// SwiftUI's and Parchment 4.1's SwiftUI declarations the flavour names (`PageView`'s
    /// initialiser over identified data and its modifiers, `Page(_:content:)` with a title),
    /// written from Parchment's `PageView.swift` and `Page.swift`; bodies left out.
    static let swiftUIStandIn = """

    protocol View {}
    struct Text: View { init<S: StringProtocol>(_ content: S) {} }
    struct Color {
        init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
        static let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    }
    struct EdgeInsets { init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {} }
    struct Page {
        init<Title: StringProtocol, Content: View>(_ title: Title, content: () -> Content) {}
    }
    struct PageView: View {
        init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Page) {}
        func menuItemSize(_ size: PagingMenuItemSize) -> Self { self }
        func menuItemSpacing(_ spacing: CGFloat) -> Self { self }
        func menuItemLabelSpacing(_ spacing: CGFloat) -> Self { self }
        func menuInsets(_ insets: EdgeInsets) -> Self { self }
        func menuInsets(_ length: CGFloat) -> Self { self }
        func menuHorizontalAlignment(_ alignment: PagingMenuHorizontalAlignment) -> Self { self }
        func menuPosition(_ position: PagingMenuPosition) -> Self { self }
        func menuTransition(_ transition: PagingMenuTransition) -> Self { self }
        func menuInteraction(_ interaction: PagingMenuInteraction) -> Self { self }
        func selectedScrollPosition(_ position: PagingSelectedScrollPosition) -> Self { self }
        func indicatorOptions(_ options: PagingIndicatorOptions) -> Self { self }
        func borderOptions(_ options: PagingBorderOptions) -> Self { self }
        func contentNavigationOrientation(_ orientation: PagingNavigationOrientation) -> Self { self }
        func indicatorColor(_ color: Color) -> Self { self }
        func borderColor(_ color: Color) -> Self { self }
        func selectedColor(_ color: Color) -> Self { self }
        func foregroundColor(_ color: Color) -> Self { self }
        func backgroundColor(_ color: Color) -> Self { self }
        func selectedBackgroundColor(_ color: Color) -> Self { self }
        func menuBackgroundColor(_ color: Color) -> Self { self }
        func contentBackgroundColor(_ color: Color) -> Self { self }
    }
    """
}
